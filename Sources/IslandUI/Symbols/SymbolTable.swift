/// The SF Symbols TermIsland can draw, and the terminal glyph each one draws as.
///
/// A name resolves to the row of its longest dotted prefix that the table knows, dropping one
/// trailing component at a time:
///
///     "car.circle.fill"  →  "car.circle.fill"?  "car.circle"?  "car" ✓
///     "speaker.wave.2.fill"  →  "speaker.wave.2" ✓
///     "bell.slash"  →  its own row ✓ (a row of its own wins over its base)
///     "cup.and.heat.waves"  →  no row for it or "cup": the row of a word in it ("heat": 🔥)
///     "not.a.symbol"  →  "not.a"?  "not"?  no word known: the fallback "◻" ("?" in ASCII)
///
/// SF Symbols put variants at the end of a name (".fill", ".circle", ".circle.fill",
/// ".square", ".slash", ".badge.plus", ".2"…), so this draws a variant as its base symbol unless
/// the variant has a row of its own. The cost is that a variant that changes meaning (a
/// ".slash") draws as the plain symbol when it has no row, which is why the common ones have one.
public enum SymbolTable {
    /// Whether `name` draws as a glyph of its own or of its base symbol, rather than the fallback.
    public static func isKnown(_ name: String) -> Bool {
        entry(forSystemName: name) != nil
    }

    /// Every name with a row of its own, sorted, for `island list` and documentation.
    public static var knownNames: [String] { sortedNames }

    /// The glyph `Image(systemName:)` draws for `name` in `set`; never fails (see the type's
    /// documentation for the rule).
    package static func glyph(forSystemName name: String, in set: SymbolGlyphSet) -> SymbolGlyph {
        (entry(forSystemName: name) ?? categoryEntry(forSystemName: name))?.glyph(in: set) ?? .fallback(in: set)
    }

    /// The row `name` resolves to: its own, else its longest known dotted prefix's.
    package static func entry(forSystemName name: String) -> SymbolEntry? {
        entry(forSystemName: Substring(name))
    }

    /// `entry(forSystemName:)` on a slice: the first of its candidates that is a row.
    static func entry(forSystemName name: Substring) -> SymbolEntry? {
        for candidate in lookupCandidates(name) {
            if let entry = byName[candidate] { return entry }
        }
        return nil
    }

    /// The prefixes of `name` looked up, longest first: the name, then at each dot from the
    /// end. Only those no longer than the longest row's name: hashing every dotted prefix of a
    /// long name ("a.a.a.…") would cost the square of its length, and none of them can be a row.
    /// The work is at most `longestName` prefixes of at most `longestName` characters, whatever
    /// the name's length.
    package static func lookupCandidates(_ name: Substring) -> [Substring] {
        var candidate = name
        let head = name.prefix(longestName + 1)
        if head.endIndex != name.endIndex {
            guard let dot = head.lastIndex(of: ".") else { return [] }
            candidate = name[..<dot]
        }
        var candidates: [Substring] = []
        while !candidate.isEmpty {
            candidates.append(candidate)
            guard let dot = candidate.lastIndex(of: ".") else { break }
            candidate = candidate[..<dot]
        }
        return candidates
    }

    /// Every row, in the order the category files list them.
    package static let entries: [SymbolEntry] =
        timeEntries + foodEntries + transportEntries + travelEntries + sportsEntries
        + mediaEntries + callEntries + weatherEntries + statusEntries + controlEntries
        + thingEntries + healthEntries + officeEntries + deviceEntries

    /// Keyed by `Substring` so resolving a variant slices the name instead of copying it. A
    /// duplicated name keeps its first row; a test makes sure there are none.
    private static let byName: [Substring: SymbolEntry] = Dictionary(
        entries.map { (Substring($0.name), $0) }, uniquingKeysWith: { first, _ in first })

    private static let sortedNames: [String] = entries.map(\.name).sorted()

    /// The longest row's name, in characters (names are ASCII).
    static let longestName = entries.map(\.name.count).max() ?? 0
}
