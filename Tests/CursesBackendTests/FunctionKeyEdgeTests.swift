@testable import CursesBackend
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
