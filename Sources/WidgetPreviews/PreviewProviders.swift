import IslandRegistry
import LiveActivity

/// The `PreviewProvider` types of a widget folder, placed in the records section by the file
/// `island` adds to the folder's target (they are found there by name, since a provider, unlike
/// `#Preview`, leaves no record of its own). `PreviewCatalog` evaluates each one's `previews`.
public struct PreviewProviders: @unchecked Sendable {
    public let types: [any PreviewProvider.Type]

    public init(_ types: [any PreviewProvider.Type]) { self.types = types }

    /// Every provider listed in this program's records, in link order.
    public static var linked: [any PreviewProvider.Type] {
        WidgetRegistry.values.compactMap { $0 as? PreviewProviders }.flatMap(\.types)
    }
}
