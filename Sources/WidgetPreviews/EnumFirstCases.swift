import IslandRegistry
import LiveActivity

/// The first cases of a widget folder's enums that the type system cannot list, placed in the
/// records section by the file `island` generates from the folder's source (WidgetSources'
/// `EnumCaseFile`); the folder's program registers them before making placeholders.
public struct EnumFirstCases: Sendable {
    public let cases: [PlaceholderEnumCase]

    public init(_ cases: [PlaceholderEnumCase]) { self.cases = cases }

    /// Registers every enum's first case linked into this program.
    public static func registerAll() {
        for record in WidgetRegistry.values.compactMap({ $0 as? EnumFirstCases }) {
            PlaceholderEnumCases.register(record.cases)
        }
    }
}
