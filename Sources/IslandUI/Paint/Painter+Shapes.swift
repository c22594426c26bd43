import Foundation
import TerminalCanvas

extension Painter {
    /// Draws a shape in its cells:
    ///
    /// - a fill: the cells' background (each cell the gradient's colour at its place); a circle
    ///   one row high as a dot (● ⬤); a capsule or rounded rectangle one row high with nothing
    ///   over it as blocks (▐██▌, ███);
    /// - a stroke: box lines, rounded where the shape is round (dashed: ┄ ┆);
    /// - a shape framed thinner than half a cell: a line across its cell (─ ━ │ ┃);
    /// - a trimmed outline (a ring's progress): ○ ◔ ◑ ◕ ● in the middle of its frame;
    /// - a shape of the app's own: its path in braille dots.
    func paintShape(_ spec: ShapeSpec, frame: ViewFrame, in area: Rect, into canvas: inout Canvas, background: TerminalColor) {
        guard area.width > 0, area.height > 0 else { return }
        let scheme = spec.scheme
        if let trim = spec.trim {
            paintRing(spec, fraction: trim.upperBound - trim.lowerBound, in: area, into: &canvas, background: background)
            return
        }
        if case .path(let maker) = spec.shape {
            paintPath(maker.make(CGRect(x: 0, y: 0, width: frame.width, height: frame.height)), spec, frame: frame,
                      in: area, into: &canvas, background: background)
            return
        }
        if let pattern = spec.pattern {
            let color = spec.fill.flatMap { blended($0, in: scheme, over: background) } ?? .default
            canvas.fill(area, with: pattern, style: Style(foreground: color, background: background))
            return
        }
        if let line = spec.line {
            let color = (spec.fill ?? spec.stroke).flatMap { blended($0, in: scheme, over: background) } ?? .default
            let glyph: Character = line.isVertical ? (line.isHeavy ? "┃" : "│") : (line.isHeavy ? "━" : "─")
            canvas.fill(area, with: glyph, style: Style(foreground: color, background: background))
            if let gradient = spec.fillGradient { shade(area, with: gradient, in: scheme, over: background, foreground: true, into: &canvas) }
            return
        }
        if let fill = spec.fill, let color = blended(fill, in: scheme, over: background) {
            // A circle one row high is a dot however wide its frame (its diameter is the row):
            // a frameless `Circle().fill(.red)` as a whole compact or minimal view is a dot.
            if (spec.shape == .circle && area.height <= 1) || (spec.shape == .ellipse && area.width <= 2 && area.height <= 1) {
                let dot = area.width >= 2 ? "⬤" : "●"
                canvas.write(dot, at: Point(x: area.minX + (area.width - (area.width >= 2 ? 2 : 1)) / 2, y: area.minY),
                             style: Style(foreground: color, background: background), clippedTo: area)
            } else if let bar = Self.bar(spec, in: area), spec.stroke == nil, !isBehindContent {
                canvas.write(bar, at: area.origin, style: Style(foreground: color, background: background), clippedTo: area)
                if let gradient = spec.fillGradient { shade(area, with: gradient, in: scheme, over: background, foreground: true, into: &canvas) }
            } else {
                canvas.fill(area, style: Style(background: color))
                if let gradient = spec.fillGradient { shade(area, with: gradient, in: scheme, over: background, foreground: false, into: &canvas) }
            }
        }
        if let stroke = spec.stroke, let color = blended(stroke, in: scheme, over: background) {
            let style = Style(foreground: color, background: spec.fill == nil ? background : canvas.cell(at: area.origin)?.style.background ?? background)
            if (spec.shape == .circle || spec.shape == .ellipse) && area.height <= 1 {
                canvas.write("○", at: Point(x: area.minX + (area.width - 1) / 2, y: area.minY), style: style, clippedTo: area)
                return
            }
            var glyphs: BorderGlyphs = spec.shape == .rectangle ? .square : .rounded
            if spec.isDashed { glyphs.horizontal = "┄"; glyphs.vertical = "┆" }
            if area.height == 1 {
                canvas.fill(area, with: glyphs.horizontal, style: style)
            } else if area.width == 1 {
                canvas.fill(area, with: glyphs.vertical, style: style)
            } else {
                canvas.drawBox(area, glyphs: glyphs, style: style)
            }
        }
    }

    /// A filled capsule or rounded rectangle one row high with nothing over it (a frameless
    /// `Capsule().fill(.green)` as a whole compact or minimal view, a pill in a row) as glyphs in
    /// its colour, which plain text shows too; cells of background colour would be blank there.
    ///
    ///     Capsule            ●   ▐▌  ▐█▌   ▐████▌      (1, 2, 3 and 6 cells wide)
    ///     RoundedRectangle   █   ██  ███   ██████
    ///
    /// Nil for any other shape or height: those stay cells of their colour.
    static func bar(_ spec: ShapeSpec, in area: Rect) -> String? {
        guard area.height == 1, area.width > 0 else { return nil }
        switch spec.shape {
        case .capsule:
            // Its round ends are half a row across: half a cell each.
            return area.width == 1 ? "●" : "▐" + String(repeating: "█", count: area.width - 2) + "▌"
        case .roundedRectangle, .containerRelative:
            return String(repeating: "█", count: area.width)
        default:
            return nil
        }
    }

