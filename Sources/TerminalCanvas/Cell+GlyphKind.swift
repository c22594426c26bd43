import TerminalColors

/// A cell's grapheme to the eye, and the style a terminal shows it in.
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
