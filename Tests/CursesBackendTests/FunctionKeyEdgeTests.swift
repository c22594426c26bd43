@testable import CursesBackend
import TerminalBackends
import TerminalCanvas
import Testing

/// xterm's function keys come in six groups of twelve (plain, Shift, Control, Control-Shift,
/// Alt, Alt-Shift): F72 is the last of them, Alt-Shift-F12, and a number past the groups is a
/// plain function key of that number.
@Suite struct FunctionKeyEdgeTests {
    @Test func theLastGroupEndsAtSeventyTwo() {
        #expect(InputEvent.key(KeyCodeTable.functionKey(72).key, KeyCodeTable.functionKey(72).modifiers).description == "key alt+shift+f12")
        let past = KeyCodeTable.functionKey(73)
        #expect(InputEvent.key(past.key, past.modifiers).description == "key f73")
    }
}

/// The cursor-position report `ESC [ row ; column R`, at its edges: each number has one to five
/// digits, and bytes that cannot begin a report are input at once, not held for more.
@Suite struct CursorReportEdgeTests {
    func scanned(_ text: String, finish: Bool = true) -> CursorReportScanner {
        var scanner = CursorReportScanner()
        scanner.feed(Array(text.utf8))
        if finish { scanner.finish() }
        return scanner
    }

    @Test func eachNumberHasOneToFiveDigits() {
        #expect(scanned("\u{1B}[12345;99999R").reports == [CursorReport(row: 12345, column: 99999)])
        #expect(scanned("\u{1B}[123456;1R").reports.isEmpty)
        #expect(scanned("\u{1B}[1;123456R").reports.isEmpty)
        #expect(scanned("\u{1B}[1;R").reports.isEmpty)
        #expect(scanned("\u{1B}[;1R").reports.isEmpty)
        #expect(scanned("\u{1B}[1;2R").reports == [CursorReport(row: 1, column: 2)])
    }

    @Test func bytesThatCannotBeginAReportAreInputAtOnce() {
        #expect(scanned("\u{1B}x", finish: false).input == Array("\u{1B}x".utf8))
        #expect(scanned("\u{1B}[x", finish: false).input == Array("\u{1B}[x".utf8))
        #expect(scanned("\u{1B}[", finish: false).input.isEmpty)   // a report may still follow
    }
}

/// An answer is at most `longestAnswer` bytes, its ESC and final byte included: a device
/// attributes answer of exactly that length is read, one a byte longer is input, byte for byte.
@Suite struct LongestAnswerEdgeTests {
    /// `⎋[?` then `1;` repeated, then `c`: `length` bytes in all (odd lengths end in `1c`).
    func attributes(length: Int) -> String {
        let body = String(repeating: "1;", count: (length - 4) / 2) + ((length - 4) % 2 == 1 ? "1" : "")
        let text = "\u{1B}[?" + body + "c"
        precondition(text.utf8.count == length)
        return text
    }

    @Test func anAnswerOfTheLongestLengthIsRead() {
        var scanner = CursorReportScanner()
        scanner.feed(Array(attributes(length: CursorReportScanner.longestAnswer).utf8))
        scanner.finish()
        #expect(scanner.sawDeviceAttributes)
        #expect(scanner.input.isEmpty)
    }

    @Test func anAnswerOneByteLongerIsInput() {
        let text = attributes(length: CursorReportScanner.longestAnswer + 1)
        var scanner = CursorReportScanner()
        scanner.feed(Array(text.utf8))
        scanner.finish()
        #expect(!scanner.sawDeviceAttributes)
        #expect(scanner.input == Array(text.utf8))
    }
}