    /// A trimmed outline, as a progress ring: ○ ◔ ◑ ◕ ● by quarters, in the middle of its frame.
    private func paintRing(_ spec: ShapeSpec, fraction: Double, in area: Rect, into canvas: inout Canvas, background: TerminalColor) {
        guard let paint = spec.stroke ?? spec.fill, let color = blended(paint, in: spec.scheme, over: background) else { return }
        let rings: [Character] = ["○", "◔", "◑", "◕", "●"]
        let index = min(max(Int((fraction.clamped * 4).rounded()), 0), 4)
        // A ring with nothing drawn is not drawn (the track beside it shows).
        guard fraction > 0 else { return }
        canvas.write(String(rings[index]), at: Point(x: area.minX + (area.width - 1) / 2, y: area.minY + (area.height - 1) / 2),
                     style: Style(foreground: color, background: background), clippedTo: area)
    }

    /// Gives each cell of `area` the gradient's colour at its place, as its background or its
    /// foreground.
    func shade(_ area: Rect, with gradient: GradientPaint, in scheme: ColorScheme, over background: TerminalColor,
               foreground: Bool, into canvas: inout Canvas) {
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                // A line's first and last cells take its end colours; rings and sweeps are read
                // at each cell's centre.
                let u: Double, v: Double
                if gradient.reachesEdges {
                    u = area.width > 1 ? Double(x - area.minX) / Double(area.width - 1) : 0.5
                    v = area.height > 1 ? Double(y - area.minY) / Double(area.height - 1) : 0.5
                } else {
                    u = (Double(x - area.minX) + 0.5) / Double(area.width)
                    v = (Double(y - area.minY) + 0.5) / Double(area.height)
                }
                guard let color = blended(gradient.color(x: u, y: v), in: scheme, over: background) else { continue }
                canvas.restyle(Rect(x: x, y: y, width: 1, height: 1)) { style in
                    if foreground { style.foreground = color } else { style.background = color }
                }
            }
        }
    }

    /// A path in braille dots, two across and four down to a cell: a fill sets the dots whose
    /// centres are inside the path (even-odd), a stroke the dots the outline passes through.
    private func paintPath(_ path: Path, _ spec: ShapeSpec, frame: ViewFrame, in area: Rect, into canvas: inout Canvas,
                           background: TerminalColor) {
        let columns = area.width * 2, rows = area.height * 4
        guard columns > 0, rows > 0, frame.width > 0, frame.height > 0 else { return }
        var dots = [Bool](repeating: false, count: columns * rows)
        let sx = Double(columns) / frame.width, sy = Double(rows) / frame.height
        let lines = path.polylines().map { $0.map { (x: Double($0.x) * sx, y: Double($0.y) * sy) } }
        if spec.fill != nil {
            for row in 0..<rows {
                let y = Double(row) + 0.5
                var crossings: [Double] = []
                for line in lines {
                    for (a, b) in zip(line, line.dropFirst()) where (a.y <= y) != (b.y <= y) {
                        crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                    }
                }
                crossings.sort()
                for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                    let from = max(0, Int((crossings[pair] - 0.5).rounded(.up))), to = min(columns - 1, Int((crossings[pair + 1] - 0.5).rounded(.down)))
                    if from <= to { for column in from...to { dots[row * columns + column] = true } }
                }
            }
        }
        if spec.stroke != nil {
            for line in lines {
                for (a, b) in zip(line, line.dropFirst()) {
                    let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)) * 2)
                    for step in 0...steps {
                        let t = Double(step) / Double(steps)
                        let column = Int(a.x + (b.x - a.x) * t), row = Int(a.y + (b.y - a.y) * t)
                        if column >= 0, column < columns, row >= 0, row < rows { dots[row * columns + column] = true }
                    }
                }
            }
        }
        guard let paint = spec.fill ?? spec.stroke, let color = blended(paint, in: spec.scheme, over: background) else { return }
        // Braille bits: column 0 rows 0-2 are 1, 2, 4, row 3 is 64; column 1 rows 0-2 are 8, 16,
        // 32, row 3 is 128.
        let bits = [[1, 8], [2, 16], [4, 32], [64, 128]]
        for cellY in 0..<area.height {
            for cellX in 0..<area.width {
                var value = 0
                for dy in 0..<4 {
                    for dx in 0..<2 where dots[(cellY * 4 + dy) * columns + cellX * 2 + dx] { value |= bits[dy][dx] }
                }
                guard value != 0, let scalar = Unicode.Scalar(0x2800 + value) else { continue }
                canvas.write(String(Character(scalar)), at: Point(x: area.minX + cellX, y: area.minY + cellY),
                             style: Style(foreground: color, background: background), clippedTo: area)
            }
        }
    }
}

extension ShapeSpec.Shape {
    var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}
