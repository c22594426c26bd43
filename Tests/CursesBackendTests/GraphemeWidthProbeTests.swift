import Foundation
import Testing
import TerminalCanvas
@testable import CursesBackend

/// The emoji-width probe: the bytes it sends, how it reads answers out of whatever the
/// terminal sends (whole, in pieces, mixed with keys, garbage), what the answers mean, and the
/// keys typed meanwhile, decoded as ncurses would have.
@Suite struct GraphemeWidthProbeTests {
    static let escape = "\u{1B}"

    func scan(_ pieces: [String]) -> CursorReportScanner {
        var scanner = CursorReportScanner()
        for piece in pieces { scanner.feed(Array(piece.utf8)) }
        scanner.finish()
        return scanner
    }

    func input(_ scanner: CursorReportScanner) -> String { String(decoding: scanner.input, as: UTF8.self) }

    /// tmux 3.3a's answers: 实 2, ✈️ 1, 1️⃣ 1, 🇺🇦 2, 👨‍👩‍👧 2, then DA1.
    static let tmuxAnswer = "\(escape)[2;3R\(escape)[2;2R\(escape)[2;2R\(escape)[2;3R\(escape)[2;3R\(escape)[?1;2c"

    @Test func theRequestWritesEachSampleOnTheSecondRowAndAsksWhereTheCursorIs() {
        let request = String(decoding: GraphemeWidthProbe(screenHeight: 40).request, as: UTF8.self)
        let start = "\(Self.escape)[2;1H\(Self.escape)[K"
        let expected = (["实"] + GraphemeWidths.Kind.allCases.map(\.sample)).map { start + $0 + "\(Self.escape)[6n" }.joined()
            + start + "\(Self.escape)[c"
        #expect(request == expected)
        #expect(GraphemeWidths.Kind.allCases.map(\.sample) == ["✈️", "1️⃣", "🇺🇦", "👨‍👩‍👧"])
        // A screen one row high: the first row (its reports could read as Shift-F3 if late).
        #expect(GraphemeWidthProbe(screenHeight: 1).row == 1)
        #expect(String(decoding: GraphemeWidthProbe(screenHeight: 1).request, as: UTF8.self).hasPrefix("\(Self.escape)[1;1H"))
    }

    @Test func wholeAnswersAreRead() {
        let scanner = scan([Self.tmuxAnswer])
        #expect(scanner.reports.map(\.column) == [3, 2, 2, 3, 3])
        #expect(scanner.reports.allSatisfy { $0.row == 2 })
        #expect(scanner.sawDeviceAttributes)
        #expect(scanner.input.isEmpty)
    }

    /// The terminal's answers split anywhere, down to a byte at a time, read the same.
    @Test func answersInPiecesAreRead() {
        let bytes = Array(Self.tmuxAnswer.utf8)
        for cut in 1..<bytes.count {
            var scanner = CursorReportScanner()
            scanner.feed(bytes[..<cut])
            scanner.feed(bytes[cut...])
            scanner.finish()
            #expect(scanner.reports.count == 5 && scanner.sawDeviceAttributes && scanner.input.isEmpty, "cut at \(cut)")
        }
        var scanner = CursorReportScanner()
        for byte in bytes { scanner.feed([byte]) }
        #expect(scanner.reports.count == 5 && scanner.sawDeviceAttributes)
    }

    /// Keys typed during the probe are kept, in order, with the answers taken out from between
    /// them: text, an arrow (⎋OA), a modified arrow (⎋[1;5A), a mouse click, an Escape alone.
    @Test func keysTypedMeanwhileAreKeptInOrder() {
        let e = Self.escape
        let scanner = scan(["x\(e)OA\(e)[2;3Ré\(e)[2;2R\(e)[2;2R\(e)[1;5A\(e)[2;3R", "\(e)[2;3R\(e)[<0;5;7M\(e)[?1;2cy\(e)"])
        #expect(scanner.reports.count == 5)
        #expect(scanner.sawDeviceAttributes)
        #expect(input(scanner) == "x\(e)OAé\(e)[1;5A\(e)[<0;5;7My\(e)")
    }

    /// Sequences that are not answers are input: a report cut short at the end, one with a
    /// letter in it, one missing its column, one with a number too long to be a row, ESC ESC.
    @Test(arguments: [
        "\u{1B}[2;3",             // partial: the probe ended before the R
        "\u{1B}[",
        "\u{1B}",                 // Escape typed alone
        "\u{1B}[2;xR",
        "\u{1B}[2R",
        "\u{1B}[;3R",
        "\u{1B}[2;3;4R",
        "\u{1B}[1234567;3R",
        "\u{1B}[?1;2x",
        "\u{1B}]11;?\u{1B}\\",    // an OSC answer to a question nobody asked
        "garbage \u{7F}\u{0}",
    ])
    func whatIsNotAnAnswerIsInput(_ text: String) {
        let scanner = scan([text])
        #expect(scanner.reports.isEmpty)
        #expect(!scanner.sawDeviceAttributes)
        #expect(input(scanner) == text)
    }

