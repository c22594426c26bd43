import FrameVocabulary

/// A button, drawn as its label on a tinted capsule. A Live Activity's buttons run App Intents
/// (`Button(intent:)`): a tap in a scenario or a previewer runs the intent's `perform()`. A
/// button with a plain action closure cannot run in a Live Activity (the extension's code does
/// not run on a tap), so its action is never called; it is named, so a tap can still be told.
///
/// A control is named by its label's text, which is how scenarios tap it
/// (`{"tap": {"id": "timer", "label": "Pause"}}`); a label that is only an image is named by the
/// control's accessibility label, else its intent's title.
public struct Button: View, PrimitiveView {
    let label: ViewList
    var intent: RegionIntent?
    var role: ButtonRole?

    public init(_ title: String, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Text(title))])
    }

    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Text(title))])
        self.role = role
    }

    public init(_ title: String, systemImage: String, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Label(title, systemImage: systemImage))])
    }

    public init(action: @escaping () -> Void = {}, @ViewBuilder label: () -> ViewList) {
        self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping () -> Void = {}, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.role = role
    }

    /// A button that runs an App Intent when tapped.
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.intent = RegionIntent(intent)
    }

    public init<Intent: AppIntent>(_ title: String, intent: Intent) {
        label = ViewList([AnyView(Text(title))])
        self.intent = RegionIntent(intent)
    }

    public init<Intent: AppIntent>(_ title: String, systemImage: String, intent: Intent) {
        label = ViewList([AnyView(Label(title, systemImage: systemImage))])
        self.intent = RegionIntent(intent)
    }

    public init<Intent: AppIntent>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.intent = RegionIntent(intent)
        self.role = role
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let style = context.environment.buttonStyle
        let tint = role == .destructive ? Color.red : context.environment.tint ?? .accentColor
        var labelContext = context.child(0)
        labelContext.environment.foregroundColor = context.environment.foregroundColor ?? tint
        // A custom style draws the label its own way; the control stays one tappable region.
        if let custom = context.environment.customButtonStyle {
            labelContext.environment.customButtonStyle = nil
            let configuration = ButtonStyleConfiguration(label: AnyView(label), role: role, isPressed: false)
            let body = EnvironmentValues.$current.withValue(labelContext.environment) { custom.makeBody(configuration) }
            let node = body.makeNode(in: labelContext)
            var spec = ControlSpec(kind: .button, actionIdentifier: Self.name(of: node, intent: intent), tint: tint,
                                   scheme: context.environment.colorScheme, intent: intent, fill: .none)
            spec.isNamedByLabel = !node.plainText.trimmingWhitespaces.isEmpty
            return ViewNode(.control(spec), children: [node], identity: context.identity)
        }
        let fill: ControlFill
        switch style {
        case .plain:
            fill = .none
            labelContext.environment.foregroundColor = context.environment.foregroundColor
        case .borderless: fill = .none
        case .borderedProminent:
            fill = .solid
            labelContext.environment.foregroundColor = context.environment.foregroundColor ?? .white
        case .automatic, .bordered: fill = .tinted
        }
        let labelNode = label.makeNode(in: labelContext)
        var spec = ControlSpec(kind: .button, actionIdentifier: Self.name(of: labelNode, intent: intent), tint: tint,
                               scheme: context.environment.colorScheme, intent: intent, fill: fill)
        spec.isNamedByLabel = !labelNode.plainText.trimmingWhitespaces.isEmpty
        return ViewNode(.control(spec), children: [labelNode], identity: context.identity)
    }

    /// A control's name: its label's text, else its intent's title, else "button".
    static func name(of label: ViewNode, intent: RegionIntent?) -> String {
        let text = label.plainText.trimmingWhitespaces
        if !text.isEmpty { return text }
        return intent?.title ?? "button"
    }
}

/// What a button does, as SwiftUI's roles: a destructive button is tinted red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A switch with a label, drawn as the label and a two-cell switch (━● on, ○━ off). In a Live
/// Activity a toggle runs an App Intent (`Toggle(isOn:intent:)`); `isOn` is the state the app
/// gives it, so a tap changes what shows only when the intent updates the activity.
public struct Toggle: View, PrimitiveView {
    let label: ViewList
    let isOn: Bool
    var intent: RegionIntent?

    public init(_ title: String, isOn: Bool) {
        label = ViewList([AnyView(Text(title))])
        self.isOn = isOn
    }

    public init(_ title: String, isOn: Binding<Bool>) {
        label = ViewList([AnyView(Text(title))])
        self.isOn = isOn.wrappedValue
    }

    public init(isOn: Bool, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.isOn = isOn
    }

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.isOn = isOn.wrappedValue
    }

    /// A toggle that runs an App Intent when tapped; a `SetValueIntent` gets the new state first.
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.isOn = isOn
        self.intent = RegionIntent(intent, settingValue: !isOn)
    }

    public init<Intent: AppIntent>(_ title: String, isOn: Bool, intent: Intent) {
        label = ViewList([AnyView(Text(title))])
        self.isOn = isOn
        self.intent = RegionIntent(intent, settingValue: !isOn)
    }

    /// A toggle from a style's configuration, drawn as the switch, as a style draws the toggle
    /// as it would be without the style.
    public init(_ configuration: ToggleStyleConfiguration) {
        label = ViewList([AnyView(configuration.label)])
        isOn = configuration.isOn
        isFromConfiguration = true
    }

    var isFromConfiguration = false

    package func makeNode(in context: NodeContext) -> ViewNode {
        let tint = context.environment.tint ?? .green
        if let custom = context.environment.customToggleStyle, !isFromConfiguration {
            // The style's own drawing, still one tappable control named by its label.
            var inner = context.child(0)
            let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: .constant(isOn), isMixed: false)
            let body = EnvironmentValues.$current.withValue(inner.environment) { custom.makeBody(configuration) }
            inner.environment.customToggleStyle = nil
            let node = body.makeNode(in: inner)
            var spec = ControlSpec(kind: .button, actionIdentifier: Button.name(of: node, intent: intent), tint: tint,
                                   scheme: context.environment.colorScheme, intent: intent, fill: .none)
            spec.isNamedByLabel = !node.plainText.trimmingWhitespaces.isEmpty
            return ViewNode(.control(spec), children: [node], identity: context.identity)
        }
        let labelNode = label.makeNode(in: context.child(0))
        var spec = ControlSpec(kind: .toggle(isOn: isOn), actionIdentifier: Button.name(of: labelNode, intent: intent), tint: tint,
                               scheme: context.environment.colorScheme, intent: intent)
        spec.isNamedByLabel = !labelNode.plainText.trimmingWhitespaces.isEmpty
        // `labelsHidden()`: the switch alone, still named by its label.
        let shown = context.environment.areLabelsHidden ? ViewNode(.empty, identity: labelNode.identity) : labelNode
        return ViewNode(.control(spec), children: [shown], identity: context.identity)
    }
}

extension ViewNode {
    /// The text of every text in this tree, in order, joined by spaces: a control's name.
    var plainText: String {
        var parts: [String] = []
        let clock = ResolutionClock.current
        func walk(_ node: ViewNode) {
            if case .text(let text) = node.kind, !text.plainText.isEmpty {
                parts.append(text.plainText)
                clock?.noteTextRead(of: node)
            }
            for child in node.children { walk(child) }
        }
        walk(self)
        return parts.joined(separator: " ")
    }
}
