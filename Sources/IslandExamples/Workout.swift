import Foundation
import TermIsland

// An interactive Live Activity, as Apple's "Add Buttons or Toggles" describes: a run with
// buttons that pause, resume and end it and a toggle for auto-pause, each an App Intent whose
// `perform()` updates or ends the activity through ActivityKit. It also declares the `.small`
// family, so the Apple Watch Smart Stack and CarPlay show a layout of its own, chosen with
// `@Environment(\.activityFamily)`.

public struct WorkoutAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable & Hashable, Sendable {
        /// When the running time started counting (moved on by the paused time when resumed).
        public var timer: ClosedRange<Date>
        /// Paused at this instant, or running.
        public var pausedAt: Date?
        public var distanceKilometers: Double
        public var heartRate: Int
        public var autoPause: Bool

        public init(timer: ClosedRange<Date>, pausedAt: Date? = nil, distanceKilometers: Double, heartRate: Int, autoPause: Bool = false) {
            self.timer = timer
            self.pausedAt = pausedAt
            self.distanceKilometers = distanceKilometers
            self.heartRate = heartRate
            self.autoPause = autoPause
        }

        var isPaused: Bool { pausedAt != nil }
    }

    public var name: String

    public init(name: String) { self.name = name }
}

// MARK: Intents

/// Pauses a running workout, or resumes a paused one.
public struct PauseWorkoutIntent: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Pause or resume"

    @Parameter(title: "Activity") var activityID: String

    public init() {}
    public init(activityID: String) { self.activityID = activityID }

    public func perform() async throws -> some IntentResult {
        for activity in Activity<WorkoutAttributes>.activities where activity.id == activityID {
            var state = activity.content.state
            let now = ActivitySystem.current.now
            if let pausedAt = state.pausedAt {
                // Resuming: the paused time does not count.
                let paused = now.timeIntervalSince(pausedAt)
                state.timer = state.timer.lowerBound.addingTimeInterval(paused)...state.timer.upperBound.addingTimeInterval(paused)
                state.pausedAt = nil
            } else {
                state.pausedAt = now
            }
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}

/// Ends the workout: its final state stays on the Lock Screen a while.
public struct EndWorkoutIntent: LiveActivityIntent {
    public static let title: LocalizedStringResource = "End workout"

    @Parameter(title: "Activity") var activityID: String

    public init() {}
    public init(activityID: String) { self.activityID = activityID }

    public func perform() async throws -> some IntentResult {
        for activity in Activity<WorkoutAttributes>.activities where activity.id == activityID {
            var state = activity.content.state
            state.pausedAt = state.pausedAt ?? ActivitySystem.current.now
            await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .default)
        }
        return .result()
    }
}

/// Turns auto-pause on or off: the toggle sets `value` to its new state first.
public struct AutoPauseIntent: SetValueIntent, LiveActivityIntent {
    public static let title: LocalizedStringResource = "Auto-pause"

    @Parameter(title: "Activity") var activityID: String
    @Parameter(title: "Auto-pause") public var value: Bool

    public init() {}
    public init(activityID: String) { self.activityID = activityID }

    public func perform() async throws -> some IntentResult {
        for activity in Activity<WorkoutAttributes>.activities where activity.id == activityID {
            var state = activity.content.state
            state.autoPause = value
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}

// MARK: Views

public struct WorkoutLiveActivity: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            WorkoutLockScreenView(context: context)
                // A dark card in either appearance: its text is drawn as in dark mode, or
                // the light scheme's black text would sit on the dark tint.
                .environment(\.colorScheme, .dark)
                // Dark enough over the light appearance's card too for the red heart rate (3:1).
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("Run", systemImage: "figure.run")
                        .foregroundStyle(.green)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    WorkoutTime(state: context.state)
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading) {
                        WorkoutStats(state: context.state)
                        WorkoutControls(activityID: context.activityID, state: context.state)
                    }
                }
            } compactLeading: {
                Image(systemName: "figure.run")
                    .foregroundStyle(.green)
            } compactTrailing: {
                WorkoutTime(state: context.state)
                    .frame(width: 40)
            } minimal: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "figure.run")
                    .foregroundStyle(.green)
            }
            .keylineTint(.green)
            .widgetURL(URL(string: "workout://current"))
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The running time, frozen while paused.
struct WorkoutTime: View {
    let state: WorkoutAttributes.ContentState

