import FrameVocabulary
import TerminalCanvas

/// Paints a laid-out tree into a canvas: frames in points become cell rectangles by rounding
/// edges (so neighbours share an edge and parts add up to the whole), and each node draws itself
/// clipped to its rectangle.
///
/// Backgrounds flow down: a filled shape, a `.background(_:)` colour or a tinted button sets
/// the background its content is painted on, so text over a coloured card keeps the colour.
///
/// Painting also records the frame's regions (``RegionRecorder``): every view that draws, and
/// every view that carries motion, an action or a label, with the cells it covers.
package struct Painter {
    let metrics: CellMetrics
    /// The scheme colours are taken in (all a painter reads of its environment: a painter is
    /// copied for every node it paints, and a whole environment is many references to retain).
    let colorScheme: ColorScheme
    /// Where the layout's origin falls on the canvas, in cells.
    let origin: Point
    /// Whether what is painted now is behind other content (a `background`, a lower layer of a
    /// `ZStack` or under an `overlay`): a filled shape there is cells of its colour, which the
    /// content over it keeps as its background, never glyphs the content would cut into.
    var isBehindContent = false

    package init(environment: EnvironmentValues, origin: Point = .zero) {
        colorScheme = environment.colorScheme
        self.origin = origin
        metrics = environment.cellMetrics
    }

    /// The cells a frame covers.
    package func rect(for frame: ViewFrame) -> Rect {
        let minX = metrics.column(frame.x), maxX = metrics.column(frame.maxX)
        let minY = metrics.row(frame.y), maxY = metrics.row(frame.maxY)
        return Rect(x: origin.x + minX, y: origin.y + minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Paints without keeping regions.
    package func paint(_ laidOut: LaidOutNode, into canvas: inout Canvas, background: TerminalColor = .default) {
        var regions = RegionRecorder(isRecording: false)
        paint(laidOut, into: &canvas, regions: &regions, background: background)
    }

    package func paint(_ laidOut: LaidOutNode, into canvas: inout Canvas, regions: inout RegionRecorder,
                       background: TerminalColor = .default) {
        let node = laidOut.node
        // A repaint of a small area skips what an earlier paint drew elsewhere (`TimedRepaint`).
        if regions.isOutside(node, canvas.clipRect) { return }
        regions.enter()
        defer { regions.leave(node) }
        // `offset` and `position` move the drawing, not the layout.
        if let offset = node.paintOffset, offset != (0, 0) {
            var moved = laidOut
            Self.shift(&moved, x: offset.x, y: offset.y)
            moved.node.paintOffset = nil
            paint(moved, into: &canvas, regions: &regions, background: background)
            moved.node.paintOffset = offset
            return
        }
        var laidOut = laidOut
        if let center = node.positionCenter, let child = laidOut.children.first {
            Self.shift(&laidOut.children[0], x: laidOut.frame.x + center.x - (child.frame.x + child.frame.width / 2),
                       y: laidOut.frame.y + center.y - (child.frame.y + child.frame.height / 2))
        }
        let area = rect(for: laidOut.frame)
        if node.clipsContent { canvas.pushClip(area) }
        defer { if node.clipsContent { canvas.popClip() } }
        regions.record(node, in: area.intersection(canvas.clipRect))
        switch node.kind {
        case .hidden, .empty, .spacer:
            return
        case .text(let text):
            paintText(text, in: area, into: &canvas, background: background)
        case .glyph(let glyph, _, var style):
            style.background = background
            canvas.write(glyph, at: area.origin, style: style, clippedTo: area)
        case .divider(var style):
            style.background = background
            if area.width <= 1 && area.height >= 1 {
                for y in area.minY..<area.maxY { canvas.write("│", at: Point(x: area.minX, y: y), style: style, clippedTo: area) }
            } else {
                canvas.fill(Rect(x: area.minX, y: area.minY, width: area.width, height: min(area.height, 1)), with: "─", style: style)
            }
        case .shape(let spec):
            paintShape(spec, frame: laidOut.frame, in: area, into: &canvas, background: background)
        case .progress(let spec):
            paintProgress(spec, in: area, into: &canvas, background: background)
        case .control(let spec):
            var inner = background
            if case .button = spec.kind, spec.fill != .none, let tint = spec.tint.terminalColor(in: spec.scheme) {
                inner = spec.fill == .solid ? tint : tint.blended(with: background == .default ? .black : background, fraction: 0.7)
                canvas.fill(area, style: Style(background: inner))
            }
            for child in laidOut.children { paint(child, into: &canvas, regions: &regions, background: inner) }
            if case .toggle(let isOn) = spec.kind {
                let tint = spec.tint.terminalColor(in: spec.scheme) ?? .green
                let style = Style(foreground: isOn ? tint : .brightBlack, background: background)
                canvas.write(isOn ? "━●" : "○━", at: Point(x: area.maxX - 2, y: area.minY + area.height / 2), style: style, clippedTo: area)
            }
            return
        case .background:
            var inner = background
            if laidOut.children.count > 1 {
                inner = fillColor(of: laidOut.children[1].node, over: background) ?? background
                behind.paint(laidOut.children[1], into: &canvas, regions: &regions, background: background)
            }
            if let content = laidOut.children.first { paint(content, into: &canvas, regions: &regions, background: inner) }
            return
        case .opacity(let opacity):
            // Nearly transparent is not drawn at all: a terminal cannot fade an emoji, whose
            // colours are its own, so blending alone would leave it fully visible.
            guard opacity > 0.05 else { return }
            for child in laidOut.children { paint(child, into: &canvas, regions: &regions, background: background) }
            let behind = background == .default ? TerminalColor.black : background
            // Text in the terminal's own colour is taken as the scheme's (white or black) to blend.
            let plain: TerminalColor = colorScheme == .dark ? .rgb(255, 255, 255) : .rgb(0, 0, 0)
            // Below one half the text is also dim, which terminals draw at about half strength:
            // the colour then carries only the rest of the fade, so the two together are the
            // opacity asked for rather than its square (which left faded text unreadable).
            let isDim = opacity < 0.5
            let fraction = isDim ? 1 - 2 * opacity : 1 - opacity
            canvas.restyle(area) { style in
                style.foreground = (style.foreground == .default ? plain : style.foreground).blended(with: behind, fraction: fraction)
                if isDim { style.isDim = true }
            }
            return
        case .group, .zStack, .stack, .frame, .padding, .overlay, .fixedSize, .custom:
            break
        }
        var inner = background
        let layers = Self.drawingOrder(laidOut.children)
        for (index, child) in layers.enumerated() {
            // Every layer of a ZStack or an overlay but the top one has something over it.
            let isCovered: Bool
            switch node.kind {
            case .zStack, .overlay: isCovered = index < layers.count - 1
            default: isCovered = false
            }
            // Only a covered layer is painted by a copy of this painter: a copy holds the
            // environment, and the ternary made one for every child.
            if isCovered {
                behind.paint(child, into: &canvas, regions: &regions, background: inner)
            } else {
                paint(child, into: &canvas, regions: &regions, background: inner)
            }
            // A shape that fills its container becomes the background of what comes after it.
            if let fill = fillColor(of: child.node, over: inner), rect(for: child.frame) == area { inner = fill }
        }
    }

    /// This painter, painting what other content is drawn over.
    private var behind: Painter {
        var painter = self
        painter.isBehindContent = true
        return painter
    }

    /// The colour a node fills its frame with, if it is a filled shape (blended by its opacity
    /// over `background`, exactly as the fill is painted).
    private func fillColor(of node: ViewNode, over background: TerminalColor = .default) -> TerminalColor? {
        // A line, a ring or a shape of the app's own does not fill its frame.
        if case .shape(let spec) = node.kind, let fill = spec.fill, spec.line == nil, spec.trim == nil, spec.pattern == nil, !spec.shape.isPath {
            return blended(fill, in: spec.scheme, over: background)
        }
        return nil
    }

    /// A colour at its opacity over what is behind it (black where the terminal's own).
    func blended(_ color: Color, in scheme: ColorScheme, over background: TerminalColor) -> TerminalColor? {
        guard let terminal = color.terminalColor(in: scheme) else { return nil }
        guard color.opacityValue < 1 else { return terminal }
        return terminal.blended(with: background == .default ? .black : background, fraction: 1 - color.opacityValue)
    }

    /// Children in the order they are drawn: by `zIndex`, then as written.
    static func drawingOrder(_ children: [LaidOutNode]) -> [LaidOutNode] {
        guard children.contains(where: { $0.node.zIndex != 0 }) else { return children }
        return children.enumerated()
            .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
            .map(\.element)
    }

    /// Moves a laid-out tree by `x`, `y` points.
    static func shift(_ node: inout LaidOutNode, x: Double, y: Double) {
        node.frame.x += x
        node.frame.y += y
        for index in node.children.indices { shift(&node.children[index], x: x, y: y) }
    }

    private func paintText(_ text: ResolvedText, in area: Rect, into canvas: inout Canvas, background: TerminalColor) {
        guard area.width > 0, area.height > 0 else { return }
        defer {
            if let gradient = text.foregroundGradient {
                shade(area, with: gradient, in: colorScheme, over: background, foreground: true, into: &canvas)
            }
        }
        let limit = min(text.lineLimit ?? area.height, area.height)
        let laidOut = text.layout.layout(width: area.width, lineLimit: limit, truncationMode: text.truncationMode)
        for (index, line) in laidOut.lines.prefix(area.height).enumerated() {
            let offset: Int
            switch text.alignment {
            case .leading: offset = 0
            case .center: offset = max(0, (area.width - line.width) / 2)
            case .trailing: offset = max(0, area.width - line.width)
            }
            var x = area.minX + offset
            for run in line.runs {
                var style = run.attributes
                if style.background == .default { style.background = background }
                x = canvas.write(run.text, at: Point(x: x, y: area.minY + index), style: style, clippedTo: area)
            }
        }
    }

    private func paintProgress(_ spec: ProgressSpec, in area: Rect, into canvas: inout Canvas, background: TerminalColor) {
        let scheme = spec.scheme
        let tint = spec.tint.terminalColor(in: scheme) ?? .default
        let track = spec.trackColor.terminalColor(in: scheme) ?? .brightBlack
        let row = area.minY + max(0, area.height - 1) / 2
        switch spec.style {
        case .linear:
            guard let fraction = spec.fraction else {
                canvas.fill(Rect(x: area.minX, y: row, width: area.width, height: 1), with: "╌", style: Style(foreground: track, background: background))
                return
            }
            canvas.drawHorizontalBar(at: Point(x: area.minX, y: row), width: area.width, fraction: fraction,
                                     style: Style(foreground: tint, background: track))
        case .circular:
            let rings = ["○", "◔", "◑", "◕", "●"]
            let index = spec.fraction.map { Int(($0 * 4).rounded()) } ?? 0
            canvas.write(rings[min(max(index, 0), 4)], at: Point(x: area.minX, y: row),
                         style: Style(foreground: tint, background: background), clippedTo: area)
        }
    }
}
