@testable import CursesBackend
import TerminalBackends
import TerminalCanvas
import Testing

/// Whatever a terminal sends inside an escape sequence never becomes a key: a malformed,
/// over-long or cut sequence is dropped whole (up to its final byte, or the pause that cuts
/// it), however the reads split it; only what follows it is read.
@Suite struct MalformedInputTests {
    let decoder = InputDecoder(keyCodes: [0o403: (.up, [])])

    /// The events of `reads`, each arriving in one read, one after the other, then a pause.
    func decode(_ reads: [String]) -> [String] {
        var decoder = decoder
        var events: [InputEvent] = []
        for read in reads { events += decoder.decode(read.unicodeScalars.map { .character($0.value) }) }
        events += decoder.inputPaused()
        return events.map(\.description)
    }

    func decode(_ text: String) -> [String] { decode([text]) }

    static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    static let longReport = "\u{1B}[<0;" + String(repeating: "9", count: 5_000) + ";1M"

    @Test func aMouseReportWithAFiveThousandDigitCoordinateIsNoKeys() {
        #expect(decode(Self.longReport + "q") == ["key q"])
        // As the backend reads it: 4,096 units at most a read.
        let scalars = Array((Self.longReport + "q").unicodeScalars)
        let reads = stride(from: 0, to: scalars.count, by: 4096).map { start in
            Self.text(scalars[start..<min(start + 4096, scalars.count)])
        }
        #expect(reads.count == 2)
        #expect(decode(reads) == ["key q"])
    }

    @Test(arguments: [
        ("\u{1B}[12;3", []),                                         // CSI cut by a pause
        ("\u{1B}[12;3\u{1B}[<0;5;3M", ["mouse press left 4,2"]),     // CSI cut by the next ESC
        ("\u{1B}[12;3\r", ["key enter"]),                            // a control ends it, read as itself
        ("\u{1B}[12;3Жq", ["key Ж", "key q"]),                       // so does text past ASCII
        ("\u{1B}[?1;2$yq", ["key q"]),                               // a report with an intermediate byte
        ("\u{1B}[<0;5;3;7Mq", ["key q"]),                            // four parameters: no report
        ("\u{1B}[<0:1;5;3Mq", ["key q"]),                            // a sub-parameter: no report
        ("\u{1B}O", []),                                             // SS3 cut
        ("\u{1B}OPq", ["key q"]),                                    // SS3 ncurses did not decode
        ("\u{1B}O\rq", ["key enter", "key q"]),                      // SS3 broken by a control
        ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\q", ["key q"]),        // OSC ended by ST
        ("\u{1B}]0;quit xD\u{7}q", ["key q"]),                       // OSC ended by BEL: its letters are no keys
        ("\u{1B}]0;quit", []),                                       // OSC cut
        ("\u{1B}]0;ab\u{1B}xq", ["key alt+x", "key q"]),             // an ESC that is not ST ends it
        ("\u{1B}P1$r0m\u{1B}\\q", ["key q"]),                        // DCS
        ("\u{1B}_Gi=1;OK\u{1B}\\q", ["key q"]),                      // APC (kitty's graphics reply)
        ("\u{1B}Xsos\u{1B}\\\u{1B}^pm\u{1B}\\q", ["key q"]),         // SOS, PM
        ("\u{9B}12;xq", ["key q"]),                                  // 8-bit CSI
        ("\u{9B}<0;5;3M", ["mouse press left 4,2"]),
        ("\u{9D}0;x\u{9C}q", ["key q"]),                             // 8-bit OSC and ST
        ("\u{8F}Aq", ["key q"]),                                     // 8-bit SS3
        ("\u{1B}x", ["key alt+x"]),                                  // ESC and a letter: Alt
        ("\u{1B}", ["key escape"]),                                  // ESC, then a pause: Escape
        ("\u{1B}\u{9B}1Mq", ["key q"]),                              // ESC before a C1: dropped
    ] as [(String, [String])])
    func malformedSequencesAreDroppedWhole(_ input: String, _ events: [String]) {
        #expect(decode(input) == events, "\(input.debugDescription)")
    }

    /// Every sequence above, split between two reads at every point, decodes as in one read.
    @Test func aSequenceSplitAcrossReadsIsStillOne() {
        let inputs: [String] = [String(Self.longReport.prefix(40)) + ";1M" + "q", "\u{1B}[<0;5;3Mz", "\u{1B}[<65;7;8Mq", "\u{1B}]11;rgb:0/0/0\u{1B}\\q",
                      "\u{1B}P1$r0m\u{1B}\\q", "\u{1B}OPq", "\u{1B}[12;3\rq", "a\u{1B}xb"]
        for input in inputs {
            let whole = decode(input)
            let scalars = Array(input.unicodeScalars)
            for cut in 1..<scalars.count {
                let reads = [Self.text(scalars[..<cut]), Self.text(scalars[cut...])]
                // An ESC at the end of a read is no pause: the backend waits for its rest.
                #expect(decode(reads) == whole, "\(input.debugDescription) cut at \(cut)")
            }
        }
    }

    @Test func aCoordinateAtTheCapIsAReportAndOnePastIsNot() {
        let cap = ControlSequence.parameterCap
        #expect(decode("\u{1B}[<0;\(cap);1M") == ["mouse press left \(cap - 1),0"])
        #expect(decode("\u{1B}[<0;\(cap + 1);1Mq") == ["key q"])
    }

    @Test func parametersPastTheMaximumAreDroppedWithTheirSequence() {
        let many = Array(repeating: "1", count: ControlSequence.maximumParameters).joined(separator: ";")
        #expect(decode("\u{1B}[\(many)Hq") == ["key q"])
        #expect(decode("\u{1B}[\(many);1;1;1Hq") == ["key q"])
        var sequence = ControlSequence()
        for scalar in "\(many);2;3".unicodeScalars { sequence.add(scalar.value) }
        #expect(sequence.parameters.count == ControlSequence.maximumParameters)
        #expect(sequence.isMalformed)
    }

    @Test func theDecoderSaysWhenASequenceIsOpen() {
        var decoder = decoder
        _ = decoder.decode([.character(27), .character(0x5B), .character(0x31)])
        #expect(decoder.isInsideSequence)
        #expect(decoder.inputPaused().isEmpty)
        #expect(!decoder.isInsideSequence)
        _ = decoder.decode([.character(0x71)])
        #expect(!decoder.isInsideSequence)
    }
}
