import Foundation

/// A title with an icon, as in SwiftUI: the icon, a space, the title (`labelStyle` shows one
/// of them only). An empty `systemImage` draws the title alone.
public struct Label: View {
    let title: ViewList
    let icon: ViewList
    @Environment(\.labelStyleForBody) private var style
    @Environment(\.customLabelStyleForBody) private var customStyle

    public init(_ title: String, systemImage: String) {
        self.title = ViewList([AnyView(Text(title))])
        self.icon = systemImage.isEmpty ? ViewList([]) : ViewList([AnyView(Image(systemName: systemImage))])
    }

    public init(_ title: String, image: String) {
        self.title = ViewList([AnyView(Text(title))])
        self.icon = ViewList([AnyView(Image(image))])
    }

    public init(@ViewBuilder title: () -> ViewList, @ViewBuilder icon: () -> ViewList) {
        self.title = title()
        self.icon = icon()
    }

    /// A label from a style's configuration, as a custom style draws the label as it would be
    /// without the style.
    public init(_ configuration: LabelStyleConfiguration) {
        title = ViewList([AnyView(configuration.title)])
        icon = ViewList([AnyView(configuration.icon)])
        isFromConfiguration = true
    }

    var isFromConfiguration = false

    public var body: some View {
        if let customStyle, !isFromConfiguration {
            // The style's own drawing; a `Label(configuration)` inside it draws without it.
            customStyle.makeBody(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
                .modifyingEnvironment { $0.customLabelStyle = nil }
        } else {
            builtIn
        }
    }

    @ViewBuilder var builtIn: some View {
        switch style {
        case .titleOnly: title
        case .iconOnly: icon
        case .titleAndIcon:
            if icon.views.isEmpty {
                title
            } else {
                HStack(spacing: 8) {
                    icon.changingNode { $0.accessibility.isLabelIcon = true }
                    title
                }
            }
        }
    }
}

extension EnvironmentValues {
    /// The label style, for `Label`'s body to read.
    var labelStyleForBody: LabelStyleKind { labelStyle }
    var customLabelStyleForBody: AnyLabelStyle? { customLabelStyle }
}
