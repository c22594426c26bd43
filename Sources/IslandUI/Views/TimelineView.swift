import Foundation

/// A view redrawn on a schedule, as SwiftUI's `TimelineView`: drawn at the environment's date
/// (`context.date`), which a previewer or a scenario moves on.
///
///     TimelineView(.periodic(from: start, by: 1)) { context in
///         Text(context.date, style: .time)
///     }
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.date) private var date

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.content = content
    }

    public typealias Context = TimelineViewDefaultContext

    public var body: some View { content(TimelineViewDefaultContext(date: date, cadence: .live)) }
}

/// What a `TimelineView`'s content is drawn for.
public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence

    public enum Cadence: Hashable, Sendable, Comparable { case live, seconds, minutes }
}

/// When a `TimelineView` redraws (kept: it is drawn at the environment's date).
public protocol TimelineSchedule {}

public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable { public init() {} }
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
