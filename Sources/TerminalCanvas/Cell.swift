/// One cell of a canvas: a grapheme cluster, the columns it takes, and its style.
///
/// A wide grapheme (CJK, emoji) takes two cells: its own, holding the grapheme with width 2,
/// and a *continuation* cell to its right, holding nothing with width 0 and the same style.
/// A canvas never holds one without the other.
///
/// A cell is two machine words, so copying and comparing cells never allocates:
///
///     graphemeBits  the cluster's UTF-8, up to 8 bytes inline (first byte lowest), or
///                   0xFF in the low byte and an index into `GraphemeInterner` above it;
///                   0 for a continuation cell
///     styleBits     bits 0–25 foreground, 26–51 background, 52–57 attributes, 58–59 width
public struct Cell: Hashable, Sendable {
    package var graphemeBits: UInt64
    package var styleBits: UInt64

    package init(graphemeBits: UInt64, styleBits: UInt64) {
        self.graphemeBits = graphemeBits
        self.styleBits = styleBits
    }

    /// A cell drawing `grapheme` in `style`.
    ///
    /// The grapheme is sanitized as all canvas text is (a control character becomes its
    /// picture; see `String.sanitizedForTerminal`). A grapheme that draws nothing on its own,
    /// such as a lone combining mark, gives a space.
    public init(_ grapheme: Character, style: Style = .plain) {
        let (cluster, width) = Self.drawable(grapheme)
        self.init(cluster: cluster, width: width, style: style)
    }

    /// `grapheme` sanitized and measured as painting draws it (its first cluster that draws
    /// something, as sanitizing can split it), or a space if it draws nothing on its own. The
    /// width is 1 or 2.
    static func drawable(_ grapheme: Character) -> (cluster: Character, width: Int) {
        // A lone narrow scalar (a box's edge, a block, a letter) is drawn as itself.
        let scalars = grapheme.unicodeScalars
        if let first = scalars.first, Canvas.isLoneNarrow(first.value), scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return (grapheme, 1)
        }
        var cluster: Character = " "
        var width = 1
        ControlCharacters.forEachCluster(in: String(grapheme)) { candidate in
            let candidateWidth = DisplayWidth.width(ofCluster: candidate)
            if candidateWidth > 0 { cluster = candidate; width = candidateWidth }
            return candidateWidth == 0
        }
        return (cluster, width)
    }

    /// A cell for a cluster that is already sanitized and measured (width 1 or 2).
    init(cluster: Character, width: Int, style: Style) {
        graphemeBits = GraphemeStorage.bits(for: cluster, width: width)
        styleBits = Self.styleBits(style, width: width)
    }

    /// A one-column space in `style`.
    init(space style: Style) {
        graphemeBits = 0x20
        styleBits = Self.styleBits(style, width: 1)
    }

    /// The right half of a wide grapheme drawn in `style`.
    static func continuation(style: Style) -> Cell {
        Cell(graphemeBits: 0, styleBits: styleBits(style, width: 0))
    }

    /// A space in the plain style: what a new canvas is filled with.
    public static let blank = Cell(space: .plain)

    /// The grapheme cluster drawn in this cell, or "" for the right half of a wide grapheme.
    public var grapheme: String { GraphemeStorage.string(for: graphemeBits) }

    /// The columns the grapheme takes: 1, 2 for a wide grapheme, 0 for a continuation cell.
    public var width: Int { Int(styleBits >> Self.widthShift & 0b11) }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { graphemeBits == 0 }

    /// How the cell is drawn.
    public var style: Style {
        get {
            Style(foreground: TerminalColor(packed: UInt32(truncatingIfNeeded: styleBits & Self.colorMask)),
                  background: TerminalColor(packed: UInt32(truncatingIfNeeded: styleBits >> Self.backgroundShift & Self.colorMask)),
                  attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: styleBits >> Self.attributesShift)))
        }
        set { styleBits = Self.styleBits(newValue, width: width) }
    }

    /// Whether the cell's background is the terminal's own (`.default`): read from the bits,
    /// without making its style.
    package var hasDefaultBackground: Bool { styleBits >> Self.backgroundShift & Self.colorMask == 0 }

    /// The style and width bits without the width: equal for cells drawn in the same style.
    package var styleOnlyBits: UInt64 { styleBits & ~(0b11 << Self.widthShift) }

    /// Whether every cell of `cells` is one column wide (no wide grapheme, no continuation).
    /// Without a branch a cell, so the compiler can take several cells an instruction: every
    /// frame asks it of each row composed into the previewer's screen.
    static func areAllNarrow(_ cells: UnsafeBufferPointer<Cell>) -> Bool {
        var notOne: UInt64 = 0
        for cell in cells { notOne |= (cell.styleBits >> widthShift & 0b11) ^ 1 }
        return notOne == 0
    }

    /// Appends the grapheme's UTF-8 to `buffer` (nothing for a continuation cell).
    @inline(__always)
    package func appendGrapheme(to buffer: inout [UInt8]) {
        GraphemeStorage.appendUTF8(of: graphemeBits, to: &buffer)
    }

    // Computed, so each folds to a constant where it is used: as `static let`s they were a
    // `swift_once` call a time, for every run of text a canvas writes.
    private static var colorMask: UInt64 { (1 << UInt64(TerminalColor.packedBitCount)) - 1 }
    private static var backgroundShift: UInt64 { UInt64(TerminalColor.packedBitCount) }
    private static var attributesShift: UInt64 { UInt64(2 * TerminalColor.packedBitCount) }
    private static var widthShift: UInt64 { attributesShift + UInt64(TextAttributes.bitCount) }

    /// Always inlined: a canvas packs a style for every run it writes, and the call was 2% of a
    /// whole frame's painting.
    @inline(__always)
    package static func styleBits(_ style: Style, width: Int) -> UInt64 {
        UInt64(style.foreground.packed)
            | UInt64(style.background.packed) << backgroundShift
            | UInt64(style.attributes.rawValue) << attributesShift
            | UInt64(min(max(width, 0), 2)) << widthShift
    }

    /// Whether two cells draw the same grapheme, at the same width, in the same style.
    @inline(__always)
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        // Written out because two integer comparisons are all equality needs.
        (lhs.graphemeBits ^ rhs.graphemeBits) | (lhs.styleBits ^ rhs.styleBits) == 0
    }

    /// Hashes the same two words `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(graphemeBits)
        hasher.combine(styleBits)
    }
}

extension Cell: CustomStringConvertible {
    /// The grapheme quoted, or `continuation`, and the style if it is not plain, as in
    /// `Cell("a", fg=red bold)`.
    public var description: String {
        let shown = isContinuation ? "continuation" : "\"\(grapheme)\""
        let style = self.style
        return style.isPlain ? "Cell(\(shown))" : "Cell(\(shown), \(StyleDescription.text(of: style)))"
    }
}
