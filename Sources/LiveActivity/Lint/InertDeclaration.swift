/// A declaration of Apple's that TermIsland accepts with Apple's signature and that does nothing
/// here, where a user would expect it to: haptics, gestures, background work, presentations.
/// `island lint <widget folder>` names each call of one (rule `inert-modifier`), and
/// docs/Lint.md's table is this one (`InertDeclarationTableTests`).
///
/// Most accepted modifiers change nothing a user would look for in a terminal (`statusBarHidden`,
/// `keyboardType`); only those whose absence would surprise are listed, so a warning means
/// something.
public struct InertDeclaration: Hashable, Sendable {
    /// The name a call writes after its dot: `.sensoryFeedback(.success, trigger: count)`; for a
    /// protocol, the name a type's conformance writes (`struct Map: UIViewRepresentable`).
    public let name: String
    /// The type the call is made on, as Apple declares it.
    public let owner: Owner
    /// Why it does nothing.
    public let reason: InertReason

    public init(_ name: String, on owner: Owner, _ reason: InertReason) {
        self.name = name
        self.owner = owner
        self.reason = reason
    }

    /// Where Apple declares it.
    public enum Owner: String, Sendable {
        case view = "View"
        case widgetConfiguration = "WidgetConfiguration"
        /// A protocol a type of the app's own conforms to, named after `:` in its declaration.
        case conformance = "conformance"
    }

    /// The one table: every declaration lint names, in docs/Lint.md's order.
    public static let all: [InertDeclaration] = [
        InertDeclaration("sensoryFeedback", on: .view, .haptics),
        InertDeclaration("onTapGesture", on: .view, .gestures),
        InertDeclaration("onLongPressGesture", on: .view, .gestures),
        InertDeclaration("gesture", on: .view, .gestures),
        InertDeclaration("simultaneousGesture", on: .view, .gestures),
        InertDeclaration("highPriorityGesture", on: .view, .gestures),
        InertDeclaration("onKeyPress", on: .view, .keyPresses),
        InertDeclaration("task", on: .view, .lifetime),
        InertDeclaration("onReceive", on: .view, .lifetime),
        InertDeclaration("sheet", on: .view, .presentation),
        InertDeclaration("fullScreenCover", on: .view, .presentation),
        InertDeclaration("alert", on: .view, .presentation),
        InertDeclaration("confirmationDialog", on: .view, .presentation),
        InertDeclaration("popover", on: .view, .presentation),
        InertDeclaration("backgroundTask", on: .widgetConfiguration, .backgroundWork),
        InertDeclaration("onBackgroundURLSessionEvents", on: .widgetConfiguration, .backgroundWork),
        InertDeclaration("UIViewRepresentable", on: .conformance, .uikitHosting),
        InertDeclaration("UIViewControllerRepresentable", on: .conformance, .uikitHosting),
    ]

    /// The declaration called `name`, if lint names it.
    public static func named(_ name: String) -> InertDeclaration? { all.first { $0.name == name } }
}

/// Why an accepted declaration does nothing here.
public enum InertReason: String, Sendable, CaseIterable {
    case haptics, gestures, keyPresses, lifetime, presentation, backgroundWork, uikitHosting

    /// The reason in a sentence, after the modifier's name in a finding.
    public var explanation: String {
        switch self {
        case .haptics:
            "plays nothing: a terminal has no haptics, and a Live Activity's view is drawn once from its data, with no one to feel them"
        case .gestures:
            "is never recognized: a Live Activity takes taps only through Button(intent:), Toggle(intent:) and Link, on iOS as here"
        case .keyPresses:
            "is never called: a Live Activity takes no focus and no key presses, on iOS as here; the previewer's keys drive the previewer"
        case .lifetime:
            "never runs: a Live Activity's view is drawn from its data and archived, not kept alive for work or values to arrive"
        case .presentation:
            "presents nothing: a widget's view is shown by the system, which presents no sheet, alert or popover for it"
        case .backgroundWork:
            "never runs here: iOS wakes the extension for it, but a previewer is never woken in the background"
        case .uikitHosting:
            "is drawn as WidgetKit's placeholder (yellow, with 🚫): a widget cannot host a UIKit view, on iOS as here"
        }
    }
}
