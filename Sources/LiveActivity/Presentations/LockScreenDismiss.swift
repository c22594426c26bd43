import Motion
import TerminalCanvas

/// The Lock Screen card's ✕, the system's dismiss action: where the card draws it, and the
/// region of kind `.chrome` it leaves there, whose `.dismiss` action the previewer takes a click
/// on as clearing the card (Motion's pairing skips chrome: it moves with its card).
///
///     ╭──────────────────── ✕ ─╮   " ✕ " in the top border, one cell of line before the
///     │ 👜 2 Pizzas     20:00  │   right corner, on the card's own colour: inside the card
///     ╰────────────────────────╯
package enum LockScreenDismiss {
    /// What is drawn: the ✕ with a space each side, so the border stops short of it.
    package static let label = " ✕ "

    /// Draws `label` at `origin` in `style`, from cells made once: writing it afresh took the
    /// general text path (✕ is no lone narrow scalar) and was a twentieth of drawing a card
    /// again. ✕ is not an emoji, so no emoji-width setting changes its width.
    package static func drawLabel(into canvas: inout Canvas, at origin: Point, style: Style) {
        for (offset, cell) in labelCells.enumerated() {
            var cell = cell
            cell.style = style
            canvas[origin.x + offset, origin.y] = cell
        }
    }

    private static let labelCells: [Cell] = {
        var canvas = Canvas(width: label.displayWidth, height: 1)
        canvas.write(label, at: .zero)
        return Array(canvas.cells(inRow: 0))
    }()

    /// The cells of `label` in a card whose bounds are `card` (wherever the card is drawn), or
    /// nil for a card too narrow to show it beside its corners.
    package static func rect(in card: Rect) -> Rect? {
        guard card.width >= 6, card.height >= 2 else { return nil }
        return Rect(x: card.maxX - 5, y: card.minY, width: 3, height: 1)
    }

    /// The ✕'s region, over `rect` (from `rect(in:)`).
    package static func region(at rect: Rect) -> Region {
        Region(id: RegionID("dismiss"), rect: rect, kind: .chrome, action: .dismiss)
    }
}
