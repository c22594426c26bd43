import Foundation

/// A UIKit font, as widget code makes one to measure text or hand to `Font(_:)`: a size and a
/// weight, which a terminal turns into emphasis as it does `Font.system(size:weight:)`.
public struct UIFont: Hashable, Sendable {
    public let pointSize: CGFloat
    public let weight: Weight
    public let fontName: String

    /// A font's weight, as UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type style, as UIKit's `UIFont.TextStyle`, with its size at the default text size.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        let pointSize: CGFloat
        public static let largeTitle = TextStyle(rawValue: "largeTitle", pointSize: 34)
        public static let title1 = TextStyle(rawValue: "title1", pointSize: 28)
        public static let title2 = TextStyle(rawValue: "title2", pointSize: 22)
        public static let title3 = TextStyle(rawValue: "title3", pointSize: 20)
        public static let headline = TextStyle(rawValue: "headline", pointSize: 17)
        public static let body = TextStyle(rawValue: "body", pointSize: 17)
        public static let callout = TextStyle(rawValue: "callout", pointSize: 16)
        public static let subheadline = TextStyle(rawValue: "subheadline", pointSize: 15)
        public static let footnote = TextStyle(rawValue: "footnote", pointSize: 13)
        public static let caption1 = TextStyle(rawValue: "caption1", pointSize: 12)
        public static let caption2 = TextStyle(rawValue: "caption2", pointSize: 11)
    }

    init(pointSize: CGFloat, weight: Weight, fontName: String = ".SFUI") {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName
    }

    public init?(name fontName: String, size fontSize: CGFloat) { self.init(pointSize: fontSize, weight: .regular, fontName: fontName) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight, fontName: fontName) }

    /// A line's height in points: 1.2 times the size, as SF's metrics give.
    public var lineHeight: CGFloat { pointSize * 1.2 }
    public var ascender: CGFloat { pointSize * 0.95 }
    public var descender: CGFloat { -pointSize * 0.25 }
    public var capHeight: CGFloat { pointSize * 0.7 }
}

extension Font {
    /// A UIKit font as SwiftUI takes it: its size and weight.
    public init(_ font: UIFont) {
        self = .system(size: Double(font.pointSize), weight: Font.Weight(font.weight))
    }
}

extension Font.Weight {
    /// The SwiftUI weight nearest a UIKit one.
    init(_ weight: UIFont.Weight) {
        let value = weight.rawValue
        self = value <= -0.7 ? .ultraLight : value <= -0.5 ? .thin : value <= -0.2 ? .light : value < 0.2 ? .regular
            : value < 0.27 ? .medium : value < 0.35 ? .semibold : value < 0.5 ? .bold : value < 0.6 ? .heavy : .black
    }
}
