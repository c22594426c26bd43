// TableStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How Table views are drawn, as SwiftUI's `TableStyle`: accepted; a Live Activity shows none.
public protocol TableStyle {
    associatedtype Body: View
    typealias Configuration = TableStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `TableStyle` is given: the view's parts.
public struct TableStyleConfiguration {
}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct InsetTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { .init() } }
