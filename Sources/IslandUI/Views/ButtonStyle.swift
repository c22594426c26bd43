/// How buttons are drawn, as in SwiftUI: a built-in style or one of your own.
///
///     Button(intent: PauseIntent()) { Image(systemName: "pause.fill") }
///         .buttonStyle(.plain)                     // the label alone, no capsule
///
///     struct Pill: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.padding(.horizontal, 8).background(.orange, in: Capsule())
///         }
///     }
///
/// | style | drawn as |
/// |---|---|
/// | `.automatic`, `.bordered` | the label on the tint blended into the background |
/// | `.borderedProminent` | the label in white on the tint |
/// | `.plain` | the label alone, in the text colour |
/// | `.borderless` | the label alone, in the tint |
/// | a custom style | what its `makeBody` draws, still one tappable control |
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the button's label, its role, and whether it is pressed (a
/// Live Activity's button is never drawn pressed).
public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let role: ButtonRole?
    public let isPressed: Bool
}

/// The built-in button styles.
package enum BuiltInButtonStyle: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

/// A custom button style, its type erased, for the environment.
package struct AnyButtonStyle: @unchecked Sendable {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
}

extension View {
    /// The style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedView {
        let builtIn: BuiltInButtonStyle?
        switch style {
        case is PlainButtonStyle: builtIn = .plain
        case is BorderlessButtonStyle: builtIn = .borderless
        case is BorderedButtonStyle: builtIn = .bordered
        case is BorderedProminentButtonStyle: builtIn = .borderedProminent
        case is DefaultButtonStyle: builtIn = .automatic
        default: builtIn = nil
        }
        guard let builtIn else {
            let erased = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) }
            return modifyingEnvironment { $0.customButtonStyle = erased }
        }
        return modifyingEnvironment {
            $0.buttonStyle = builtIn
            $0.customButtonStyle = nil
        }
    }
}
