/// How labels are drawn, as SwiftUI's `LabelStyle`: `.titleAndIcon`, `.titleOnly`, `.iconOnly`,
/// `.automatic`, or a style of your own whose `makeBody` draws from the label's parts.
///
///     struct TrailingIcon: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack { configuration.title; configuration.icon }
///         }
///     }
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon, each a view.
public struct LabelStyleConfiguration {
    /// The label's title, as the label was given it.
    public struct Title: View {
        let content: ViewList
        public var body: some View { content }
    }

    /// The label's icon, as the label was given it.
    public struct Icon: View {
        let content: ViewList
        public var body: some View { content }
    }

    public var title: Title
    public var icon: Icon
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone (VoiceOver still reads the title).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

/// A custom label style, its type erased, for the environment.
package struct AnyLabelStyle: @unchecked Sendable {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}

extension View {
    /// How labels in this view draw: both parts, the title only, the icon only, or a style of
    /// your own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedView {
        let kind: LabelStyleKind? = style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly
            : style is TitleAndIconLabelStyle || style is DefaultLabelStyle ? .titleAndIcon : nil
        guard let kind else {
            let erased = AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) }
            return modifyingEnvironment { $0.customLabelStyle = erased }
        }
        return modifyingEnvironment {
            $0.labelStyle = kind
            $0.customLabelStyle = nil
        }
    }
}
