// DisclosureGroupStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How DisclosureGroup views are drawn, as SwiftUI's `DisclosureGroupStyle`: accepted; a Live Activity shows none.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` is given: the view's parts.
public struct DisclosureGroupStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle { public static var automatic: AutomaticDisclosureGroupStyle { .init() } }
