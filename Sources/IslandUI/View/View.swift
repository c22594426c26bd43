/// A piece of a Live Activity's interface, written as in SwiftUI.
///
///     struct DeliveryStatus: View {
///         var minutes: Int
///         var body: some View {
///             HStack {
///                 Image(systemName: "bag")
///                 Text("\(minutes) min")
///             }
///         }
///     }
///
/// A view is a description: TermIsland resolves it into a tree of nodes (evaluating `body` with
/// the environment in force), lays that out with the constraint solver and paints it into a
/// canvas of terminal cells.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// Primitive views have no body; asking for one is a programming error.
    public var body: Never { return fatalError("Never has no body") }
}

/// A view that TermIsland draws itself rather than through a `body`.
///
/// Every primitive (text, stacks, shapes, modifiers) turns into a node directly; user views are
/// reduced to primitives by evaluating `body`. Package access: users build views from the
/// primitives, not new primitives.
package protocol PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode
}

extension PrimitiveView {
    /// Primitives' bodies are never evaluated.
    public var body: Never { return fatalError("\(Self.self) is drawn directly and has no body") }
}
