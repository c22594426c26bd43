import TerminalCanvas

/// What showing one frame did: the cells it changed on screen.
///
///     let shown = try backend.present(canvas)
///     status = "\(shown.changedCellCount) cells changed"
///
/// A caller reads it instead of diffing the frame a second time. (The bytes are not in it:
/// ncurses writes its part straight to the terminal's descriptor, past any stream it is
/// given, so counting them needs its internals; `island-bench terminal` counts them at the
/// terminal.)
public struct PresentedFrame: Hashable, Sendable {
    /// The cells the frame changed on screen, continuation cells included (every cell of the
    /// screen for a full repaint; 0 when nothing changed).
    public var changedCellCount: Int
    /// Whether every cell was drawn again on a cleared screen (after a resize, a stop, or
    /// `invalidate()`).
    public var isFullRepaint: Bool

    /// A frame that changed `changedCellCount` cells.
    public init(changedCellCount: Int, isFullRepaint: Bool = false) {
        self.changedCellCount = changedCellCount
        self.isFullRepaint = isFullRepaint
    }

    /// Nothing changed.
    public static let unchanged = PresentedFrame(changedCellCount: 0)
}
