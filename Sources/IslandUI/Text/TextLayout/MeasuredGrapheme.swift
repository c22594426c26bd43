import TerminalCanvas

/// One grapheme cluster of sanitized text, measured once and classified for line breaking.
///
/// A text keeps one of these a grapheme, so its size is the text's memory: 24 bytes (the
/// `Character`'s 16, the run's index in 4, the width and the three flags a byte each), where
/// `Int` fields made it 40. Width and run read as `Int`.
struct MeasuredGrapheme: Equatable {
    /// The cluster, already through `String.sanitizedForTerminal`.
    var character: Character
    private var storedRun: UInt32
    private var storedWidth: UInt8
    /// Its width in cells: 0, 1 or 2.
    var width: Int { Int(storedWidth) }
    /// The index of the run it came from.
    var run: Int { Int(storedRun) }
    /// Whether it is a space that a wrapped line may drop (see `LineBreakRules.isSpace`).
    var isSpace: Bool
    /// Whether a line may break on either side of it, as UAX #14 allows around ideographs,
    /// kana, Hangul and emoji (class ID): a cluster two columns wide on a wide base, or an
    /// emoji. Not an Indic syllable, which may be as wide but breaks only between words.
    var breaksLikeAnIdeograph: Bool
    /// Whether a line may start with it, the grapheme before it ending the line above.
    /// Decided once, from both neighbours, by `LineBreakRules`.
    var canBreakBefore = false

    /// A printable ASCII character (a space to a tilde), from run `run`: one cell, as
    /// `init(_:run:)` measures it, without measuring.
    init(ascii byte: UInt8, run: Int) {
        character = Character(Unicode.Scalar(byte))
        storedWidth = 1
        storedRun = UInt32(truncatingIfNeeded: run)
        isSpace = byte == 0x20
        breaksLikeAnIdeograph = false
    }

    /// Measures a sanitized cluster from run `run`.
    init(_ character: Character, run: Int) {
        self.character = character
        let width = character.displayWidth
        storedWidth = UInt8(truncatingIfNeeded: width)
        storedRun = UInt32(truncatingIfNeeded: run)
        self.isSpace = LineBreakRules.isSpace(character)
        if width >= 2, let base = character.unicodeScalars.first {
            breaksLikeAnIdeograph = base.properties.isEmoji || String(base).displayWidth == 2
        } else {
            breaksLikeAnIdeograph = false
        }
    }
}
