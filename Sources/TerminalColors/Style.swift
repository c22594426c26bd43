/// How a cell is drawn: foreground and background colour and text attributes.
///
///     var warning = Style(foreground: .yellow, attributes: .bold)
///     warning.isUnderlined = true
public struct Style: Hashable, Sendable {
    /// The colour of the grapheme.
    public var foreground: TerminalColor
    /// The colour behind the grapheme.
    public var background: TerminalColor
    /// Bold, dim, italic, underline, reverse and strikethrough.
    public var attributes: TextAttributes

    /// A style; every part defaults to the terminal's own.
    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let plain = Style()

    /// Whether the style is `plain`.
    public var isPlain: Bool { self == .plain }

    /// Whether the text is bold (SGR 1).
    public var isBold: Bool {
        get { attributes.contains(.bold) }
        set { attributes.set(.bold, newValue) }
    }

    /// Whether the text is dim, also called faint (SGR 2).
    public var isDim: Bool {
        get { attributes.contains(.dim) }
        set { attributes.set(.dim, newValue) }
    }

    /// Whether the text is italic (SGR 3).
    public var isItalic: Bool {
        get { attributes.contains(.italic) }
        set { attributes.set(.italic, newValue) }
    }

    /// Whether the text is underlined (SGR 4).
    public var isUnderlined: Bool {
        get { attributes.contains(.underline) }
        set { attributes.set(.underline, newValue) }
    }

    /// Whether foreground and background are swapped (SGR 7).
    public var isReversed: Bool {
        get { attributes.contains(.reverse) }
        set { attributes.set(.reverse, newValue) }
    }

    /// Whether the text is struck through (SGR 9).
    public var isStruckThrough: Bool {
        get { attributes.contains(.strikethrough) }
        set { attributes.set(.strikethrough, newValue) }
    }

    /// This style with its colours converted to what a terminal of `depth` can show, and at 8
    /// and 16 colours made legible as text: a foreground the conversion would put too close to
    /// its background is given another colour of the palette, and at 8 colours greys become
    /// the default colour, dim or bold (`Legibility`). `converted(to:for:)` for a shape.
    public func converted(to depth: ColorDepth) -> Style { converted(to: depth, for: .text) }

    /// This style as a terminal of `depth` shows a grapheme of `kind` in it: text kept
    /// readable, a shape kept visible (`Legibility`).
    public func converted(to depth: ColorDepth, for kind: GlyphKind) -> Style {
        let converted = Style(foreground: foreground.converted(to: depth), background: background.converted(to: depth),
                              attributes: attributes)
        var repaired = Legibility.repaired(converted, original: self, depth: depth, kind: kind)
        // A cell in one colour (a solid block) stays one colour, whatever the repair did to
        // either side: its two sides may convert differently (a grey foreground is the
        // default colour, dim, at 8 colours).
        if kind == .blank && foreground == background && background != .default {
            // It is seen by its colour alone, so at 8 colours a grey is white as grey text is,
            // not black: mid greys (16 colours' bright black) become black at 8, and the
            // Always-On clock's blocks, white darkened to #666666, vanished into the black
            // Lock Screen. Dark greys stay black, as they are at 16 colours.
            if depth == .ansi8, Legibility.greyShade(of: background) != nil {
                repaired.background = .ansi(.white)
            }
            repaired.foreground = repaired.background
            repaired.isDim = false
        }
        return repaired
    }
}

/// Text attributes a terminal draws with SGR codes.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// One bit an attribute, bold the lowest.
    public let rawValue: UInt8
    /// Attributes from their bits; bits above the six attributes are dropped.
    public init(rawValue: UInt8) { self.rawValue = rawValue & Self.allBits }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim, also called faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Strikethrough (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    static let allBits: UInt8 = 0b11_1111
    @inlinable package static var bitCount: Int { 6 }  // inlinable: see `TerminalColor.packedBitCount`

    /// Every attribute with its name, in the order the encoders list them.
    package static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
        (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough"),
    ]

    mutating func set(_ attribute: TextAttributes, _ isOn: Bool) {
        if isOn { insert(attribute) } else { remove(attribute) }
    }
}
