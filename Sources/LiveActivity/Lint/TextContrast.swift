import Foundation
import FrameVocabulary
import TerminalCanvas

/// Text that is hard to read on what is behind it: the contrast ratio of WCAG 2 (which Apple's
/// Human Interface Guidelines ask for: 4.5:1 for text), measured on the colours painted.
public enum TextContrast {
    /// The least contrast text should have.
    public static let minimumRatio = 4.5

    /// Text painted with too little contrast: each text region's words, its colours and their
    /// ratio. Regions whose colours are the terminal's own are not judged (they are not known).
    public static func lowContrastText(in rendered: RenderedPresentation) -> [LowContrastText] {
        var found: [LowContrastText] = []
        for region in rendered.regions where region.kind == .text || region.kind == .timerText {
            let rect = region.rect.intersection(rendered.canvas.bounds)
            guard rect.width > 0, rect.height > 0 else { continue }
            var words = ""
            var style: Style?
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let cell = rendered.canvas[x, y]
                    if cell.isContinuation { continue }
                    words += cell.grapheme
                    // A colour emoji is drawn in its own colours, whatever the style says.
                    let isEmoji = cell.grapheme.unicodeScalars.first?.properties.isEmojiPresentation ?? false
                    if style == nil, !isEmoji, !cell.grapheme.trimmingCharacters(in: .whitespaces).isEmpty { style = cell.style }
                }
                words += " "
            }
            guard let style, let ratio = ratio(style.foreground, style.background), ratio < minimumRatio - 0.005 else { continue }
            found.append(LowContrastText(text: words.split(separator: " ").joined(separator: " "), foreground: style.foreground,
                                         background: style.background, ratio: ratio))
        }
        return found
    }

    /// The WCAG contrast ratio of two colours, 1 to 21; nil when either is the terminal's own.
    public static func ratio(_ first: TerminalColor, _ second: TerminalColor) -> Double? {
        guard let a = luminance(first), let b = luminance(second) else { return nil }
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Relative luminance (WCAG 2), of sRGB components.
    static func luminance(_ color: TerminalColor) -> Double? {
        guard let (red, green, blue) = color.rgbComponents else { return nil }
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

/// Text drawn with too little contrast: its words, its colours and their ratio.
public struct LowContrastText: Equatable, Sendable {
    public var text: String
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var ratio: Double
}
