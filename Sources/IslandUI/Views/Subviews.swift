/// One of the views another view is made of, as SwiftUI's `Subview` (iOS 18): what
/// `Group(subviews:)` and `ForEach(subviews:)` hand a custom container, drawn where it is placed.
///
///     struct Cards<Content: View>: View {
///         @ViewBuilder var content: Content
///         var body: some View {
///             VStack {
///                 ForEach(subviews: content) { subview in subview.padding().border(.gray) }
///             }
///         }
///     }
///
/// A subview is a single view: a `ForEach` or `Group` in the content gives one subview per view
/// it makes. Placed, it is resolved again with the environment where it is placed.
public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity: the same view of the content has the same one, update after update.
    public struct ID: Hashable, Sendable {
        let path: String
    }

    let base: AnyView
    let index: Int
    public let id: ID
    /// The container values the view set.
    public let containerValues: ContainerValues

    package func makeNode(in context: NodeContext) -> ViewNode {
        let leaves = SubviewsCollection.leaves(of: base.makeNode(in: context))
        return index < leaves.count ? leaves[index] : ViewNode(.empty, identity: context.identity)
    }
}

/// The subviews of a view, as SwiftUI's `SubviewsCollection` (iOS 18); as a view, the views it
/// holds side by side.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews of `view` as it resolves in `context`.
    init(of view: AnyView, in context: NodeContext) {
        subviews = Self.leaves(of: view.makeNode(in: context)).enumerated().map { index, node in
            Subview(base: view, index: index, id: Subview.ID(path: node.identityPath), containerValues: ContainerValues.of(node))
        }
    }

    /// The views a resolved view is made of, as a container lays them out: groups opened,
    /// nothings dropped.
    static func leaves(of node: ViewNode) -> [ViewNode] {
        switch node.kind {
        case .group: return node.flattenedChildren
        case .empty: return []
        default: return [node]
        }
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode.group(subviews.enumerated().map { $1.makeNode(in: context.child($0)) })
    }
}

/// The view `Group(subviews:transform:)` makes, as SwiftUI's `GroupElementsOfContent`: the
/// transform's result, given the subviews of the view.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    package func makeNode(in context: NodeContext) -> ViewNode {
        let collection = SubviewsCollection(of: AnyView(subviews), in: context.child(0))
        let result = EnvironmentValues.$current.withValue(context.environment) { transform(collection) }
        return AnyView(result).makeNode(in: context.child(1))
    }
}

/// The data of `ForEach(subviews:content:)`, as SwiftUI's `ForEachSubviewCollection`: the
/// subviews are known once the view resolves, so the collection itself holds none.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { fatalError("ForEach(subviews:) resolves its subviews itself") }
}

extension Group {
    /// A group made from the subviews of `view`, by `transform`.
    ///
    ///     Group(subviews: content) { subviews in
    ///         HStack { subviews.first; Spacer(); subviews.last }
    ///     }
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

extension ForEach where Data == ForEachSubviewCollection<ViewList>, ID == Subview.ID {
    /// A view for each subview of `view`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> ViewList) {
        self.init(ForEachSubviewCollection(), id: \.id, content: content)
        subviewsNode = { context in
            GroupElementsOfContent(subviews: view) { subviews in
                ForEach<SubviewsCollection, Subview.ID>(subviews, id: \.id, content: content)
            }.makeNode(in: context)
        }
    }
}
