import Foundation

/// A view that opens a URL when tapped, as SwiftUI's `Link`: drawn as its label in the accent
/// colour; its region carries the URL (`RegionAction.openURL`), as a previewer's click opens it.
public struct Link: View, PrimitiveView {
    let destination: URL
    let label: ViewList

    public init(destination: URL, @ViewBuilder label: () -> ViewList) {
        self.destination = destination
        self.label = label()
    }

    public init(_ title: String, destination: URL) {
        self.destination = destination
        label = ViewList([AnyView(Text(title))])
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        var inner = context.deeper()
        if inner.environment.foregroundColor == nil { inner.environment.foregroundColor = inner.environment.tint ?? .accentColor }
        let node = ViewNode(.group, children: [label.makeNode(in: inner)], identity: context.identity)
        let wrapper = ViewNode(.padding(EdgeInsets()), children: [node], identity: context.identity)
        wrapper.linkURL = destination.absoluteString
        return wrapper
    }
}

/// The URL a tap on a whole presentation opens.
package struct WidgetURLKey: PreferenceKey {
    package static let defaultValue: URL? = nil
}

extension View {
    /// The URL the app opens at when the presentation this view is in is tapped, as WidgetKit's
    /// `widgetURL(_:)`: on any view of the presentation (the first one set wins, as in
    /// WidgetKit, where more than one is undefined).
    public func widgetURL(_ url: URL?) -> ModifiedView {
        preference(key: WidgetURLKey.self, value: url)
    }
}

extension ViewNode {
    /// The `widgetURL` set anywhere in this tree.
    package var widgetURL: URL? { preferenceValue(WidgetURLKey.self) }
}
