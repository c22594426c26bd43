import Foundation

extension View {
    /// A view placed at an edge, this view making room for it, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: drawn as iOS draws it, the inset view
    /// above or below this one (`spacing` apart), aligned by `alignment`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedView {
        let inset = content()
        switch edge {
        case .top: return ModifiedView(content: AnyView(VStack(alignment: alignment, spacing: spacing) { inset; self }))
        case .bottom: return ModifiedView(content: AnyView(VStack(alignment: alignment, spacing: spacing) { self; inset }))
        }
    }

    /// A view placed at the leading or trailing edge, this view making room for it.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedView {
        let inset = content()
        switch edge {
        case .leading: return ModifiedView(content: AnyView(HStack(alignment: alignment, spacing: spacing) { inset; self }))
        case .trailing: return ModifiedView(content: AnyView(HStack(alignment: alignment, spacing: spacing) { self; inset }))
        }
    }
}
