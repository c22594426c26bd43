import Foundation

/// Format styles for live-updating time in text, as SwiftUI's `SystemFormatStyle` (iOS 18): the
/// namespace its styles are declared in. The styles themselves (`.reference(to:)`, `.offset(to:)`,
/// `.timer(countingDownIn:)`) are not declared yet: their pages were not found (docs/DECISIONS.md,
/// 2026-12-07); `Text(_:style:)`'s `.relative`, `.offset` and `.timer` draw the same clocks.
public enum SystemFormatStyle {
    /// Refers to a date by how far it is from now ("in 5 minutes", "June 2019"), as SwiftUI's
    /// `SystemFormatStyle.DateReference`.
    public struct DateReference: Hashable, Sendable {}
}
