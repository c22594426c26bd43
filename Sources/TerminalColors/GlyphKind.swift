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
