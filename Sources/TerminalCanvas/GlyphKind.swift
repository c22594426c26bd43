/// What a grapheme is to the eye, for `Legibility`: text to be read, a shape to be seen, or a
/// blank with nothing drawn in its foreground colour.
public enum GlyphKind: Hashable, Sendable {
    /// Letters, digits, punctuation, symbols and emoji. An emoji is text too: a terminal
    /// without a colour emoji font draws it in the foreground colour (XTerm draws ✈ so).
    case text
    /// A box-drawing character, block element or geometric shape alone (U+2500–U+25FF): a
    /// border, keyline, bar, dot or the camera's lens.
    case shape
    /// A space, a no-break space, or the right half of a wide grapheme. Its foreground is
    /// drawn only as an underline or a strike-through line. A full block `█` drawn in its own
    /// background's colour is one too (a solid cell, as the big clock draws its digits: the
    /// glyph only fills the gaps some fonts leave), so it is one colour at every depth.
    case blank

    /// The kind of `grapheme`.
    public init(_ grapheme: String) {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { self = .blank; return }
        guard scalars.count == 1 else { self = .text; return }  // a space with a mark draws the mark
        switch first.value {
        case 0x20, 0xA0: self = .blank
        case 0x2500...0x25FF: self = .shape
        default: self = .text
        }
    }
}

extension Cell {
    /// What this cell's grapheme is to the eye, read from its bytes without making a string
    /// (a shape is one scalar in U+2500–U+25FF: the three bytes E2 94 80 to E2 97 BF).
    public var glyphKind: GlyphKind {
        let bits = graphemeBits
        if bits == 0 || bits == 0x20 || bits == 0xA0C2 { return .blank }
        // █ (E2 96 88) in its background's colour: a solid cell.
        if bits == 0x88_96E2 && style.foreground == style.background && style.background != .default { return .blank }
        if bits & 0xFF == 0xE2 && bits >> 24 == 0, case 0x94...0x97 = bits >> 8 & 0xFF { return .shape }
        return .text
    }

    /// What `shownStyle(at:)` depends on besides the style, as bits above the style's (60 and
    /// 61): 60 for a shape, 61 for a solid block, none for text and blanks (repaired alike, so
    /// a run of words and the spaces between them keeps one style). For caches of converted
    /// styles.
    package var glyphKindBits: UInt64 {
        switch glyphKind {
        case .shape: 1 << 60
        case .blank where graphemeBits == 0x88_96E2: 1 << 61
        default: 0
        }
    }

    /// The style a terminal of `depth` shows this cell in: its colours converted and kept
    /// legible for its kind of grapheme (`Style.converted(to:for:)`).
    public func shownStyle(at depth: ColorDepth) -> Style { style.converted(to: depth, for: glyphKind) }
}
