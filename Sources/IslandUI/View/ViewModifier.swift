/// A modifier of your own, as SwiftUI's `ViewModifier`: a `body` built around the content it
/// is applied to.
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding(.horizontal, 8).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
///         }
///     }
///     Text("Hello").modifier(Card())
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, inside its `body`.
public struct ViewModifierContent: View, PrimitiveView {
    let view: AnyView

    package func makeNode(in context: NodeContext) -> ViewNode { view.makeNode(in: context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`: the modifier's body around
/// the content, resolved with the environment in force. `modifier(_:)` makes one, and so can the
/// app's code (`ModifiedContent(content: Text("1"), modifier: Card())`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: some View { modifier.body(content: ViewModifierContent(view: AnyView(content))) }
}

extension View {
    /// Applies a modifier of your own.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedView {
        ModifiedView(content: AnyView(ModifiedContent(content: AnyView(self), modifier: modifier)))
    }
}

extension ViewModifier {
    /// This modifier, then `other`.
    public func concat<T: ViewModifier>(_ other: T) -> ConcatenatedModifier<Self, T> { ConcatenatedModifier(first: self, second: other) }
}

/// Two modifiers, one after the other.
public struct ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
    let first: First
    let second: Second

    public func body(content: Content) -> some View {
        content.modifier(first).modifier(second)
    }
}
