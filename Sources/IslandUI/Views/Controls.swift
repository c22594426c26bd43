/// A button, drawn as its label on a tinted capsule. Live Activities cannot run code in the
/// process, so `action` is kept only as an identifier the previewer can trigger and report.
public struct Button: View, PrimitiveView {
    let label: ViewList
    let identifier: String

    public init(_ title: String, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Text(title))])
        identifier = title
    }

    public init(action: @escaping () -> Void = {}, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        identifier = "button"
    }

    /// A button that runs an App Intent in iOS; here, the intent's description names it.
    public init<Intent>(intent: Intent, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        identifier = String(describing: Intent.self)
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let tint = context.environment.tint ?? .accentColor
        var labelContext = context.child(0)
        labelContext.environment.foregroundColor = context.environment.foregroundColor ?? tint
        let spec = ControlSpec(kind: .button, actionIdentifier: identifier, tint: tint, scheme: context.environment.colorScheme)
        return ViewNode(.control(spec), children: [label.makeNode(in: labelContext)], identity: context.identity)
    }
}

/// A switch with a label, drawn as the label and a two-cell switch.
public struct Toggle: View, PrimitiveView {
    let label: ViewList
    let isOn: Bool
    let identifier: String

    public init(_ title: String, isOn: Bool) {
        label = ViewList([AnyView(Text(title))])
        self.isOn = isOn
        identifier = title
    }

    public init(isOn: Bool, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.isOn = isOn
        identifier = "toggle"
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let tint = context.environment.tint ?? .green
        let spec = ControlSpec(kind: .toggle(isOn: isOn), actionIdentifier: identifier, tint: tint, scheme: context.environment.colorScheme)
        return ViewNode(.control(spec), children: [label.makeNode(in: context.child(0))], identity: context.identity)
    }
}
