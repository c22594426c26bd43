@testable import TerminalCanvas
import TerminalEncoders
import Testing

/// Cells painted apart whose graphemes a clustering terminal would join when printed side by
/// side are separated by a cursor movement, so the second stays where the canvas has it.
@Suite struct GraphemeJoiningTests {
    /// Writes each grapheme at the column after the previous one.
    func canvas(_ graphemes: [String], width: Int = 8) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        var x = 0
        for grapheme in graphemes { x = canvas.write(grapheme, at: Point(x: x, y: 0)) }
        return canvas
    }

    @Test(arguments: [
        (["🇺", "🇦"], "⎋[1;1H🇺⎋[1;3H🇦"),                      // two lone regional indicators: one flag
        (["👍", "🏽"], "⎋[1;1H👍⎋[1;3H🏽"),                      // a lone skin tone after its base
        (["\u{1100}", "가"], "⎋[1;1H\u{1100}⎋[1;3H가"),          // a leading jamo before a syllable
        (["\u{1100}", "\u{1100}"], "⎋[1;1H\u{1100}⎋[1;3H\u{1100}"),
        (["क", "\u{903}"], "⎋[1;1Hक⎋[1;2H\u{903}"),              // a spacing mark on its own
        (["\u{D4E}", "a"], "⎋[1;1H\u{D4E}⎋[1;2Ha"),              // a prepended letter joins what follows
        (["क्", "ष"], "⎋[1;1Hक्⎋[1;2Hष"),                         // a virama before a consonant (GB9c)
        (["ｶ", "\u{FF9E}"], "⎋[1;1Hｶ⎋[1;2H\u{FF9E}"),           // a halfwidth voiced mark is Extend
        (["က\u{1039}", "က"], "⎋[1;1Hက\u{1039}⎋[1;2Hက"),         // a Myanmar virama (a linker since 15.1)
        (["ក\u{17D2}", "ក"], "⎋[1;1Hក\u{17D2}⎋[1;2Hក"),         // a Khmer coeng, likewise
        (["क्षि"], "⎋[1;1Hक्ष⎋[1;3Hि"),                          // a cluster painted in two pieces
    ])
    func aDiffRepositionsBeforeAJoiningCell(_ graphemes: [String], _ expected: String) {
        let changes = diff(Canvas(width: 8, height: 1), canvas(graphemes))
        #expect(visible(ANSIEncoder(depth: .none).encode(changes)) == "⎋[0m" + expected)
    }

    @Test(arguments: [
        ["🇺🇦", "🇬"],       // the flag is a whole pair: the next indicator starts a new one
        ["a", "b"], ["实", "时"], ["🍕", "🍕"], ["e\u{301}", "x"], ["Ж", "é"], ["가", "가"],
        ["👨‍👩‍👧", "👍🏽"],
    ])
    func graphemesThatCannotJoinAreSentTogether(_ graphemes: [String]) {
        let changes = diff(Canvas(width: 8, height: 1), canvas(graphemes))
        #expect(visible(ANSIEncoder(depth: .none).encode(changes)) == "⎋[0m⎋[1;1H" + graphemes.joined())
    }

    @Test func aWholeCanvasStepsLeftAndBackBetweenJoiningCells() {
        let encoded = ANSIEncoder(depth: .none).encode(canvas(["🇺", "🇦", "x"], width: 6))
        #expect(visible(encoded) == "🇺⎋[D⎋[C🇦x ")
    }

    @Test func aTrailingJoinerIsDroppedSoItCannotJoinTheNextCell() {
        let painted = canvas(["👨\u{200D}", "👩"])
        #expect(painted[0, 0].grapheme == "👨" && painted[2, 0].grapheme == "👩")
        let changes = diff(Canvas(width: 8, height: 1), painted)
        #expect(visible(ANSIEncoder(depth: .none).encode(changes)) == "⎋[0m⎋[1;1H👨👩")
    }

    /// Every pair of sample cells that Swift's own UAX #29 segmentation joins into one cluster
    /// must be reported as joinable (a wrong "no" misplaces the rest of the row).
    @Test func everyPairSwiftJoinsIsCaught() {
        let samples = [
            "a", "Z", " ", "é", "e\u{301}", "Ж", "م", "实", "ラ", "ｶ", "\u{FF9E}", "가", "각",
            "\u{1100}", "\u{A960}", "🍕", "👍", "🏽", "❤️", "1️⃣", "👨‍👩‍👧", "🏳️‍🌈", "🇺", "🇦", "🇺🇦",
            "क", "क्", "ष", "\u{903}", "\u{600}1", "\u{D4E}", "\u{11F02}", "☝", "☝🏽",
            "\u{0E33}", "ก", "\u{1F3FB}",
        ].map { Cell(Character($0)) }
        var missed: [String] = []
        for previous in samples {
            for next in samples where (previous.grapheme + next.grapheme).count < 2 {
                if !GraphemeJoining.mayJoin(previous.graphemeBits, next.graphemeBits) {
                    missed.append(previous.grapheme + " + " + next.grapheme)
                }
            }
        }
        #expect(missed == [])
    }

    /// The same over every scalar below U+10000 that the standard library knows (its Unicode
    /// is no newer than the tables' 18.0), before and after a few neighbours.
    @Test func everyBMPScalarSwiftJoinsIsCaught() {
        let neighbours = ["a", "实", "가", "\u{1100}", "क", "🇺"].map { Cell(Character($0)) }
        var missed: [String] = []
        for value in UInt32(0x20)..<0x10000 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.age != nil else { continue }
            let cell = Cell(Character(scalar))
            for neighbour in neighbours {
                if (neighbour.grapheme + cell.grapheme).count < 2,
                   !GraphemeJoining.mayJoin(neighbour.graphemeBits, cell.graphemeBits) {
                    missed.append(neighbour.grapheme + " + U+" + String(value, radix: 16))
                }
                if (cell.grapheme + neighbour.grapheme).count < 2,
                   !GraphemeJoining.mayJoin(cell.graphemeBits, neighbour.graphemeBits) {
                    missed.append("U+" + String(value, radix: 16) + " + " + neighbour.grapheme)
                }
            }
        }
        #expect(missed == [])
    }

    @Test func edgesAreReadFromInlineAndInternedClusters() {
        let family = Cell("👨‍👩‍👧")
        let edges = GraphemeStorage.edges(of: family.graphemeBits)
        #expect(edges.first == 0x1F468 && edges.last == 0x1F467 && edges.regionalIndicators == 0)
        #expect(GraphemeStorage.edges(of: Cell("🇺🇦").graphemeBits).regionalIndicators == 2)
        let accented = GraphemeStorage.edges(of: Cell("e\u{301}").graphemeBits)
        #expect(accented.first == 0x65 && accented.last == 0x301 && accented.regionalIndicators == 0)
    }
}

