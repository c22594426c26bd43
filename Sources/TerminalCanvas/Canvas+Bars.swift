/// Horizontal bars drawn to an eighth of a cell.
extension Canvas {
    /// The partial blocks for one to seven eighths of a cell, then the full block.
    static let eighthBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// Draws a bar `width` cells long from `point`, filled from the left to `fraction` of its
    /// length (clamped to 0…1; NaN counts as 0) to the nearest eighth of a cell, with `track`
    /// in the unfilled cells:
    ///
    ///     fraction 0.55, width 4:  ██▎·      (17.6 eighths → 18: two full cells and 2/8 → ▎)
    ///
    /// The bar owns all `width` cells, so a shrinking bar erases what it drew before.
    public mutating func drawHorizontalBar(at point: Point, width: Int, fraction: Double,
                                           style: Style = .plain, track: Character = " ") {
        guard width > 0 else { return }
        let clip = clipRect
        guard point.y >= clip.minY && point.y < clip.maxY else { return }
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let eighths = (fraction * Double(width) * 8).rounded()
        let first = max(0, clip.minX.saturatingSubtract(point.x))
        let last = min(width, clip.maxX.saturatingSubtract(point.x))
        guard first < last else { return }
        for index in first..<last {
            let filled = min(max(eighths - Double(index) * 8, 0), 8)
            let glyph = filled == 0 ? track : Self.eighthBlocks[Int(filled) - 1]
            write(String(glyph), at: Point(x: point.x + index, y: point.y), style: style,
                  clippedTo: Rect(x: point.x + index, y: point.y, width: 1, height: 1))
        }
    }
}
