/// One of Apple's rules for Live Activities that `island lint` checks, with where Apple states
/// it. Its raw value is the id a report and a SARIF file name it by.
public enum LintRule: String, CaseIterable, Sendable {
    case lockScreenHeight = "lock-screen-height"
    case expandedHeight = "expanded-height"
    case compactFit = "compact-fit"
    case minimalFit = "minimal-fit"
    case smallFamilyHeight = "smart-stack-height"
    case imageSize = "image-size"
    case stateSize = "state-size"
    case textContrast = "text-contrast"
    case staleDate = "stale-date"
    case stateDecodes = "state-decodes"
    case pushDecodes = "push-decodes"
    case previewRuns = "preview-runs"
    case inertModifier = "inert-modifier"

    /// Errors are what ActivityKit refuses or the system cuts off; warnings what looks broken
    /// or reads badly but still shows.
    public var severity: LintSeverity {
        switch self {
        case .lockScreenHeight, .expandedHeight, .imageSize, .stateSize, .stateDecodes, .pushDecodes, .previewRuns: .error
        case .compactFit, .minimalFit, .smallFamilyHeight, .textContrast, .staleDate, .inertModifier: .warning
        }
    }

    /// The rule in one line.
    public var summary: String {
        switch self {
        case .lockScreenHeight: "The Lock Screen presentation is at most 160 points tall; the system truncates taller content."
        case .expandedHeight: "The expanded presentation is at most 160 points tall; the system truncates taller content."
        case .compactFit: "Compact leading and trailing content fits its slot on the smallest Dynamic Island."
        case .minimalFit: "Minimal content fits the minimal presentation, attached and detached."
        case .smallFamilyHeight: "Content in the Smart Stack and on CarPlay fits the place's height."
        case .imageSize: "An image is no larger than its presentation; ActivityKit may fail to start an activity with a larger one."
        case .stateSize: "Static and dynamic data together are at most 4 KB; ActivityKit refuses a larger update."
        case .textContrast: "Text keeps a contrast of at least 4.5:1 with the background tint behind it."
        case .staleDate: "Data that ages is given a stale date, and the views show when it has passed (context.isStale)."
        case .stateDecodes: "Every preview state decodes as the activity's content state."
        case .pushDecodes: "A push payload's content state, and a start's attributes, decode into the activity's types as ActivityKit decodes them; the device drops one that does not."
        case .previewRuns: "Every preview is made and drawn without crashing and within its time; Xcode's canvas shows nothing for one that crashes."
        case .inertModifier: "A modifier that does nothing in a Live Activity (haptics, gestures, presentations, background work) is not relied on."
        }
    }

    /// Where Apple says so.
    public var documentation: String {
        switch self {
        case .lockScreenHeight, .imageSize, .stateSize, .stateDecodes:
            "https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities"
        case .expandedHeight, .compactFit, .minimalFit:
            "https://developer.apple.com/design/human-interface-guidelines/live-activities"
        case .smallFamilyHeight:
            "https://developer.apple.com/documentation/activitykit/creating-custom-views-for-live-activities"
        case .textContrast:
            "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects"
        case .staleDate:
            "https://developer.apple.com/documentation/activitykit/activitycontent/staledate"
        case .pushDecodes:
            "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"
        case .previewRuns:
            "https://developer.apple.com/documentation/swiftui/previews-in-xcode"
        case .inertModifier:
            "https://developer.apple.com/documentation/widgetkit/adding-interactivity-to-widgets-and-live-activities"
        }
    }
}

/// How much a finding matters: an error fails `island lint` (exit status 1).
public enum LintSeverity: String, Sendable, Comparable {
    case warning, error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs == .warning && rhs == .error }
}
