/// Nothing: takes no space and draws nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.empty, identity: context.identity)
    }
}

/// Groups views without arranging them: the enclosing container lays them out, and modifiers on
/// the group apply to each.
public struct Group: View, PrimitiveView {
    let content: ViewList

    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.group, children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// A view for each element of a collection, identified by `id` so that updates keep track of
/// which element is which.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, PrimitiveView {
    /// The collection the views are made from.
    public let data: Data
    let id: (Data.Element) -> ID
    /// The views made for one element.
    public let content: (Data.Element) -> ViewList
    /// `ForEach(subviews:content:)`'s: the subviews are known only once the view resolves.
    var subviewsNode: ((NodeContext) -> ViewNode)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> ViewList) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        if let subviewsNode { return subviewsNode(context) }
        return ViewNode(.group, children: data.map { element in
            var child = context
            child.identity.append(.explicit(Self.text(of: id(element))))
            let rows = EnvironmentValues.$current.withValue(context.environment) { content(element) }
            return rows.makeNode(in: child)
        }, identity: context.identity)
    }

    /// An ID as its identity reads it, `String(describing:)`, without the dynamic casts that
    /// cost as much as the rest of a text's resolution for the commonest IDs, numbers and strings.
    static func text(of id: ID) -> String {
        if ID.self == Int.self { return String(unsafeBitCast(id, to: Int.self)) }
        if ID.self == String.self { return unsafeBitCast(id, to: String.self) }
        return String(describing: id)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> ViewList) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> ViewList) {
        self.init(data, id: \.self, content: content)
    }
}
