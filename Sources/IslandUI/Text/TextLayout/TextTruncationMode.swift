/// Where text that needs more lines than it may have gives way to an ellipsis "…".
///
/// Mirrors SwiftUI's `Text.TruncationMode`; the view layer typealiases it so users' code moves
/// over unchanged. At 12 cells, "Order is on its way" on one line reads:
///
///     .head     …on its way
///     .middle   Order…ts way
///     .tail     Order is on…
public enum TextTruncationMode: Hashable, Sendable, CaseIterable {
    /// The end of the text stays visible; "…" replaces what comes before it.
    case head
    /// The start and the end stay visible; "…" replaces the middle.
    case middle
    /// The start of the text stays visible; "…" replaces the rest. SwiftUI's default.
    case tail
}
