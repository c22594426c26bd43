import Foundation

// iOS 17's scoped animation and transaction: `animation(_:body:)` and `transaction(_:body:)`
// give the modifiers written inside `body` the animation, and not the view's own changes. Here
// a frame is drawn whole from its data, so the nearest is the animation on what `body` returns
// (the view and the modifiers inside), as Motion records it (docs/IslandUI.md).

/// The view a scoped modifier's `body` (or a `Transition`'s) is given, as SwiftUI's
/// `PlaceholderContentView`: it draws the view the modifier was written on. `Value` is the
/// modifier's view or the transition's type, as in SwiftUI, so the content is kept erased.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init(_ content: Value) where Value: View { self.content = AnyView(content) }
    init(erased content: AnyView) { self.content = content }
    public var body: some View { content }
}

extension View {
    /// The modifiers inside `body`, animated with `animation`.
    ///
    ///     Text("12 min").animation(.smooth) { $0.opacity(isLate ? 0.5 : 1) }
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> ModifiedView {
        body(PlaceholderContentView(self)).animation(animation)
    }

    /// The modifiers inside `body`, in the transaction `transform` changes.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> ModifiedView {
        body(PlaceholderContentView(self)).transaction(transform)
    }
}
