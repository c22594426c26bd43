/// Whether a grapheme can be seen once a terminal has drawn it, and the repair that keeps
/// terminals of few colours legible.
///
/// Text must be read, so it is measured by WCAG 2's contrast ratio of relative luminances,
/// (lighter + 0.05) / (darker + 0.05), from 1 (the same colour) to 21 (black on white). A shape
/// (a line, a block, a dot) must only be seen, and a red bar on a grey track of the same
/// lightness is seen plainly, so shapes are measured by their colour difference in OKLab.
/// ANSI and palette colours are taken at xterm's default shades, a reversed style reversed, a
/// dim foreground halfway to its background (as terminals draw faint text). The terminal's own
/// default colours are unknown: a side in its default colour may be black or white, and the
/// worse of the two counts.
///
///     Legibility.contrast(of: Style(foreground: .ansi(.brightBlack), background: .ansi(.black)))  // 5.3
///     Legibility.contrast(of: Style(foreground: .ansi(.black), background: .ansi(.black)))        // 1
public enum Legibility {
    /// The least contrast text needs against a background TermIsland paints: 3:1, WCAG 2's
    /// minimum for large text and for the parts of an interface a person must see.
    public static let minimumTextContrast = 3.0
    /// The least contrast text needs against the terminal's own background, which may be black
    /// or white: 1.5:1, so that it never vanishes in either (yellow on white, 1.7, and blue on
    /// black, 2.2, are what such terminals show every day).
    public static let minimumTextContrastOnDefault = 1.5
    /// The least colour difference (OKLab distance) of a shape from what it is drawn on: 0.1,
    /// five times a just noticeable difference; a faint keyline (#2C2C2E on black) is 0.29.
    public static let minimumShapeDifference = 0.1

    /// The contrast `style` gives a grapheme, or nil when both sides are the terminal's own
    /// default colours (a pair the terminal keeps legible itself).
    public static func contrast(of style: Style) -> Double? {
        worstCase(of: style) { front, back in
            let first = luminance(front), second = luminance(back)
            return (max(first, second) + 0.05) / (min(first, second) + 0.05)
        }
    }

