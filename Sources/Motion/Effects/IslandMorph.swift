import TerminalCanvas

/// The Dynamic Island growing or shrinking from one presentation to another (compact ↔
/// expanded ↔ minimal) on the system's spring: the black capsule's rectangle is interpolated and
/// quantised to cells, never narrower or shorter than the smaller of the two shapes (so never
/// narrower than the camera), and the content cross-fades inside it: the old content fades out
/// in the first half, the new fades in during the second, centred in the shape as it is then.
///
///     0.0  ╭──────┬──────────┬──────╮        compact
///     0.4  ╭──────────────────────────────╮  growing, the compact content fading
///          │                              │
///          ╰──────────────────────────────╯
///     1.0  ╭────────────────────────────────────╮  expanded
///          │ 🍕 2 Pizzas      ◉         12:40   │
///          │ Bill James is on his way!          │
///          ╰────────────────────────────────────╯
struct IslandMorph: FrameEffect {
    /// The island's rectangle in the previous frame and in the next.
    let from: Rect
    let to: Rect
    let depth: ColorDepth
    let timing: AnimationTiming

    func draw(at progress: Double, into canvas: inout Canvas, from previous: Canvas, to next: Canvas) {
        let shape = rect(at: progress, within: canvas.bounds)
        let behind = Style(background: backgroundBehind(previous, next))
        // Where the island is going but has not reached yet shows what was behind it (outside
        // where it was) or the colour around it. Where it was and no longer is already shows the
        // next frame, or what other effects drew there (the detached minimal fading in).
        for y in to.minY..<to.maxY {
            for x in to.minX..<to.maxX where !shape.contains(Point(x: x, y: y)) {
                let cell = from.contains(Point(x: x, y: y)) ? Cell(" ", style: behind) : previous.cellOrBlank(x, y).leadingHalfAsSpace
                canvas.put(cell, x: x, y: y, clip: canvas.bounds)
            }
        }
        // The capsule, in the next frame's colours and corners.
        let fill = next.cellOrBlank(to.minX + 1, to.minY + 1).style.background
        let border = next.cellOrBlank(to.minX + 1, to.minY)
        canvas.fill(shape, style: Style(background: fill))
        canvas.drawBox(shape, glyphs: Self.glyphs(cornering: next.cellOrBlank(to.minX, to.minY)), style: border.style)
        // The content: the old fading out over the first half, the new fading in over the second.
        let inside = shape.insetBy(1)
        guard inside.width > 0, inside.height > 0 else { return }
        let fading = progress < 0.5
        let source = fading ? previous : next
        let content = (fading ? from : to).insetBy(1)
        let fraction = fading ? progress * 2 : progress * 2 - 1
        let dissolve = CellDissolve(mode: .crossFade, depth: depth)
        let blank = Cell(" ", style: Style(background: fill))
        let shiftX = content.minX - inside.minX + (content.width - inside.width) / 2
        for y in inside.minY..<inside.maxY {
            var x = inside.minX
            while x < inside.maxX {
                let sourcePoint = Point(x: x + shiftX, y: y - inside.minY + content.minY)
                var cell = blank
                if content.contains(sourcePoint) {
                    let original = source.cellOrBlank(sourcePoint.x, sourcePoint.y).leadingHalfAsSpace
                    cell = fading ? dissolve.cell(from: original, to: blank, fraction: fraction)
                                  : dissolve.cell(from: blank, to: original, fraction: fraction)
                }
                canvas.put(cell, x: x, y: y, clip: inside)
                x += max(1, cell.width)
            }
        }
    }

    /// The shape's rectangle at `progress` (a spring's overshoot included), whole cells.
    func rect(at progress: Double, within bounds: Rect) -> Rect {
        func mix(_ a: Int, _ b: Int) -> Double { Double(a) + Double(b - a) * progress }
        let minWidth = min(from.width, to.width), minHeight = min(from.height, to.height)
        let width = min(max(Int(mix(from.width, to.width).rounded()), minWidth), bounds.width)
        let height = min(max(Int(mix(from.height, to.height).rounded()), minHeight), bounds.height)
        // Centred where the two centres are, part of the way.
        let centerX = mix(from.minX * 2 + from.width, to.minX * 2 + to.width) / 2
        let x = min(max(Int((centerX - Double(width) / 2).rounded()), bounds.minX), bounds.maxX - width)
        let y = min(max(Int(mix(from.minY, to.minY).rounded()), bounds.minY), bounds.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The colour around the island: the next frame's just left of it, else the previous's.
    private func backgroundBehind(_ previous: Canvas, _ next: Canvas) -> TerminalColor {
        if to.minX > 0 { return next.cellOrBlank(to.minX - 1, to.minY).style.background }
        if to.maxX < next.width { return next.cellOrBlank(to.maxX, to.minY).style.background }
        return .default
    }

    /// The border glyphs whose top-left corner is `corner`.
    static func glyphs(cornering corner: Cell) -> BorderGlyphs {
        switch corner.grapheme {
        case "┌": return .square
        case "+": return .ascii
        default: return .rounded
        }
    }
}
