import IslandRegistry
import IslandUI

/// The colour sets of a widget folder's asset catalogues, placed in the records section by the
/// file `island` generates from them; the folder's program registers them before drawing, so
/// `Color("Brand")` and Xcode's generated `Color.brand` draw the catalogue's colour.
public struct AssetColors: Sendable {
    public let colors: [(name: String, color: Color)]

    public init(_ colors: [(name: String, color: Color)]) { self.colors = colors }

    /// Registers every colour linked into this program.
    public static func registerAll() {
        for record in WidgetRegistry.values.compactMap({ $0 as? AssetColors }) {
            for (name, color) in record.colors { Color.registerAsset(name, color) }
        }
    }
}