    /// The least of `measure` over the colours a terminal may draw `style` with: the front as
    /// drawn (swapped when reversed, halfway to the back when dim), each unknown side tried as
    /// black and as white. Nil when both sides are the terminal's defaults.
    private static func worstCase(of style: Style,
                                  _ measure: ((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8)) -> Double) -> Double? {
        var foreground = style.foreground, background = style.background
        if style.isReversed { swap(&foreground, &background) }
        if foreground == .default && background == .default { return nil }
        // At most one side is unknown here.
        let extremes: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255)]
        var worst = Double.infinity
        for assumed in extremes {
            let back = background.rgbComponents.map { ($0.red, $0.green, $0.blue) } ?? assumed
            var front = foreground.rgbComponents.map { ($0.red, $0.green, $0.blue) } ?? assumed
            if style.isDim { front = halfway(front, back) }
            worst = min(worst, measure(front, back))
        }
        return worst
    }

    /// The colour difference `style` gives a shape, or nil when both sides are the terminal's
    /// own default colours.
    public static func colorDifference(of style: Style) -> Double? {
        worstCase(of: style) { front, back in
            OKLab(red: front.0, green: front.1, blue: front.2).squaredDistance(to: OKLab(red: back.0, green: back.1, blue: back.2)).squareRoot()
        }
    }

    /// Whether a grapheme of `kind` drawn in `style` can be seen: text above its minimum
    /// contrast (`minimumTextContrast` on a background TermIsland paints,
    /// `minimumTextContrastOnDefault` on the terminal's own), a shape above
    /// `minimumShapeDifference`; a blank always, but for its underline or strike-through
    /// line, a shape.
    public static func isLegible(_ style: Style, as kind: GlyphKind) -> Bool {
        switch kind {
        case .blank:
            guard style.isUnderlined || style.isStruckThrough else { return true }
            return isLegible(style, as: .shape)
        case .shape: return (colorDifference(of: style) ?? .infinity) >= minimumShapeDifference
        case .text:
            let behind = style.isReversed ? style.foreground : style.background
            let minimum = behind == .default ? minimumTextContrastOnDefault : minimumTextContrast
            return (contrast(of: style) ?? .infinity) >= minimum
        }
    }

    /// `color`, or the nearest shade of it towards white or black (whichever stands further from
    /// `background`) in which a grapheme of `kind` on `background` is legible: a border, a
    /// keyline or a mark a design chose for another surface than the one it ends up on (a card's
    /// tint).
    public static func legibleColor(_ color: TerminalColor, on background: TerminalColor, as kind: GlyphKind) -> TerminalColor {
        guard background.rgbComponents != nil else { return color }
        return LegibleColors.shared.color(color, on: background, as: kind) { searchLegibleColor(color, on: background, as: kind) }
    }

    /// `legibleColor`'s search, up to eleven blends each checked for contrast.
    static func searchLegibleColor(_ color: TerminalColor, on background: TerminalColor, as kind: GlyphKind) -> TerminalColor {
        guard let back = background.rgbComponents else { return color }
        let lightness = (Double(back.red) * 0.2126 + Double(back.green) * 0.7152 + Double(back.blue) * 0.0722) / 255
        let target: TerminalColor = lightness < 0.5 ? .rgb(255, 255, 255) : .rgb(0, 0, 0)
        for step in 0...10 {
            let candidate = step == 0 ? color : color.blended(with: target, fraction: Double(step) / 10)
            if isLegible(Style(foreground: candidate, background: background), as: kind) { return candidate }
        }
        return target
    }

    /// `converted`, the colours of `original` as a terminal of `depth` shows them, made legible
    /// for a grapheme of `kind`.
    ///
    /// At every depth but none:
    /// - a side in the terminal's default colour is settled where it could fail: the default
    ///   foreground on a background TermIsland paints becomes black or white, whichever stands
    ///   out from it (the default may be either), and a foreground on the terminal's own
    ///   background that could vanish into it becomes the default foreground, which never does;
    /// - dim, which TermIsland adds for small print, light weights, fading and the always-on
    ///   display, is dropped where it takes a colour below the minimum and the colour alone
    ///   is above it.
    ///
    /// Beyond that, at 24-bit colour the colours are the design's own, which the tests hold to
    /// the same minimums, and at 256 colours too unless the palette's nearest entries broke
    /// them (two near-blacks that become the same entry). At 8 and 16 colours the palette is
    /// too small to keep a design's contrast: at 8 colours a grey foreground, which would
    /// otherwise become black, becomes the default colour (white on a background TermIsland
    /// paints): dim for a dark grey, bold for a near white. Then a foreground that is still not
    /// legible becomes the nearest colour of the palette (in OKLab) that is, a grey the nearest
    /// grey, dim kept if it can be: of the 8 or 16 ANSI colours, or at 256 colours of entries
    /// 16–255.
    ///
    /// A blank is repaired as text, so the spaces between words keep the words' style (one
    /// run, and an underline as legible as the text).
    static func repaired(_ converted: Style, original: Style, depth: ColorDepth, kind: GlyphKind) -> Style {
        guard depth != .none else { return converted }
        let kind: GlyphKind = kind == .shape ? .shape : .text
        var style = converted
        // The side the grapheme is drawn in, and the one behind it: swapped when reversed.
        let front: WritableKeyPath<Style, TerminalColor> = style.isReversed ? \.background : \.foreground
        let behind: WritableKeyPath<Style, TerminalColor> = style.isReversed ? \.foreground : \.background
        if style[keyPath: front] == .default, let back = style[keyPath: behind].rgbComponents {
            let isLight = luminance((back.red, back.green, back.blue)) > 0.18
            style[keyPath: front] = TerminalColor.rgb(isLight ? 0 : 255, isLight ? 0 : 255, isLight ? 0 : 255).converted(to: depth)
        } else if style[keyPath: behind] == .default, !isLegible(style, as: kind) {
            style[keyPath: front] = .default
        }
        if depth == .ansi8, !style.isReversed, let shade = greyShade(of: original.foreground) {
            style.foreground = style.background == .default ? .default : .ansi(.white)
            if shade == .brightBlack { style.isDim = true }
            if shade == .brightWhite { style.isBold = true }
        }
        if style.isDim, !isLegible(style, as: kind) {
            var undimmed = style
            undimmed.isDim = false
            if isLegible(undimmed, as: kind) { return undimmed }
        }
        guard depth != .trueColor, !isLegible(style, as: kind) else { return style }
        // At 256 colours only what the palette's nearest entry broke is mended: the design's
        // own colours, as 24-bit colour shows them, must have been legible.
        if depth == .ansi256 {
            guard isLegible(repaired(original, original: original, depth: .trueColor, kind: kind), as: kind) else { return style }
        }
        let target = original[keyPath: front].rgbComponents.map { OKLab(red: $0.red, green: $0.green, blue: $0.blue) }
        // Palette entries by number: 0–7 or 0–15 as ANSI colours, 16–255 as the 256-colour palette.
        // A grey is given a grey (the nearest colour to secondary grey on blue is cyan), a colour
        // the nearest of all.
        let isGrey = { (color: OKLab) in color.a * color.a + color.b * color.b < 0.0004 }
        let wantsGrey = target.map(isGrey) ?? false
        let entries = depth == .ansi8 ? 0..<8 : depth == .ansi16 ? 0..<16 : 16..<256
        for keepsDim in style.isDim ? [true, false] : [false] {
            var best: Style?, bestDistance = Double.infinity
            for entry in entries where !wantsGrey || isGrey(Palette.lab[entry]) {
                var candidate = style
                candidate.isDim = keepsDim
                candidate[keyPath: front] = entry < 16 ? .ansi(ANSIColor(rawValue: UInt8(entry))!) : .indexed(UInt8(entry))
                guard isLegible(candidate, as: kind) else { continue }
                // Without a colour to be near (the default), the most contrasting one.
                let distance = target.map { $0.squaredDistance(to: Palette.lab[entry]) } ?? -(contrast(of: candidate) ?? 0)
                if distance < bestDistance { best = candidate; bestDistance = distance }
            }
            if let best { return best }
        }
        return style
    }

    private static func halfway(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        (UInt8((Int(a.0) + Int(b.0)) / 2), UInt8((Int(a.1) + Int(b.1)) / 2), UInt8((Int(a.2) + Int(b.2)) / 2))
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    private static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
        0.2126 * SRGB.linear[Int(color.0)] + 0.7152 * SRGB.linear[Int(color.1)] + 0.0722 * SRGB.linear[Int(color.2)]
    }

    /// The grey a colour is at 16 colours (bright black, white or bright white), or nil: the
    /// greys that 8 colours cannot draw as themselves, and draw as the default colour or white.
    static func greyShade(of color: TerminalColor) -> ANSIColor? {
        guard case .ansi(let shade) = color.converted(to: .ansi16), [.brightBlack, .white, .brightWhite].contains(shade) else { return nil }
        return shade
    }
}
