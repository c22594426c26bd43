@testable import TerminalCanvas
import Testing

/// The width tables at the edges of their ranges, where a table one entry off still passes every
/// test in the middle of a range: each case is the first or the last scalar of a range Unicode
/// gives a width (EastAsianWidth.txt, the general categories Mn, Me and Cf), or the scalar just
/// outside it.
@Suite("Widths at the edges of Unicode's ranges")
struct WidthEdgeTests {
    /// U+0300 COMBINING GRAVE ACCENT opens the first block of combining marks (Mn): it is 0
    /// wide on its own and adds nothing to its base, like every mark after it; U+02FF, the last
    /// modifier letter before it, is a spacing character, one column.
    @Test func theFirstCombiningMarkIsZeroWide() {
        #expect("\u{300}".displayWidth == 0)
        #expect(Character("\u{300}").displayWidth == 0)
        #expect("e\u{300}".displayWidth == 1)
        #expect("a\u{300}b".displayWidth == 2)
        #expect("\u{2FF}".displayWidth == 1)
        #expect("\u{36F}".displayWidth == 0)   // the block's last mark
        #expect("\u{370}".displayWidth == 1)   // Greek's first letter, after the block
    }

    /// The five skin-tone modifiers are U+1F3FB–U+1F3FF (UTS #51): after a modifier base that
    /// defaults to text (☝, U+261D) the first and the last make the two-column modifier
    /// sequence, as each between them does.
    @Test func bothEndsOfTheSkinToneRangeMakeAModifierSequence() {
        for tone: UInt32 in 0x1F3FB...0x1F3FF {
            let sequence = "\u{261D}" + String(Unicode.Scalar(tone)!)
            #expect(sequence.count == 1 && sequence.displayWidth == 2, "U+\(String(tone, radix: 16))")
        }
    }

    /// A cluster's base is its first scalar that takes a column: a prepended format character
    /// (U+0600 ARABIC NUMBER SIGN, zero wide, Grapheme_Cluster_Break=Prepend) is not, so ❤ with
    /// U+FE0F after it is still the emoji presentation, two wide.
    @Test func aPrependedFormatCharacterIsNotTheBase() {
        let cluster = "\u{600}\u{2764}\u{FE0F}"
        #expect(cluster.count == 1)
        #expect(cluster.displayWidth == 2)
    }

    /// The last scalar of each table's last range is in it: Plane 3's U+3FFFD is East Asian
    /// Wide, U+E0FFF (the end of the default-ignorable tag and variation-selector planes' block)
    /// zero wide, U+E1000 after it one column.
    @Test func theLastRangeOfATableReachesItsEnd() {
        #expect("\u{3FFFD}".displayWidth == 2)
        #expect("\u{30000}".displayWidth == 2)
        #expect("a\u{E01EF}".displayWidth == 1)
        #expect(DisplayWidth.width(ofScalar: 0xE0FFF) == 0)
        #expect(DisplayWidth.width(ofScalar: 0xE1000) == 1)
        #expect(DisplayWidth.width(ofScalar: 0x3FFFE) == 1)
    }

    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR both break lines, so neither goes
    /// to the terminal as itself, and a one-line text makes each a space.
    @Test func bothUnicodeSeparatorsAreReplaced() {
        for separator in ["\u{2028}", "\u{2029}"] {
            #expect(!ControlCharacters.isSafe(Character(separator)))
            #expect("a\(separator)b".oneLineForTerminal == "a b")
            #expect(!"a\(separator)b".sanitizedForTerminal.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 })
        }
        #expect(ControlCharacters.isSafe(Character("\u{2027}")))
    }

    /// A cluster of up to `maximumScalarsPerCluster` scalars (a base and 31 marks) goes to the
    /// terminal as it is; one more and it is cut.
    @Test func aClusterOfTheMostScalarsAllowedIsSafe() {
        let most = "e" + String(repeating: "\u{301}", count: ControlCharacters.maximumScalarsPerCluster - 1)
        #expect(ControlCharacters.isSafe(Character(most)))
        #expect(!ControlCharacters.isSafe(Character(most + "\u{301}")))
    }

    /// Scalars of three UTF-8 bytes led by 0xE0 (U+0800–U+0FFF: Samaritan, Thai, Tibetan…)
    /// are not lone narrow, and text holding them after ASCII gets the general path's cells, a
    /// Thai vowel sign (U+0E31, a mark) joining the letter before it.
    @Test(arguments: ["a\u{E01}b", "\u{800}x", "ok \u{E01}\u{E32} \u{F40}", "a\u{FFF}", "a\u{E31}b", "x\u{E34}\u{E48}y"])
    func scalarsLedByE0TakeTheGeneralPath(_ text: String) {
        var fast = Canvas(width: 20, height: 1)
        let end = fast.write(text, at: .zero)
        let general = CanvasTextFastPathTests.cellsOneClusterAtATime(text, width: 20)
        #expect(fast.plainText == general.canvas.plainText, "\(text)")
        #expect(end == general.end)
    }
}

/// The range search every width table goes through, on tables of one and two ranges: a value is
/// in a table exactly when it is inside one of its inclusive ranges, at either end included.
@Suite("A width table's range search")
struct WidthTableSearchTests {
    @Test func aTableOfOneRange() {
        let table: [UInt32] = [0x300, 0x36F]
        #expect(DisplayWidth.contains(table, 0x300))
        #expect(DisplayWidth.contains(table, 0x320))
        #expect(DisplayWidth.contains(table, 0x36F))
        #expect(!DisplayWidth.contains(table, 0x2FF))
        #expect(!DisplayWidth.contains(table, 0x370))
    }

    @Test func aTableOfTwoRangesAndTheGapBetween() {
        let table: [UInt32] = [10, 20, 30, 40]
        #expect([9, 10, 20, 21, 29, 30, 40, 41].map { DisplayWidth.contains(table, $0) }
            == [false, true, true, false, false, true, true, false])
    }

    @Test func anEmptyTableHoldsNothing() {
        #expect(!DisplayWidth.contains([], 0))
    }
}
