import Foundation

/// A description of a font, as UIKit's `UIFontDescriptor`: a size, a weight and a design, from
/// which `UIFont(descriptor:size:)` makes a font. A terminal has one typeface, so the design and
/// the traits are kept and drawn as the one face; the size and weight are used as `UIFont`'s.
///
///     let rounded = UIFont.systemFont(ofSize: 17, weight: .bold).fontDescriptor.withDesign(.rounded)!
///     Text("12 min").font(Font(UIFont(descriptor: rounded, size: 17)))
public struct UIFontDescriptor: Hashable, Sendable {
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let fontName: String
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(pointSize: CGFloat, weight: UIFont.Weight, fontName: String, symbolicTraits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName
        self.symbolicTraits = symbolicTraits
        self.design = design
    }

    /// A system font's design, as `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: Hashable, Sendable {
        let rawValue: String
        public static let `default` = SystemDesign(rawValue: "default"), rounded = SystemDesign(rawValue: "rounded")
        public static let serif = SystemDesign(rawValue: "serif"), monospaced = SystemDesign(rawValue: "monospaced")
    }

    /// A font's traits, as `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0), traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The same description in another design; nil where there is none (never, here).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, weight: weight, fontName: fontName, symbolicTraits: symbolicTraits, design: design)
    }

    /// The same description with other traits; bold sets the weight to bold.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, weight: traits.contains(.traitBold) ? .bold : weight, fontName: fontName,
                         symbolicTraits: traits, design: design)
    }

    /// The same description at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, fontName: fontName, symbolicTraits: symbolicTraits, design: design)
    }

    /// The description of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
}

extension UIFont {
    /// The description of this font.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(pointSize: pointSize, weight: weight, fontName: fontName) }

    /// A font from a description, at `pointSize` (0 keeps the description's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, weight: descriptor.weight, fontName: descriptor.fontName)
    }
}