/// Plain text keeps every row exactly the canvas's width even where neighbouring cells would
/// read as one cluster: a zero-width space keeps them apart (found by fuzzing the text path).
@Suite struct PlainTextJoiningTests {
    @Test(arguments: [
        ("a", "\u{93E}", false),       // a spacing mark after a letter: the sum rule measures it joined
        ("👍", "🏽", true),             // a lone skin tone after its base: 2 joined, 4 painted
        ("🇺", "🇦", true),             // two lone regional indicators: one flag of 2, 4 painted
        (" ", "\u{113C0}", false),      // a Unicode 16 vowel sign (found when the tables were 15.0's)
    ])
    func rowsOfJoiningCellsStillMeasureTheirWidth(_ first: String, _ second: String, _ separated: Bool) {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.write(first, at: Point(x: 0, y: 0))
        canvas.write(second, at: Point(x: end, y: 0))
        var row = canvas.plainText
        if row.hasSuffix("¶") && row.displayWidth == 7 { row.removeLast() }
        #expect(row.displayWidth == 6)
        #expect(row.unicodeScalars.contains("\u{200B}") == separated)
    }

    /// A control's picture takes the marks after it as its own, so 32 spacing marks painted
    /// after it (one cluster, in pieces) would read as a cluster of 33 scalars, which is cut to
    /// 32 when measured: the row would be a column short (found by the long fuzz run, with
    /// Tulu-Tigalari's U+113CD). At 31 marks nothing needs separating.
    @Test(arguments: [(31, false), (32, true)])
    func aPicturesMarksPastTheClusterLimitAreKeptApart(_ marks: Int, _ separated: Bool) {
        var canvas = Canvas(width: 40, height: 1)
        canvas.write("\u{18}" + String(repeating: "\u{903}", count: marks), at: Point(x: 0, y: 0))
        let row = canvas.plainText
        #expect(row.unicodeScalars.first == "␘")
        #expect(row.unicodeScalars.filter { $0 == "\u{903}" }.count == marks, "every mark painted")
        #expect(row.replacingOccurrences(of: "¶", with: "").displayWidth == 40)
        #expect(row.unicodeScalars.contains("\u{200B}") == separated)
    }

    /// A cluster on a prepended letter is painted in pieces; a joiner that ended a piece made a
    /// narrow pictograph before it count two columns, which the piece read as text did not: the
    /// row was a column short (found by the long fuzz run, with Tulu-Tigalari's U+113D1 and
    /// U+1FC69). Malayalam's dot reph and ♀ do the same in older Unicode.
    @Test(arguments: ["\u{113D1}👨\u{200D}\u{1FC69}\u{200D}👜", "\u{D4E}👨\u{200D}♀\u{200D}👜"])
    func aPieceEndingInAJoinerMeasuresAsPainted(_ text: String) {
        var canvas = Canvas(width: 7, height: 1)
        canvas.write(text, at: Point(x: 0, y: 0))
        let painted = canvas.cells(inRow: 0).reduce(0) { $0 + ($1.isContinuation ? 0 : $1.width) }
        var row = canvas.plainText
        if row.unicodeScalars.last == "¶" { row.unicodeScalars.removeLast() }
        #expect(row.displayWidth == 7, "\(row.debugDescription)")
        #expect(painted <= 7)
        #expect(!canvas.cells(inRow: 0).contains { $0.grapheme.unicodeScalars.last == "\u{200D}" }, "no cell ends in a joiner")
    }

    @Test func graphemesThatCannotJoinGetNothingBetweenThem() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("a实🍕", at: Point(x: 0, y: 0))
        #expect(canvas.plainText == "a实🍕 ¶")
    }
}