    /// An ESC that turns out not to start an answer does not swallow the answer after it.
    @Test func anAnswerRightAfterAStrayEscapeIsRead() {
        let scanner = scan(["\(Self.escape)\(Self.escape)[2;2R\(Self.escape)[\(Self.escape)[2;3R"])
        #expect(scanner.reports == [CursorReport(row: 2, column: 2), CursorReport(row: 2, column: 3)])
        #expect(input(scanner) == "\(Self.escape)\(Self.escape)[")
    }

    /// A sequence held too long without becoming an answer is given back as input.
    @Test func anEndlessSequenceIsGivenBack() {
        let text = "\(Self.escape)[?" + String(repeating: "1;", count: 40) + "c"
        let scanner = scan([text])
        #expect(!scanner.sawDeviceAttributes)
        #expect(input(scanner) == text)
    }

    // MARK: What the answers mean

    func reports(_ columns: [Int], row: Int = 2) -> [CursorReport] { columns.map { CursorReport(row: row, column: $0 + 1) } }

    @Test func tmuxsAnswersGiveOneColumnEmojiThatDefaultToText() {
        let measurement = GraphemeWidthProbe(screenHeight: 40).measurement(from: reports([2, 1, 1, 2, 2]), waited: .milliseconds(200))
        #expect(measurement.problem == nil)
        #expect(measurement.widths == .textDefaultsNarrow)
        #expect(measurement.drawn == [.emojiPresentation: 1, .keycap: 1, .flag: 2, .zwjSequence: 2])
    }

    /// xterm draws a ZWJ sequence's emoji apart (6 columns): that kind keeps Unicode's 2.
    @Test func aKindDrawnNeitherOneNorTwoWideKeepsTwo() {
        let measurement = GraphemeWidthProbe(screenHeight: 40).measurement(from: reports([2, 1, 1, 2, 6]), waited: .milliseconds(200))
        #expect(measurement.problem == nil)
        #expect(measurement.widths == .textDefaultsNarrow)
        #expect(measurement.drawn[.zwjSequence] == 6)
        let zero = GraphemeWidthProbe(screenHeight: 40).measurement(from: reports([2, 0, 1, 4, 2]), waited: .milliseconds(200))
        #expect(zero.widths == GraphemeWidths(keycap: 1))
    }

    @Test func aTerminalThatDrawsEverythingAsUnicodeSaysGetsUnicodesWidths() {
        let measurement = GraphemeWidthProbe(screenHeight: 40).measurement(from: reports([2, 2, 2, 2, 2]), waited: .milliseconds(200))
        #expect(measurement.widths == .unicode && measurement.problem == nil)
    }

    /// Answers that make no sense are not trusted: Unicode's widths, and why.
    @Test(arguments: [
        ([], 2, .noAnswer(waited: .milliseconds(200)), "no answer in 200 ms"),
        ([2, 1, 1], 2, .answers(3, expected: 5), "3 of 5 answers"),
        ([2, 1, 1, 2, 2, 2], 2, .answers(6, expected: 5), "6 of 5 answers"),
        ([3, 1, 1, 2, 2], 2, .controlDrawn(columns: 3), "实 drawn 3 wide"),   // not UTF-8: three bytes, three columns
        ([1, 1, 1, 1, 1], 2, .controlDrawn(columns: 1), "实 drawn 1 wide"),
        ([2, 1, 1, 2, 2], 7, .answerFromRow(7), "an answer from row 7"),
    ] as [([Int], Int, GraphemeWidthMeasurement.Problem, String)])
    func answersThatMakeNoSenseAreNotTrusted(_ columns: [Int], _ row: Int, _ problem: GraphemeWidthMeasurement.Problem, _ text: String) {
        let measurement = GraphemeWidthProbe(screenHeight: 40).measurement(from: reports(columns, row: row), waited: .milliseconds(200))
        #expect(measurement.problem == problem)
        #expect(problem.description == text)
        #expect(measurement.widths == .unicode)
        #expect(measurement.drawn.isEmpty)
    }

    // MARK: Keys typed meanwhile, decoded as ncurses would

    /// ncurses's `key_defined` for a few xterm keys: the code of the key a string is or begins
    /// with, -1 for the start of one, 0 for none.
    static func keyDefined(_ bytes: [UInt8]) -> Int32 {
        let keys: [String: Int32] = ["\u{1B}OA": 0o403, "\u{1B}[1;5A": 566, "\u{1B}[<": 0o631]  // KEY_UP, kUP5, KEY_MOUSE
        let text = String(decoding: bytes, as: UTF8.self)
        if let (_, code) = keys.first(where: { text.hasPrefix($0.key) }) { return code }
        return keys.keys.contains { $0.hasPrefix(text) } ? -1 : 0
    }

