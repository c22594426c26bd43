/// The six glyphs a box is drawn with.
///
/// Glyphs go through the same sanitizing as all text; a glyph that draws nothing on its own, or
/// a wide one that does not fit one cell, is drawn as a space.
public struct BorderGlyphs: Hashable, Sendable {
    /// The top-left corner.
    public var topLeft: Character
    /// The top-right corner.
    public var topRight: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The bottom-right corner.
    public var bottomRight: Character
    /// The top and bottom edges.
    public var horizontal: Character
    /// The left and right edges.
    public var vertical: Character

    /// A custom border.
    public init(topLeft: Character, topRight: Character, bottomLeft: Character,
                bottomRight: Character, horizontal: Character, vertical: Character) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `╭─╮ │ ╰─╯`: the island's own shape.
    public static let rounded = BorderGlyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                             bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┌─┐ │ └─┘`
    public static let square = BorderGlyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└",
                                            bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = BorderGlyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                           bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `╔═╗ ║ ╚═╝`
    public static let double = BorderGlyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚",
                                            bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `+-+ | +-+`: for terminals and fonts without box drawing.
    public static let ascii = BorderGlyphs(topLeft: "+", topRight: "+", bottomLeft: "+",
                                           bottomRight: "+", horizontal: "-", vertical: "|")
}

extension Canvas {
    /// Draws the border of `rect` with `glyphs`, leaving the inside as it is, clipped to the
    /// current clip. An optional `title` is written into the top edge, one cell in from the
    /// left corner, and cut to fit between the corners:
    ///
    ///     ╭ Pizza ──╮
    ///     │         │
    ///     ╰─────────╯
    ///
    /// A rectangle less than 2 cells wide or high has no room for two corners and draws nothing.
    public mutating func drawBox(_ rect: Rect, glyphs: BorderGlyphs = .rounded, style: Style = .plain,
                                 title: String? = nil) {
        guard rect.width >= 2 && rect.height >= 2 else { return }
        let clip = clipRect
        let left = rect.minX, right = rect.maxX - 1, top = rect.minY, bottom = rect.maxY - 1
        // Each glyph is sanitized and measured once, not once per cell of the edge.
        func cell(_ glyph: Character) -> Cell {
            let (cluster, width) = Cell.drawable(glyph)
            return width == 1 ? Cell(cluster: cluster, width: 1, style: style) : Cell(space: style)
        }
        drawGlyph(cell(glyphs.topLeft), x: left, y: top, clip: clip)
        drawGlyph(cell(glyphs.topRight), x: right, y: top, clip: clip)
        drawGlyph(cell(glyphs.bottomLeft), x: left, y: bottom, clip: clip)
        drawGlyph(cell(glyphs.bottomRight), x: right, y: bottom, clip: clip)
        // Only the visible stretch of each edge is walked, so a huge rectangle costs no more
        // than the clip.
        let horizontal = cell(glyphs.horizontal), vertical = cell(glyphs.vertical)
        let firstColumn = max(left.saturatingAdd(1), clip.minX), lastColumn = min(right - 1, clip.maxX - 1)
        if firstColumn <= lastColumn {
            // A row's stretch at once (a phone's frame is 50 columns of it, every frame).
            func edge(_ y: Int) {
                if y >= clip.minY && y < clip.maxY { placeRepeated(horizontal, y: y, columns: firstColumn..<(lastColumn + 1)) }
            }
            // (Far off, saturated coordinates can make the two edges one.)
            edge(top)
            if bottom != top { edge(bottom) }
        }
        let firstRow = max(top.saturatingAdd(1), clip.minY), lastRow = min(bottom - 1, clip.maxY - 1)
        if firstRow <= lastRow {
            func side(_ x: Int) {
                if x >= clip.minX && x < clip.maxX { placeDown(vertical, x: x, rows: firstRow..<(lastRow + 1)) }
            }
            side(left)
            if right != left { side(right) }
        }
        if let title, rect.width > 2 {
            let titleArea = Rect(x: left.saturatingAdd(1), y: top, width: rect.width - 2, height: 1)
            write(" \(title) ", at: titleArea.origin, style: style, clippedTo: titleArea)
        }
    }

    /// Places a one-column cell if its position is inside `clip`.
    private mutating func drawGlyph(_ cell: Cell, x: Int, y: Int, clip: Rect) {
        guard clip.contains(Point(x: x, y: y)) else { return }
        place(cell, x: x, y: y)
    }
}
