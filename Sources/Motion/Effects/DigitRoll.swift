import TerminalCanvas

/// Digits that change roll: the old digit leaves one way and the new one arrives from the
/// other, while digits that stay the same stand still.
///
///     counting down, 12:40 → 12:39          counting up, 1 → 2
///       0.0  12:40                             0.0  1
///       0.2  12:₄₀   old digits drop           0.2  ¹    old digit rises
///       0.5  12:³⁹   new digits arrive above   0.5  ₂    new digit comes from below
///       0.8  12:39                             0.8  2
///
/// A cell is a row tall, so the movement is drawn with superscript and subscript digits: raised
/// reads as above, lowered as below. A changed cell that is not a digit on both sides
/// cross-fades.
struct DigitRoll: FrameEffect {
    let rect: Rect
    /// True: values go down, old digits drop and new ones come from above.
    let countsDown: Bool
    let depth: ColorDepth
    let timing: AnimationTiming

    static let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    static let subscripts: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]

    func draw(at progress: Double, into canvas: inout Canvas, from previous: Canvas, to next: Canvas) {
        let fade = CellDissolve(mode: .crossFade, depth: depth)
        for y in rect.minY..<rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let old = previous.cellOrBlank(x, y).leadingHalfAsSpace, new = next.cellOrBlank(x, y).leadingHalfAsSpace
                var drawn = new
                if old != new {
                    if let from = Self.digit(old), let to = Self.digit(new) {
                        drawn = rolled(from: from, to: to, old: old, new: new, at: progress)
                    } else {
                        drawn = fade.cell(from: old, to: new, fraction: progress)
                    }
                    canvas.put(drawn, x: x, y: y, clip: rect)
                }
                x += max(1, drawn.width)
            }
        }
    }

    /// The cell of one rolling digit at `progress`.
    private func rolled(from: Int, to: Int, old: Cell, new: Cell, at progress: Double) -> Cell {
        // Leaving: down (subscript) when counting down, up (superscript) otherwise; arriving
        // from the other side.
        let leaving = countsDown ? Self.subscripts : Self.superscripts
        let arriving = countsDown ? Self.superscripts : Self.subscripts
        switch progress {
        case ..<0.05: return old
        case ..<0.4: return Cell(leaving[from], style: old.style)
        case ..<0.75: return Cell(arriving[to], style: new.style)
        default: return new
        }
    }

    /// The value of a cell holding one ASCII digit.
    static func digit(_ cell: Cell) -> Int? {
        let grapheme = cell.grapheme
        guard grapheme.count == 1, let scalar = grapheme.unicodeScalars.first, scalar.isASCII,
              let value = Int(grapheme) else { return nil }
        return value
    }
}
