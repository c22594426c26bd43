// GroupBoxStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How GroupBox views are drawn, as SwiftUI's `GroupBoxStyle`: accepted; a Live Activity shows none.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given: the view's parts.
public struct GroupBoxStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }
