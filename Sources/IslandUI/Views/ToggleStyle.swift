/// How toggles are drawn, as SwiftUI's `ToggleStyle`: `.switch` and `.automatic` (the label and
/// a two-cell switch), `.button` (the label as a bordered button, tinted when on), or a style of
/// your own whose `makeBody` draws from the configuration, still one tappable control.
///
///     struct Checkbox: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack { Image(systemName: configuration.isOn ? "checkmark.square" : "square"); configuration.label }
///         }
///     }
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as the toggle was given it.
    public struct Label: View {
        let content: ViewList
        public var body: some View { content }
    }

    public let label: Label
    /// Whether it is on; a Live Activity's toggle shows the state the app gives it, and a tap
    /// runs its intent rather than setting this.
    @Binding public var isOn: Bool
    /// Whether it stands for several values, some on and some off: never, here.
    public var isMixed: Bool
}

/// The label and a switch.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// The platform's default: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// The label as a button: bordered, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 8)
            .background(configuration.isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary), in: Capsule())
    }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// A toggle style other than the switch, its type erased, for the environment.
package struct AnyToggleStyle: @unchecked Sendable {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
}

extension View {
    /// The style of the toggles in this view: the switch, a button, or a style of your own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedView {
        if style is SwitchToggleStyle || style is DefaultToggleStyle {
            return modifyingEnvironment { $0.customToggleStyle = nil }
        }
        let erased = AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) }
        return modifyingEnvironment { $0.customToggleStyle = erased }
    }
}
