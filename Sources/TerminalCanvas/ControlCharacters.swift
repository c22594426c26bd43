/// The one path all text takes on its way into a cell.
///
/// Text reaches a canvas from push payloads, so it is untrusted: a string must not be able to
/// move the cursor, set the window title, redefine the palette or reorder what a reader sees.
/// Every scalar that could do so is replaced before the text is split into cells:
///
/// | scalars | become | why |
/// |---|---|---|
/// | C0 controls U+0000–U+001F | their Control Pictures U+2400–U+241F (`␀` … `␛` … `␟`) | ESC starts every escape sequence; CR, LF, BS, TAB move the cursor |
/// | DEL U+007F | `␡` U+2421 | |
/// | C1 controls U+0080–U+009F | `�` U+FFFD | CSI (U+009B) and OSC (U+009D) are one-byte escape introducers on some terminals; they have no pictures of their own |
/// | line and paragraph separators U+2028, U+2029 | `␤` U+2424 | some terminals treat them as line breaks |
/// | bidi embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069 | nothing | they only reorder the text after them ("Trojan Source"); they draw nothing |
///
/// Grapheme clusters are also cut to 32 scalars, so "zalgo" text with hundreds of stacked marks
/// cannot grow a cell without bound; real clusters, the longest emoji ZWJ sequences among them,
/// have under 12. A zero-width joiner at the end of a cluster is dropped: joined to nothing it
/// draws nothing, but printed just before another cell's emoji it would join the two into one
/// (👨‍ then 👩 becomes 👨‍👩). Other invisible format characters (zero-width joiners inside a cluster,
/// zero-width space, variation selectors, LRM/RLM, tags) are kept: they draw nothing and move
/// nothing, and emoji need them.
enum ControlCharacters {
    /// The most scalars a cluster keeps.
    static let maximumScalarsPerCluster = 32

    /// Whether a scalar cannot go to the terminal as itself.
    @inline(__always)
    static func needsReplacing(_ value: UInt32) -> Bool {
        if value < 0x20 { return true }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        if value < 0x2028 { return false }
        return value <= 0x2029 || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// What a scalar becomes: itself, a visible substitute, or nothing.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        guard needsReplacing(value) else { return scalar }
        switch value {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        case 0x2028, 0x2029: return "\u{2424}"
        default: return nil
        }
    }

    /// Calls `body` with each grapheme cluster of `text` as it will be drawn, stopping early if
    /// `body` returns false.
    static func forEachCluster(in text: String, _ body: (Character) -> Bool) {
        forEachCluster(in: text[...], body)
    }

    /// `forEachCluster(in:_:)` for part of a string.
    static func forEachCluster(in text: Substring, _ body: (Character) -> Bool) {
        for character in text {
            if isSafe(character) {
                if !forEachCell(of: character, body) { return }
                continue
            }
            // Replacing scalars can change where clusters break (a control is always a cluster of
            // its own, but "\r\n" is one cluster of two), so the result is split again.
            for cleaned in sanitized(character) where !forEachCell(of: cleaned, body) { return }
        }
    }

    /// Calls `body` with `character`, or, when it is wider than a cell can hold (two columns),
    /// with the pieces a canvas draws it as: each starts at a scalar that takes columns and
    /// keeps the marks after it, and is at most two wide. Terminals that add up scalar widths
    /// draw the pieces where they draw the whole (क्षि, three columns, is क्ष then ि), and the
    /// ANSI encoder places a piece that a clustering terminal could join to the one before it.
    /// Returns false if `body` did.
    @inline(__always)
    private static func forEachCell(of character: Character, _ body: (Character) -> Bool) -> Bool {
        // Wider than two columns takes two scalars that take columns, one of them wide (three
        // bytes or more): four bytes at least, as "e" and U+302E are (found by fuzzing).
        guard character.utf8.count >= 4, DisplayWidth.width(ofCluster: character) > 2 else { return body(character) }
        var piece = String.UnicodeScalarView()
        var pieceWidth = 0
        // A piece is a cluster of its own: a joiner that ended it would join nothing, yet would
        // make a narrow pictograph before it count two columns (`🱩` U+1FC69 then ZWJ), which
        // the piece measured as text, without it, does not (found by fuzzing). It is dropped,
        // as at the end of any cluster.
        func emit() -> Bool {
            while piece.last?.value == zeroWidthJoiner { piece.removeLast() }
            for part in String(piece) where !body(part) { return false }
            return true
        }
        for scalar in character.unicodeScalars {
            let width = DisplayWidth.width(ofScalar: scalar.value)
            if width > 0 && pieceWidth > 0 && pieceWidth + width > 2 {
                if !emit() { return false }
                piece = String.UnicodeScalarView()
                pieceWidth = 0
            }
            piece.append(scalar)
            pieceWidth += width
        }
        return emit()
    }

    /// Whether a cluster can be drawn as it is.
    @inline(__always)
    static func isSafe(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F }
        var count = 0
        var last: UInt32 = 0
        for scalar in character.unicodeScalars {
            count += 1
            last = scalar.value
            if count > maximumScalarsPerCluster || needsReplacing(last) { return false }
        }
        return last != zeroWidthJoiner
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// One pass of `String.sanitizedForTerminal`: each cluster as `forEachCluster` gives it.
    static func sanitizedOnce(_ text: String) -> String {
        var result = ""
        forEachCluster(in: text) { cluster in
            result.append(cluster)
            return true
        }
        return result
    }

    private static func sanitized(_ character: Character) -> String {
        var result = String.UnicodeScalarView()
        for scalar in character.unicodeScalars.prefix(maximumScalarsPerCluster) {
            if let replacement = replacement(for: scalar) { result.append(replacement) }
        }
        while result.last?.value == zeroWidthJoiner { result.removeLast() }
        return String(result)
    }
}

extension String {
    /// This string as TermIsland draws it: control characters replaced by visible pictures
    /// (ESC by `␛`, DEL by `␡`, C1 controls by `�`), line separators by `␤`, bidi overrides
    /// removed, clusters cut to 32 scalars and a zero-width joiner ending a cluster removed.
    ///
    /// Canvas painting applies this itself; use it to show untrusted text anywhere else safely.
    public var sanitizedForTerminal: String {
        // Lone narrow scalars need nothing replaced, and break no cluster.
        if Canvas.loneNarrowPrefix(of: self[...]).rest.isEmpty { return self }
        var result = ControlCharacters.sanitizedOnce(self)
        if result.unicodeScalars.elementsEqual(unicodeScalars) { return result }
        // A control's picture gives the marks after it a base: "\0" then 33 marks is two
        // clusters, "␀" then 33 marks is one, which a second pass cuts to 32 (found by fuzzing).
        // So text that had something replaced is passed again until nothing changes.
        for _ in 0..<3 {
            let again = ControlCharacters.sanitizedOnce(result)
            if again.unicodeScalars.elementsEqual(result.unicodeScalars) { break }
            result = again
        }
        return result
    }
}
