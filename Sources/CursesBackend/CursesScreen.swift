import CNcursesw
import TerminalCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One ncurses screen on a terminal device, from `newterm` to `delscreen`: the start-up and
/// the restore, apart from painting and input.
///
///     open /dev/tty ─► save the shell's tty modes ─► UTF-8 locale ─► signal handlers (unarmed,
///     so ncurses adds none of its own) ─► LINES, COLUMNS: the size, clamped ─► newterm ─►
///     left and resumed once (endwin, doupdate: a frame is then one write) ─►
///     cbreak, noecho, nonl, keypad, cursor hidden, default colours, ESC delay 25 ms, no
///     insert/delete optimisations ─► SGR mouse on ─► handlers armed with the restore bytes
///
/// `end()` undoes it in reverse; the handlers undo it on a signal.
final class CursesScreen {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let fd: Int32
    let strings: TerminalStrings
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var shellModes: termios
    private(set) var isRunning = true

    /// Starts ncurses on the terminal at `path` as terminal type `term`.
    init(path: String, term: String) throws {
        let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw CursesBackendError.notATerminal("no terminal: \(path) does not open (\(String(cString: strerror(errno))))")
        }
        guard isatty(fd) == 1 else {
            close(fd)
            throw CursesBackendError.notATerminal("no terminal: \(path) is not a terminal")
        }
        guard !term.isEmpty else {
            close(fd)
            throw CursesBackendError.unsupportedTerminal("TERM is not set: it names the terminal type, such as xterm-256color")
        }
        var shellModes = termios()
        tcgetattr(fd, &shellModes)
        Self.chooseUTF8Locale()
        // Handlers first, unarmed: ncurses then installs none of its own for these signals.
        SignalRestore.install(fd: fd, restore: [], resume: [], shellModes: shellModes, cursesModes: shellModes)

        guard let output = fdopen(dup(fd), "w"), let input = fdopen(dup(fd), "r") else {
            SignalRestore.uninstall()
            close(fd)
            throw CursesBackendError.notATerminal("no terminal: \(path) cannot be opened for reading and writing")
        }
        // ncurses takes LINES and COLUMNS over the kernel's size: it is given the clamped size,
        // so it never holds more than TerminalSizeLimit allows (the caller's values come back).
        let environment = Self.setSizeEnvironment(TerminalSizeLimit.terminalSize(fd: fd).map(TerminalSizeLimit.clamped))
        let newScreen = newterm(term, output, input)
        // Until a screen has once been left and resumed, ncurses (6.4) flushes its output after
        // every cursor movement ("the screen has not been initialized", `_nc_mvcur`): a frame
        // went out as one write(2) per row it touched, a countdown's tick as two. Leaving and
        // resuming once, before anything is drawn, makes a frame one write, as after a ^Z.
        // Done while LINES and COLUMNS still hold the clamped size, which the resume reads
        // again. (Not bracketed as a synchronized update: the end of one says a frame is whole.)
        if newScreen != nil {
            endwin()
            doupdate()
        }
        Self.restoreEnvironment(environment)
        guard let screen = newScreen else {
            SignalRestore.uninstall()
            fclose(output); fclose(input); close(fd)
            throw CursesBackendError.unsupportedTerminal("TERM=\(term): terminfo has no such terminal type")
        }
        set_term(screen)
        let strings = TerminalStrings.current()
        guard strings.canAddressCursor else {
            endwin()
            delscreen(screen)
            SignalRestore.uninstall()
            tcsetattr(fd, TCSADRAIN, &shellModes)
            fclose(output); fclose(input); close(fd)
            throw CursesBackendError.unsupportedTerminal("TERM=\(term): the terminal cannot place the cursor")
        }
        self.screen = screen
        self.window = termisland_stdscr()!
        self.fd = fd
        self.output = output
        self.input = input
        self.shellModes = shellModes
        self.strings = strings

        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        meta(window, true)
        // ncurses's line and character insert/delete would shift cells placed by hand.
        idlok(window, false)
        idcok(window, false)
        leaveok(window, false)
        scrollok(window, false)
        curs_set(0)
        set_escdelay(CursesBackend.escapeDelayMilliseconds)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        // SGR mouse reports are read as text (InputDecoder): ncurses must not claim them.
        mousemask(0, nil)
        mouseinterval(0)
        keyok(KEY_MOUSE, false)
        writeAll(strings.mouseOn)

        var cursesModes = termios()
        tcgetattr(fd, &cursesModes)
        SignalRestore.install(fd: fd, restore: strings.restoreSequence, resume: strings.resumeSequence,
                              shellModes: shellModes, cursesModes: cursesModes)
    }

    /// Reads the terminal's size again after a SIGWINCH and resizes ncurses's pictures to it,
    /// clamped to `TerminalSizeLimit`. False when the kernel gives no size.
    func resizeToTerminal() -> Bool {
        guard let size = TerminalSizeLimit.terminalSize(fd: fd).map(TerminalSizeLimit.clamped) else { return false }
        return resize_term(Int32(size.height), Int32(size.width)) == OK
    }

    /// Sets `LINES` and `COLUMNS` to `size`; returns what they were, for `restoreEnvironment`.
    private static func setSizeEnvironment(_ size: Size?) -> [(name: String, value: String?)] {
        guard let size else { return [] }
        let names: [String] = ["LINES", "COLUMNS"]
        let saved = names.map { name -> (name: String, value: String?) in (name, getenv(name).map { String(cString: $0) }) }
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        return saved
    }

    private static func restoreEnvironment(_ saved: [(name: String, value: String?)]) {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    /// Leaves curses and restores the terminal as the shell had it. Safe to call twice.
    func end() {
        guard isRunning else { return }
        isRunning = false
        writeAll(TerminalStrings.endSynchronizedUpdate + strings.mouseOff)
        endwin()
        SignalRestore.uninstall()
        tcsetattr(fd, TCSADRAIN, &shellModes)
        delscreen(screen)
        fclose(output)
        fclose(input)
        close(fd)
    }

    /// Writes bytes straight to the terminal, past ncurses (which has flushed its own).
    func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 && errno == EINTR { continue }
                if result <= 0 { return }
                written += result
            }
        }
    }

    /// The C library's character widths follow the locale: use the user's if it is UTF-8, or
    /// C.UTF-8, so `wcwidth` and ncurses's output are UTF-8 whatever LANG says.
    private static func chooseUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset).uppercased().replacingUTF8Dash() == "UTF8" {
            return
        }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
    }
}

private extension String {
    func replacingUTF8Dash() -> String { filter { $0 != "-" } }
}
