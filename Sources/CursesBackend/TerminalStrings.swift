import CNcursesw
import TerminalCanvas

/// The terminfo strings the backend sends itself, read once after `newterm`: what restores the
/// terminal (for the signal handlers, which may not call ncurses), what sets attributes and
/// colours for the cells placed by hand, and the modes ncurses has no call for.
struct TerminalStrings {
    var enterAlternateScreen: [UInt8] = []
    var exitAlternateScreen: [UInt8] = []
    var hideCursor: [UInt8] = []
    var showCursor: [UInt8] = []
    var keypadOn: [UInt8] = []
    var keypadOff: [UInt8] = []
    var plain: [UInt8] = []
    var bold: [UInt8] = []
    var dim: [UInt8] = []
    var italic: [UInt8] = []
    var underline: [UInt8] = []
    var reverse: [UInt8] = []
    var strikethrough: [UInt8] = []
    /// Unparameterised capabilities, kept for `tiparm`.
    private var cursorAddress: String?
    private var setForeground: String?
    private var setBackground: String?

    /// SGR mouse reports (1006) of presses, releases and drags (1002); sent only where terminfo
    /// knows a mouse (`kmous`).
    var mouseOn: [UInt8] = []
    var mouseOff: [UInt8] = []

    /// Synchronized output (DEC private mode 2026): the terminal shows a frame only once it is
    /// complete. Terminals that do not know the mode ignore it, as they do every unknown mode.
    static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// The strings of the terminal ncurses runs on now.
    static func current() -> TerminalStrings {
        func bytes(_ name: String) -> [UInt8] {
            guard let value = termisland_tigetstr(name) else { return [] }
            return Array(String(cString: value).utf8)
        }
        var strings = TerminalStrings()
        strings.enterAlternateScreen = bytes("smcup")
        strings.exitAlternateScreen = bytes("rmcup")
        strings.hideCursor = bytes("civis")
        strings.showCursor = bytes("cnorm")
        strings.keypadOn = bytes("smkx")
        strings.keypadOff = bytes("rmkx")
        strings.plain = bytes("sgr0")
        strings.bold = bytes("bold")
        strings.dim = bytes("dim")
        strings.italic = bytes("sitm")
        strings.underline = bytes("smul")
        strings.reverse = bytes("rev")
        strings.strikethrough = bytes("smxx")
        strings.cursorAddress = termisland_tigetstr("cup").map { String(cString: $0) }
        strings.setForeground = termisland_tigetstr("setaf").map { String(cString: $0) }
        strings.setBackground = termisland_tigetstr("setab").map { String(cString: $0) }
        if termisland_tigetstr("kmous") != nil {
            strings.mouseOn = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
            strings.mouseOff = Array("\u{1B}[?1006l\u{1B}[?1002l".utf8)
        }
        return strings
    }

    /// Whether the terminal can place the cursor at all (`TERM=dumb` cannot).
    var canAddressCursor: Bool { cursorAddress != nil }

    /// Moves the cursor to a 0-based row and column.
    func moveCursor(row: Int, column: Int, to output: inout [UInt8]) {
        guard let cursorAddress else { return }
        Self.append(termisland_tiparm2(cursorAddress, Int32(row), Int32(column)), to: &output)
    }

    /// The style from plain: attributes the terminal has, then colours (-1: the default).
    func setStyle(_ style: Style, foreground: Int32, background: Int32, to output: inout [UInt8]) {
        output += plain
        if style.isBold { output += bold }
        if style.isDim { output += dim }
        if style.isItalic { output += italic }
        if style.isUnderlined { output += underline }
        if style.isReversed { output += reverse }
        if style.isStruckThrough { output += strikethrough }
        if foreground >= 0 { appendForeground(foreground, to: &output) }
        if background >= 0 { appendBackground(background, to: &output) }
    }

    /// Whether the terminal sets colours by number (`setaf` and `setab`).
    var canSetColors: Bool { setForeground != nil && setBackground != nil }

    /// Sets the foreground to colour `number` (`setaf`).
    func appendForeground(_ number: Int32, to output: inout [UInt8]) {
        Self.append(termisland_tiparm1(setForeground, number), to: &output)
    }

    /// Sets the background to colour `number` (`setab`).
    func appendBackground(_ number: Int32, to output: inout [UInt8]) {
        Self.append(termisland_tiparm1(setBackground, number), to: &output)
    }

    /// What puts the terminal back as the shell had it, short of the tty modes: synchronized
    /// output and the mouse off, plain attributes, the cursor shown, keypad mode off, the
    /// normal screen.
    var restoreSequence: [UInt8] {
        Self.endSynchronizedUpdate + mouseOff + plain + showCursor + exitAlternateScreen + keypadOff
    }

    /// What sets the terminal up again after a stop (SIGTSTP, then SIGCONT).
    var resumeSequence: [UInt8] {
        enterAlternateScreen + keypadOn + hideCursor + mouseOn
    }

    /// Appends a C string (an expanded capability); nothing for NULL.
    static func append(_ string: UnsafePointer<CChar>?, to output: inout [UInt8]) {
        guard let string else { return }
        var pointer = string
        while pointer.pointee != 0 {
            output.append(UInt8(bitPattern: pointer.pointee))
            pointer += 1
        }
    }
}