    var body: some View {
        Text(timerInterval: state.timer, pauseTime: state.pausedAt, countsDown: false)
            .monospacedDigit()
            .multilineTextAlignment(.trailing)
            .foregroundStyle(state.isPaused ? Color.secondary : Color.green)
    }
}

struct WorkoutStats: View {
    let state: WorkoutAttributes.ContentState

    var body: some View {
        HStack {
            Label(String(format: "%.2f km", state.distanceKilometers), systemImage: "location.fill")
            Spacer()
            Label("\(state.heartRate) bpm", systemImage: "heart.fill")
                .foregroundStyle(.red)
        }
        .font(.subheadline)
    }
}

/// Pause or resume, end, and the auto-pause toggle: each runs an App Intent.
struct WorkoutControls: View {
    let activityID: String
    let state: WorkoutAttributes.ContentState

    var body: some View {
        HStack {
            Button(intent: PauseWorkoutIntent(activityID: activityID)) {
                Label(state.isPaused ? "Resume" : "Pause", systemImage: state.isPaused ? "play.fill" : "pause.fill")
            }
            .tint(.green)
            Button(intent: EndWorkoutIntent(activityID: activityID)) {
                Label("End", systemImage: "xmark")
            }
            .tint(.red)
            Spacer()
            Toggle(isOn: state.autoPause, intent: AutoPauseIntent(activityID: activityID)) {
                Text("Auto-pause")
            }
        }
    }
}

/// The Lock Screen, and, drawn for the `.small` family, the Smart Stack and CarPlay.
struct WorkoutLockScreenView: View {
    let context: ActivityViewContext<WorkoutAttributes>
    @Environment(\.activityFamily) var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Image(systemName: "figure.run")
                        .foregroundStyle(.green)
                    Spacer()
                    WorkoutTime(state: context.state)
                }
                Text(String(format: "%.2f km · %d bpm", context.state.distanceKilometers, context.state.heartRate))
                    .font(.caption)
                    .lineLimit(1)
                Button(intent: PauseWorkoutIntent(activityID: context.activityID)) {
                    Label(context.state.isPaused ? "Resume" : "Pause", systemImage: context.state.isPaused ? "play.fill" : "pause.fill")
                }
                .tint(.green)
            }
        case .medium:
            VStack(alignment: .leading) {
                HStack {
                    Label(context.attributes.name, systemImage: "figure.run")
                        .font(.headline)
                        .foregroundStyle(.green)
                    Spacer()
                    WorkoutTime(state: context.state)
                }
                WorkoutStats(state: context.state)
                WorkoutControls(activityID: context.activityID, state: context.state)
            }
            .padding(.horizontal, 8)
        }
    }
}

// MARK: The example

extension WorkoutAttributes.ContentState {
    /// A run `seconds` after it started at `start`: about 10.5 km an hour, the heart rate
    /// settling from 120 to 150 beats a minute.
    public static func run(at seconds: Double, start: Date) -> Self {
        Self(timer: start...start.addingTimeInterval(3 * 3600),
             distanceKilometers: (seconds / 3600 * 10.5 * 100).rounded() / 100,
             heartRate: 120 + Int(min(seconds, 600) / 20))
    }
}

extension Example {
    public static let workout = Example(
        name: "workout", summary: "A run with buttons and a toggle that run App Intents; a Smart Stack layout of its own",
        widget: WorkoutLiveActivity.self, attributes: WorkoutAttributes.self
    ) { start, seconds in
        ActivityPreview(WorkoutAttributes(name: "Morning run"), .run(at: seconds, start: start))
    }
}
