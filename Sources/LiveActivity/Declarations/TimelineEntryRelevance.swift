import Foundation

/// How much a timeline entry matters, and for how long, as WidgetKit's `TimelineEntryRelevance`:
/// the Smart Stack rotates to the widget whose entry scores highest. The previewer has no Smart
/// Stack; the score is kept for a test or a tool to read.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// Relative to the app's other entries' scores (0 is not relevant).
    public var score: Float
    /// Seconds from the entry's date the score holds (0: until the next entry).
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}
