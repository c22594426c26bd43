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
    /// The bar owns all `width` cells, so a shrinking bar erases what it drew before. `track`
    /// is resolved as `fill` resolves its grapheme: one that draws nothing on its own is a
    /// space, and a wide one, which cannot fit a cell, is drawn as a space.
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
        // Resolved once, so a track that draws nothing still overwrites what the bar drew.
        let (trackCluster, trackWidth) = Cell.drawable(track)
        let trackCell = trackWidth == 1 ? Cell(cluster: trackCluster, width: 1, style: style) : Cell(space: style)
        for index in first..<last {
            let filled = min(max(eighths - Double(index) * 8, 0), 8)
            let cell = filled == 0
                ? trackCell
                : Cell(cluster: Self.eighthBlocks[Int(filled) - 1], width: 1, style: style)
            place(cell, x: point.x + index, y: point.y)
        }
    }
}