    @Test func bytesReadPastNcursesBecomeTheUnitsItWouldHaveRead() {
        let bytes = Array("x\u{1B}OAé\u{1B}[1;5A\u{1B}[<0;5;7My\u{1B}\u{1B}[Z".utf8)
        let units = CursesBackend.inputUnits(bytes, keyDefined: Self.keyDefined)
        let expected: [InputUnit] = [.character(0x78), .keyCode(0o403), .character(0xE9), .keyCode(566)]
            + "\u{1B}[<0;5;7My\u{1B}\u{1B}[Z".unicodeScalars.map { .character($0.value) }
        #expect(units == expected)
        // Invalid UTF-8 is U+FFFD, a byte at a time.
        #expect(CursesBackend.inputUnits([0xC3, 0x41, 0xFF], keyDefined: Self.keyDefined) == [.character(0xFFFD), .character(0x41), .character(0xFFFD)])
    }
}

/// The probe in a pseudo-terminal whose other side plays a terminal (Scripts/pty_answer.py):
/// answers as tmux does with keys typed between the answers, never answers, answers nonsense.
/// `curses-probe --widths` logs what it measured and every event.
@Suite(.serialized, .enabled(if: TerminalTools.anyPython != nil || TerminalTools.isCI, "python3 is missing"))
struct GraphemeWidthProbePtyTests {
    static let script = TerminalTools.packageRoot.appendingPathComponent("Tests/CursesBackendTests/Scripts/pty_answer.py").path

    /// Runs the probe measuring widths, answered with `answer`, then `q` once it has drawn.
    func run(answer: String) throws -> [String] {
        let python = try #require(TerminalTools.anyPython, "python3 is missing")
        let log = TerminalTools.temporaryPath("widths.log")
        let result = TerminalTools.run(python, [Self.script, "--answer", answer, "--then", "q", "--", TerminalTools.probe, "--widths", "--log", log])
        #expect(result.output.contains("\"status\": 0"), "\(result.output)")
        return ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func tmuxLikeAnswersWithKeysBetweenThemLoseNoKey() throws {
        let log = try run(answer: #"x\x1bOA\x1b[2;3R\u00e9\x1b[2;2R\x1b[2;2R\x1b[1;5A\x1b[2;3R\x1b[2;3R\x1b[<0;5;7M\x1b[?1;2cy\x1b"#)
        let widths = try #require(log.first { $0.hasPrefix("widths ") })
        #expect(widths.hasPrefix("widths ✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 drawn 1 1 2 2 problem -"), "\(widths)")
        let events = log.filter { $0.hasPrefix("key ") || $0.hasPrefix("mouse ") }
        #expect(events == ["key x", "key up", "key é", "key ctrl+up", "mouse press left 4,6", "key y", "key escape", "key q"], "\(log)")
    }

    /// A terminal that never answers costs the timeout, 200 ms, and gets Unicode's widths.
    @Test func noAnswerCostsTheTimeoutAndGivesUnicodesWidths() throws {
        let log = try run(answer: "")
        let widths = try #require(log.first { $0.hasPrefix("widths ") })
        #expect(widths.hasPrefix("widths ✈️ 2  1️⃣ 2  🇺🇦 2  👨‍👩‍👧 2 drawn - - - - problem no answer in 200 ms in "), "\(widths)")
        let milliseconds = Int(widths.split(separator: " ").dropLast().last ?? "") ?? -1
        #expect((195...1000).contains(milliseconds), "\(widths)")
        #expect(log.contains("key q"))
    }

    /// Garbage and too few answers: not trusted; the garbage that is not an answer is keys.
    @Test func nonsenseIsNotTrustedAndItsTextIsKeys() throws {
        let log = try run(answer: #"\x1b[2;3Rzz\x1b[2;\x1b[?1;2c"#)
        let widths = try #require(log.first { $0.hasPrefix("widths ") })
        #expect(widths.contains("problem 1 of 5 answers"), "\(widths)")
        #expect(widths.hasPrefix("widths ✈️ 2  1️⃣ 2"))
        let events = log.filter { $0.hasPrefix("key ") }
        #expect(events.prefix(2) == ["key z", "key z"], "\(log)")
        #expect(events.last == "key q")
    }
}

extension TerminalTools {
    /// Any Python 3, pyte or not: Scripts/pty_answer.py needs none.
    static let anyPython: String? = python ?? (run("python3", ["-V"]).status == 0 ? "python3" : nil)
}
