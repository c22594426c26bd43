import CNcursesw
import TerminalBackends
import TerminalCanvas

/// The keys ncurses reports by key code, read from the running terminal's terminfo.
///
/// The fixed codes come from curses.h. Modified keys have no fixed codes: xterm-like entries
/// describe them as extended capabilities (`kUP5` is Control-Up: the suffix is xterm's
/// modifier parameter, 1 + Shift 1 + Alt 2 + Control 4), and ncurses gives each one a code
/// at start-up, which `key_defined` tells. Function keys past F12 are xterm's modified F1–F12
/// (F13 is Shift-F1, F25 Control-F1, F49 Alt-F1).
enum KeyCodeTable {
    /// The table for the terminal ncurses is running on now.
    static func current() -> [Int32: (key: Key, modifiers: KeyModifiers)] {
        var table: [Int32: (key: Key, modifiers: KeyModifiers)] = [
            KEY_UP: (.up, []), KEY_DOWN: (.down, []), KEY_LEFT: (.left, []), KEY_RIGHT: (.right, []),
            KEY_HOME: (.home, []), KEY_END: (.end, []), KEY_PPAGE: (.pageUp, []), KEY_NPAGE: (.pageDown, []),
            KEY_IC: (.insert, []), KEY_DC: (.delete, []), KEY_BACKSPACE: (.backspace, []),
            KEY_ENTER: (.enter, []), KEY_BTAB: (.tab, .shift),
            KEY_SR: (.up, .shift), KEY_SF: (.down, .shift), KEY_SLEFT: (.left, .shift),
            KEY_SRIGHT: (.right, .shift), KEY_SHOME: (.home, .shift), KEY_SEND: (.end, .shift),
            KEY_SPREVIOUS: (.pageUp, .shift), KEY_SNEXT: (.pageDown, .shift),
            KEY_SIC: (.insert, .shift), KEY_SDC: (.delete, .shift),
        ]
        for number in 1...63 {
            table[termisland_key_f(Int32(number))] = functionKey(number)
        }
        let named: [(String, Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
            ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kIC", .insert), ("kDC", .delete),
        ]
        for (name, key) in named {
            for parameter in 2...8 {
                guard let sequence = termisland_tigetstr("\(name)\(parameter)") else { continue }
                let code = key_defined(sequence)
                if code > 0 { table[code] = (key, KeyModifiers(rawValue: UInt8(parameter - 1))) }
            }
        }
        return table
    }

    /// F`number` as xterm numbers them: 1–12 plain, then Shift, Control, Control-Shift, Alt,
    /// Alt-Shift, twelve each.
    static func functionKey(_ number: Int) -> (key: Key, modifiers: KeyModifiers) {
        let groups: [KeyModifiers] = [[], .shift, .control, [.control, .shift], .alt, [.alt, .shift]]
        let group = (number - 1) / 12
        guard group < groups.count else { return (.function(number), []) }
        return (.function((number - 1) % 12 + 1), groups[group])
    }
}
