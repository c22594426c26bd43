import Foundation

/// How the previewer reads its clocks.
enum PreviewClock {
    /// Every clock reads in UTC, so what the previewer shows is the same on every machine.
    static let timeZone = TimeZone(identifier: "UTC")!
}
