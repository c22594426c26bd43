import TerminalCanvas
import TerminalEncoders
import Testing

@Suite struct ControlCharacterTests {
    @Test(arguments: [
        ("\u{1B}]0;owned\u{07}", "␛]0;owned␇"),     // set-title attempt
        ("\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),          // clear screen and home
        ("\u{1B}]4;1;rgb:ff/00/00\u{1B}\\", "␛]4;1;rgb:ff/00/00␛\\"),  // palette change
        ("a\tb", "a␉b"), ("a\nb", "a␊b"), ("\r\n", "␍␊"), ("\u{0}", "␀"),
        ("\u{7F}", "␡"), ("\u{9B}31m", "�31m"), ("\u{85}", "�"),
        ("a\u{2028}b", "a␤b"),
        ("abc\u{202E}def\u{202C}", "abcdef"),      // bidi override removed
        ("\u{2066}x\u{2069}", "x"),
        ("👨‍👩‍👧 e\u{301}", "👨‍👩‍👧 e\u{301}"),     // joiners and marks are kept
        ("Отображение 实时活动", "Отображение 实时活动"),
        ("👨\u{200D}", "👨"), ("a\u{200D}\u{200D}", "a"),   // a joiner ending a cluster joins nothing
        ("\u{200D}", ""), ("👨\u{200D}x", "👨x"),
    ])
    func sanitizedForTerminal(_ text: String, _ expected: String) {
        #expect(text.sanitizedForTerminal == expected)
    }

    @Test func noControlCharacterSurvivesSanitizing() {
        var everyControl = String.UnicodeScalarView()
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069] {
            everyControl.append(Unicode.Scalar(UInt32(value))!)
        }
        let sanitized = String(everyControl).sanitizedForTerminal
        #expect(!sanitized.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(sanitized.unicodeScalars.count == 0x20 + 0x21 + 2)  // the bidi controls are gone
    }

    @Test func stackedMarksAreCutTo32ScalarsPerCluster() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 500)
        let sanitized = zalgo.sanitizedForTerminal
        #expect(sanitized.count == 1)
        #expect(sanitized.unicodeScalars.count == 32)
    }

    @Test func marksAfterAControlStayWithinACluster() {
        // "\0" breaks the cluster, so the 40 marks after it are a cluster of their own, cut to
        // 32; its picture "␀" then joins them into one of 33, which must not survive either.
        let text = "Z\u{356}\0" + String(repeating: "\u{356}", count: 40)
        let sanitized = text.sanitizedForTerminal
        #expect(sanitized.sanitizedForTerminal == sanitized)
        #expect(sanitized.allSatisfy { $0.unicodeScalars.count <= 32 })
        #expect(sanitized.unicodeScalars.first { $0.value == 0x2400 } != nil)
    }

    @Test func aCanvasNeverHoldsAnEscape() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.write("\u{1B}[31mred\u{1B}[0m", at: .zero)
        #expect(canvas.plainText == "␛[31mred␛[0m        ¶")
        let ansi = ANSIEncoder(depth: .trueColor).encode(canvas)
        #expect(!ansi.unicodeScalars.contains("\u{1B}"))  // a plain canvas needs no SGR at all
    }
}
