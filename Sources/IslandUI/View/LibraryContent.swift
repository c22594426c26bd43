import Foundation

// Xcode's library of views and modifiers (DeveloperToolsSupport): a widget's file may declare a
// `LibraryContentProvider` so Xcode's "+" library lists its views. The library is Xcode's, not
// a terminal's, so these compile with Apple's signatures and nothing reads them.

/// Views and modifiers offered in Xcode's library, as DeveloperToolsSupport's
/// `LibraryContentProvider`: compiled, never listed here.
public protocol LibraryContentProvider {
    associatedtype ModifierBase = Any
    @LibraryContentBuilder var views: [LibraryItem] { get }
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of Xcode's library, as DeveloperToolsSupport's `LibraryItem`: its title and
/// category are kept; the snippet is not evaluated (Xcode reads it as source).
public struct LibraryItem {
    /// A heading of Xcode's library.
    public struct Category: Hashable, Sendable {
        let name: String
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let layout = Category(name: "layout")
        public static let other = Category(name: "other")
    }

    public let title: String?
    public let category: Category
    public let isVisible: Bool

    public init<SnippetExpressionType>(_ snippet: @autoclosure () -> SnippetExpressionType, visible: Bool = true,
                                       title: String? = nil, category: Category = .other, matchingSignature: String? = nil) {
        self.title = title
        self.category = category
        isVisible = visible
    }
}

/// Builds a provider's list of library items, as DeveloperToolsSupport's `LibraryContentBuilder`.
@resultBuilder
public struct LibraryContentBuilder {
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
