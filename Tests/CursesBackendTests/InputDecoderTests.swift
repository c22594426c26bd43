@testable import CursesBackend
import TerminalBackends
import TerminalCanvas
import Testing

/// What wget_wch returns becomes the right events: keys ncurses decoded, control characters,
/// Alt, Escape alone, SGR mouse reports, text by grapheme.
@Suite struct InputDecoderTests {
    static let keyUp: Int32 = 0o403
    static let controlUp: Int32 = 566  // a dynamic code, as ncurses gives kUP5
    let decoder = InputDecoder(keyCodes: [keyUp: (.up, []), controlUp: (.up, .control)])

    /// The events of `text` arriving in one read, followed by a pause.
    func decode(_ text: String) -> [String] {
        var decoder = decoder
        let events = decoder.decode(text.unicodeScalars.map { .character($0.value) }) + decoder.inputPaused()
        return events.map(\.description)
    }

    @Test(arguments: [
        ("q", ["key q"]),
        ("\r", ["key enter"]), ("\n", ["key enter"]), ("\t", ["key tab"]),
        ("\u{7F}", ["key backspace"]), ("\u{8}", ["key backspace"]),
        ("\u{3}", ["key ctrl+c"]), ("\u{1}", ["key ctrl+a"]), ("\u{0}", ["key ctrl+space"]),
        ("\u{1B}", ["key escape"]), ("\u{1B}x", ["key alt+x"]), ("\u{1B}\u{1B}", ["key escape", "key escape"]),
        ("\u{1B}\r", ["key alt+enter"]),
        ("e\u{301}Ж实", ["key é", "key Ж", "key 实"]),       // text by grapheme cluster
        ("👨‍👩‍👧", ["key 👨‍👩‍👧"]),
        ("\u{1B}[I", []),                                          // focus report: dropped
        ("\u{1B}[200~", []),                                       // bracketed paste mark: dropped
    ])
    func characters(_ input: String, _ events: [String]) {
        #expect(decode(input) == events)
    }

    @Test(arguments: [
        ("\u{1B}[<0;5;3M", "mouse press left 4,2"),
        ("\u{1B}[<0;5;3m", "mouse release left 4,2"),
        ("\u{1B}[<2;1;1M", "mouse press right 0,0"),
        ("\u{1B}[<1;10;20M", "mouse press middle 9,19"),
        ("\u{1B}[<32;6;3M", "mouse drag left 5,2"),
        ("\u{1B}[<64;1;1M", "mouse scrollUp 0,0"),
        ("\u{1B}[<65;7;8M", "mouse scrollDown 6,7"),
        ("\u{1B}[<4;2;2M", "mouse press left 1,1 shift"),
        ("\u{1B}[<24;2;2M", "mouse press left 1,1 ctrl+alt"),
        ("\u{1B}[<0;300;120M", "mouse press left 299,119"),     // beyond X10's 223 columns
    ])
    func sgrMouse(_ input: String, _ event: String) {
        #expect(decode(input) == [event])
    }

    @Test func malformedOrCutReportsAreDropped() {
        #expect(decode("\u{1B}[<0;5M") == [])       // two parameters
        #expect(decode("\u{1B}[<0;5;3") == [])      // cut short
        #expect(decode("\u{1B}[<35;5;3M") == [])    // motion without a button (not asked for)
        #expect(decode("\u{1B}[<0;0;3M") == [])     // column 0 does not exist
    }

    @Test func eventsAroundAReportKeepTheirOrder() {
        #expect(decode("a\u{1B}[<0;1;1Mb") == ["key a", "mouse press left 0,0", "key b"])
    }

    @Test func keyCodesUseTheTable() {
        var decoder = decoder
        let events = decoder.decode([.keyCode(Self.keyUp), .keyCode(Self.controlUp), .keyCode(9999),
                                     .character(27), .keyCode(Self.keyUp)])
        #expect(events.map(\.description) == ["key up", "key ctrl+up", "key alt+up"])
    }

    @Test(arguments: [
        (1, "f1"), (12, "f12"), (13, "shift+f1"), (25, "ctrl+f1"), (38, "ctrl+shift+f2"), (49, "alt+f1"), (63, "alt+shift+f3"),
    ])
    func functionKeysPastTwelveAreModified(_ number: Int, _ name: String) {
        let (key, modifiers) = KeyCodeTable.functionKey(number)
        #expect(InputEvent.key(key, modifiers).description == "key " + name)
    }
}
