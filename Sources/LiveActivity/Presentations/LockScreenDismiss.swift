import FrameVocabulary
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
