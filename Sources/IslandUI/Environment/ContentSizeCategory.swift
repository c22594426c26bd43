/// The user's text size, as SwiftUI's older `ContentSizeCategory` (`@Environment(\.sizeCategory)`).
///
/// It is the same setting as `DynamicTypeSize`, by other names: reading `sizeCategory` reads the
/// environment's `dynamicTypeSize`, and setting one sets the other, so text is drawn at the size
/// either names.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// One of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!
        self = ContentSizeCategory.allCases[index]
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension EnvironmentValues {
    /// The user's text size by its older names: the environment's `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
