import ActivityRuntime
import LiveActivity
import Motion

/// A tap on a button or toggle of a Live Activity's presentation: the one path a scenario's
/// `tap` and a click in the previewer both take, so they log the same line, run the same App
/// Intent as the same app and leave the system in the same state. As on iOS, a control runs its
/// intent in the app's process (`ActivitySystem.perform`); a control without one does nothing.
public enum ControlTap {
    /// What a tap came to; its `description` is the line the system logs.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// The activity has no presentation on screen.
        case notOnScreen(activityID: String, label: String)
        /// Nothing on screen answers to `label`; `shown` are the controls that are there.
        case noSuchControl(activityID: String, label: String, shown: [String])
        /// CarPlay draws the controls but taps do nothing there.
        case carPlay(activityID: String, label: String)
        /// The control has no App Intent.
        case noIntent(activityID: String, label: String)
        /// The control's intent ran in `app`, and how that went.
        case ran(activityID: String, label: String, intent: String, app: String, outcome: IntentOutcome)

        /// Whether an intent ran to its end without throwing.
        public var performed: Bool {
            if case .ran(_, _, _, _, .performed) = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .notOnScreen(let id, let label): "the user taps \"\(label)\" in \(id): \(id) is not on screen"
            case .noSuchControl(let id, let label, let shown):
                "the user taps \"\(label)\" in \(id): no control of that name on screen"
                    + (shown.isEmpty ? "" : " (there: \(shown.map { "\"\($0)\"" }.joined(separator: ", ")))")
            case .carPlay(let id, let label): "the user taps \"\(label)\" in \(id): buttons and toggles do nothing in CarPlay"
            case .noIntent(let id, let label):
                "the user taps \"\(label)\" in \(id): it has no App Intent (a Live Activity's controls run intents only): nothing happens"
            case .ran(let id, let label, _, _, _): "the user taps \"\(label)\" in \(id)"
            }
        }
    }

    /// Taps the control named `label` (its name, or its accessibility label) among `regions`,
    /// the regions on screen now, on `place`'s screen. The outcome is logged; an intent runs.
    public static func tap(_ label: String, in id: String, regions: [Region], place: DeviceProfile.Place,
                           system: ActivitySystem) -> Outcome {
        let own = regions.filter { $0.id.activityID == id }
        let controls = own.compactMap { region -> (name: String, region: Region)? in
            switch region.action {
            case .button(let name), .toggle(let name, _): (name, region)
            default: nil
            }
        }
        let outcome: Outcome
        if own.isEmpty {
            outcome = .notOnScreen(activityID: id, label: label)
        } else if let control = controls.first(where: { $0.name == label || $0.region.accessibilityLabel == label }) {
            return run(control.region.intent, named: label, in: id, system: system)
        } else if place == .carPlay {
            outcome = .carPlay(activityID: id, label: label)
        } else {
            outcome = .noSuchControl(activityID: id, label: label, shown: Array(Set(controls.map(\.name))).sorted())
        }
        system.log(outcome.description)
        return outcome
    }

    /// Taps a control already found on screen (a click on its region): its intent, if any, runs
    /// as the activity's app. The outcome is logged.
    public static func run(_ intent: RegionIntent?, named label: String, in id: String, system: ActivitySystem) -> Outcome {
        guard let intent else {
            let outcome = Outcome.noIntent(activityID: id, label: label)
            system.log(outcome.description)
            return outcome
        }
        let app = system.record(id)?.app ?? id
        // Logged before the intent runs, so its own lines follow the tap's (the line does not
        // depend on how the intent went).
        system.log(Outcome.ran(activityID: id, label: label, intent: intent.name, app: app, outcome: .unfinished).description)
        let result = system.perform(intent, as: app)
        return .ran(activityID: id, label: label, intent: intent.name, app: app, outcome: result)
    }
}
