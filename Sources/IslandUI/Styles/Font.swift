import Foundation
/// A font, as in SwiftUI. A terminal has one glyph size, so a font becomes a weight and an
/// emphasis: headings bold, captions dim, `.monospacedDigit()` a no-op (terminal digits are
/// already monospaced) that still keeps timer widths stable.
public struct Font: Hashable, Sendable {
    /// The text style the font was made from.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }

    public enum Weight: Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum Design: Hashable, Sendable { case `default`, rounded, serif, monospaced }

    var style: TextStyle
    var weight: Weight?
    var isItalic = false
    /// Small capitals: a terminal draws them as capitals.
    var isSmallCaps = false

    /// How wide a font's letters are (a terminal's are all one cell).
    public struct Width: Hashable, Sendable {
        let value: Double
        public init(_ value: Double) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// Line spacing (a terminal's rows are fixed).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    public static let largeTitle = Font(style: .largeTitle), title = Font(style: .title)
    public static let title2 = Font(style: .title2), title3 = Font(style: .title3)
    public static let headline = Font(style: .headline), subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body), callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote), caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// A system font of a size (in points) and weight; the size only decides emphasis.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        let style: TextStyle = size >= 28 ? .title : size >= 17 ? .body : size >= 13 ? .footnote : .caption
        return Font(style: style, weight: weight ?? .regular)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight)
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// Kept for source compatibility: terminal digits are always monospaced.
    public func monospacedDigit() -> Font { self }

    /// Terminal text is monospaced already.
    public func monospaced() -> Font { self }

    /// A font of the app's own, by name: drawn as the system font of that size.
    public static func custom(_ name: String, size: CGFloat) -> Font { system(size: size) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(style: textStyle)
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { system(size: fixedSize) }

    /// Letters' width: every terminal cell is one width, so the font stays as it is.
    public func width(_ width: Width) -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }

    /// Small capitals, drawn as capitals.
    public func smallCaps() -> Font {
        var copy = self
        copy.isSmallCaps = true
        return copy
    }
    public func lowercaseSmallCaps() -> Font { smallCaps() }
    public func uppercaseSmallCaps() -> Font { self }

    /// Whether text in this font is drawn bold: heavy weights and headings.
    var isBold: Bool {
        if let weight { return weight >= .semibold }
        switch style {
        case .largeTitle, .title, .title2, .headline: return true
        default: return false
        }
    }

    /// Whether text in this font is drawn dim: light weights and small print.
    var isDim: Bool {
        if let weight, weight <= .light { return true }
        return style == .caption2
    }
}

extension Font.Weight: Comparable {
    public static func < (lhs: Font.Weight, rhs: Font.Weight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How lines of a multi-line text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
