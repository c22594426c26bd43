/// A button style that decides itself when the button's action runs, as SwiftUI's
/// `PrimitiveButtonStyle`: its `makeBody` draws the button from the configuration, and calls
/// `trigger()` where it wants the action run. A Live Activity's button runs its intent when
/// the control is tapped (in the previewer, pressed), so the drawing is the style's and the
/// tap is the system's, as on iOS; `trigger()` does nothing more.
///
///     struct Tappable: PrimitiveButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.onTapGesture { configuration.trigger() }
///         }
///     }
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given: the label, the role and the trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as the button was given it.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let role: ButtonRole?

    /// Runs the button's action: the system runs a Live Activity's intent on the tap itself.
    public func trigger() {}
}

extension View {
    /// The style of the buttons in this view: one of your own that draws them.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedView {
        // iOS 26's glass styles are the system's: drawn as the bordered styles they sit beside.
        if style is GlassButtonStyle { return buttonStyle(BorderedButtonStyle()) }
        if style is GlassProminentButtonStyle { return buttonStyle(BorderedProminentButtonStyle()) }
        let erased = AnyButtonStyle {
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(content: $0.label), role: $0.role)))
        }
        return modifyingEnvironment { $0.customButtonStyle = erased }
    }
}
