import Foundation
import TermIsland

// A kitchen-timer app running several timers for one meal: a Japanese dinner of rice,
// oyakodon and miso soup. The dishes' names are Japanese (two cells a character in a
// terminal), with English beside them where there is room.

public struct CookingTimer: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    /// The dish as the cook wrote it: "親子丼".
    public var name: String
    /// The dish in English: "Oyakodon".
    public var subtitle: String
    public var systemImage: String
    public var interval: ClosedRange<Date>
    /// Set by the app's update when the timer rings.
    public var isDone: Bool

    public init(id: String, name: String, subtitle: String, systemImage: String, interval: ClosedRange<Date>, isDone: Bool = false) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.systemImage = systemImage
        self.interval = interval
        self.isDone = isDone
    }
}

public struct KitchenTimerAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable & Hashable {
        /// The meal's timers, in the order they were started.
        public var timers: [CookingTimer]

        public init(timers: [CookingTimer]) { self.timers = timers }

        /// The running timer that rings next, if any.
        var next: CookingTimer? {
            timers.filter { !$0.isDone }.min { $0.interval.upperBound < $1.interval.upperBound }
        }
        var runningCount: Int { timers.filter { !$0.isDone }.count }
    }

    public var mealName: String

    public init(mealName: String) { self.mealName = mealName }
}

public struct KitchenTimerLiveActivity: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: KitchenTimerAttributes.self) { context in
            KitchenTimerLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    switch context.state.runningCount {
                    case 0:
                        Label("All done", systemImage: "checkmark.circle.fill")
                            .font(.headline)
                            .foregroundStyle(.green)
                    case 1:
                        Label("1 timer", systemImage: "timer")
                            .font(.headline)
                            .foregroundStyle(.orange)
                    default:
                        Label("\(context.state.runningCount) timers", systemImage: "timer")
                            .font(.headline)
                            .foregroundStyle(.orange)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if let next = context.state.next {
                        Text(timerInterval: next.interval, countsDown: true)
                            .font(.title2)
                            .monospacedDigit()
                            .multilineTextAlignment(.trailing)
                            .foregroundStyle(.orange)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading) {
                        ForEach(context.state.timers) { timer in
                            CookingTimerRow(timer: timer, showsSubtitle: false)
                        }
                    }
                }
            } compactLeading: {
                if let next = context.state.next {
                    Text(next.name)
                        .lineLimit(1)
                        .foregroundStyle(.orange)
                } else {
                    Image(systemName: "checkmark.circle.fill")
                }
            } compactTrailing: {
                if let next = context.state.next {
                    Text(timerInterval: next.interval, countsDown: true)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 40)
                        .foregroundStyle(.orange)
                } else {
                    Text("Done")
                        .foregroundStyle(.green)
                }
            } minimal: {
                if let next = context.state.next {
                    Text(timerInterval: next.interval, countsDown: true)
                        .font(.caption2)
                        .monospacedDigit()
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.orange)
                } else {
                    Image(systemName: "checkmark")
                }
            }
            .keylineTint(.orange)
        }
    }
}

/// One timer: the dish, how far it has cooked, the time left (or done).
struct CookingTimerRow: View {
    let timer: CookingTimer
    let showsSubtitle: Bool

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: timer.isDone ? "checkmark.circle.fill" : timer.systemImage)
            Text(timer.name)
                .layoutPriority(1)
            if showsSubtitle {
                Text(timer.subtitle)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            if timer.isDone {
                Text("Done")
                    .foregroundStyle(.green)
                    .bold()
            } else {
                ProgressView(timerInterval: timer.interval, countsDown: false)
                    .frame(width: 80)
                    .tint(.orange)
                Text(timerInterval: timer.interval, countsDown: true)
                    .monospacedDigit()
                    .multilineTextAlignment(.trailing)
                    .frame(width: 40, alignment: .trailing)
            }
        }
    }
}

struct KitchenTimerLockScreenView: View {
    let context: ActivityViewContext<KitchenTimerAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Label(context.attributes.mealName, systemImage: "fork.knife")
                    .font(.headline)
                Spacer()
                Text(context.state.runningCount == 0 ? "All done" : "\(context.state.runningCount) running")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(context.state.timers) { timer in
                CookingTimerRow(timer: timer, showsSubtitle: true)
            }
        }
        .padding(.horizontal, 8)
        .activityBackgroundTint(Color.orange.opacity(0.15))
        .activitySystemActionForegroundColor(.orange)
    }
}

// MARK: The example

extension KitchenTimerAttributes.ContentState {
    /// Dinner's timers `seconds` after the first was started at `start`: the rice first, the
    /// oyakodon two minutes later, the miso soup two minutes after that. A timer the app heard
    /// ring is marked done.
    public static func dinner(at seconds: Double, start: Date) -> Self {
        func timer(_ id: String, _ name: String, _ subtitle: String, _ symbol: String, from: Double, minutes: Double) -> CookingTimer? {
            guard seconds >= from * 60 else { return nil }
            let begin = start.addingTimeInterval(from * 60)
            return CookingTimer(id: id, name: name, subtitle: subtitle, systemImage: symbol,
                                interval: begin...begin.addingTimeInterval(minutes * 60),
                                isDone: seconds >= (from + minutes) * 60)
        }
        return Self(timers: [
            timer("rice", "ご飯", "Rice", "flame", from: 0, minutes: 20),
            timer("oyakodon", "親子丼", "Oyakodon", "fork.knife", from: 2, minutes: 12),
            timer("miso", "味噌汁", "Miso soup", "cup.and.saucer", from: 4, minutes: 8),
        ].compactMap { $0 })
    }
}

extension Example {
    public static let kitchenTimer = Example(
        name: "kitchen-timer", summary: "Three cooking timers for a Japanese dinner: 親子丼, 味噌汁 and rice",
        widget: KitchenTimerLiveActivity.self, attributes: KitchenTimerAttributes.self
    ) { start, seconds in
        ActivityPreview(KitchenTimerAttributes(mealName: "Dinner for two"), .dinner(at: seconds, start: start))
    }
}
