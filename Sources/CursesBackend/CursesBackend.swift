import CNcursesw
import CTerminalPlatform
import Synchronization
import TerminalBackends
import TerminalCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `TerminalBackend` that paints a real terminal with ncurses.
///
///     let backend = try CursesBackend()          // throws when there is no terminal
///     defer { backend.end() }
///     try backend.present(canvas)                 // only the cells that changed are sent
///     let event = try backend.nextEvent(before: .now + .milliseconds(500))
///
/// It draws on `/dev/tty`, so standard output can still be piped or redirected; it uses the
/// alternate screen, hides the cursor, reads keys and SGR mouse reports, and always gives the
/// terminal back as it found it: on `end()`, on deinit, at exit, and from signal handlers on
/// every signal that ends a process, around SIGTSTP/SIGCONT, and on a crash (`SignalRestore`).
/// A terminal larger than `TerminalSizeLimit` is drawn in its top-left corner. How it paints
/// graphemes that terminals draw at different widths is in `CellPlacement`; docs/Terminal.md
/// has the whole picture.
///
/// One backend runs at a time in a process (ncurses and signal handlers are process-wide).
public final class CursesBackend: TerminalBackend {
    /// The screen's size in cells.
    public private(set) var size: Size
    /// The colours the terminal shows, as chosen at start.
    let colors: CursesColors
    let session: CursesScreen
    var painter: CursesPainter
    var decoder: InputDecoder
    /// Events decoded and not yet returned (the emoji-width probe adds the keys it read).
    var pendingEvents: [InputEvent] = []

    /// Starts on the terminal at `path` (the controlling terminal by default), whose type and
    /// colour preferences are read from `environment` (`TERM`, `NO_COLOR`).
    ///
    /// Throws `CursesBackendError.notATerminal` where there is no terminal, as under CI, and
    /// `.unsupportedTerminal` for `TERM=dumb` or a type terminfo does not know: fall back to
    /// text then.
    public init(path: String = "/dev/tty", environment: [String: String]) throws {
        let term = environment["TERM"] ?? ""
        session = try CursesScreen(path: path, term: term)
        let colorCount = Int(termisland_colors())
        let hasRGB = tigetflag("RGB") > 0 || colorCount >= 1 << 24
        colors = CursesColors.choose(colors: colorCount, hasRGB: hasRGB,
                                     canSetForeground: has_colors(), environment: environment)
        let window = session.window
        size = Size(width: Int(termisland_max_x(window)), height: Int(termisland_max_y(window)))
        decoder = InputDecoder(keyCodes: KeyCodeTable.current())
        painter = CursesPainter(session: session, colors: colors,
                                pairCapacity: Int(termisland_color_pairs()), size: size)
        Self.registerExitRestore()
    }

    deinit { end() }

    /// Leaves the alternate screen and restores the terminal. Safe to call more than once.
    public func end() {
        session.end()
    }

    /// Shows `canvas`, changing only the cells that differ from the screen, and says how many
    /// changed and the bytes that took.
    @discardableResult
    public func present(_ canvas: Canvas) throws -> PresentedFrame {
        guard session.isRunning else { return .unchanged }
        if SignalRestore.needsRepaint.exchange(false, ordering: .relaxed) { painter.needsFullRepaint = true }
        return painter.present(canvas.fitted(to: size))
    }

    /// Shows what `paint` changes on the backend's canvas (what the screen shows), comparing
    /// only the cells it painted; see `TerminalBackend.update(_:)`.
    @discardableResult
    public func update(_ paint: (inout Canvas) throws -> Void) throws -> PresentedFrame {
        guard session.isRunning else { return .unchanged }
        if SignalRestore.needsRepaint.exchange(false, ordering: .relaxed) { painter.needsFullRepaint = true }
        return try painter.update(paint)
    }

    /// Makes the next `present(_:)` repaint every cell on a cleared screen, whatever it
    /// believes the screen shows (for a "redraw" key such as Ctrl-L, or after something else
    /// wrote to the terminal).
    public func invalidate() {
        painter.needsFullRepaint = true
    }

    /// The next key, mouse or resize event, waiting until `deadline` at most (for ever when
    /// nil); nil when the deadline passes. Waiting is in `ppoll` (Linux) or `pselect` (Darwin), so
    /// an idle program sleeps.
    public func nextEvent(before deadline: ContinuousClock.Instant?) throws -> InputEvent? {
        guard session.isRunning else { return nil }
        while true {
            if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
            // SIGWINCH and SIGCONT stay blocked until the wait, which unblocks them atomically,
            // so one arriving after the read below still wakes the wait.
            var waking = sigset_t(), previous = sigset_t()
            sigemptyset(&waking)
            sigaddset(&waking, SIGWINCH)
            sigaddset(&waking, SIGCONT)
            pthread_sigmask(SIG_BLOCK, &waking, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

            if SignalRestore.needsRepaint.exchange(false, ordering: .relaxed) {
                // Back from a stop: the screen was the shell's meanwhile. Repaint what was
                // shown, and report the size in case it changed.
                painter.needsFullRepaint = true
                updateSize()
                _ = painter.present(painter.onScreen.fitted(to: size))
                pendingEvents.append(.resize(size))
                continue
            }
            readAvailableInput()
            if !pendingEvents.isEmpty { continue }

            var timeout: Int64 = -1
            if let deadline {
                let remaining = deadline - .now
                guard remaining > .zero else { return nil }
                let (seconds, attoseconds) = remaining.components
                timeout = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
            }
            switch termisland_wait_readable(session.fd, timeout, &previous) {
            case TermislandWaitFailed:
                throw CursesBackendError.notATerminal("the terminal went away (\(String(cString: strerror(errno))))")
            case TermislandWaitHungUp:
                throw CursesBackendError.notATerminal("the terminal went away (hung up)")
            default:
                continue  // ready, timed out (the deadline check above answers) or a signal
            }
        }
    }

    /// Reads everything that has arrived, without waiting, and decodes it into events. An
    /// escape sequence still open at the end waits the escape delay for its rest.
    private func readAvailableInput() {
        if SignalRestore.sizeChanged.exchange(false, ordering: .relaxed) && session.resizeToTerminal() {
            resized()
        }
        var units: [InputUnit] = []
        var unitsRead = 0
        wtimeout(session.window, 0)
        var character: wint_t = 0
        while unitsRead < 4096 {
            var status = wget_wch(session.window, &character)
            if status == ERR {
                pendingEvents += decoder.decode(units)
                units.removeAll()
                guard decoder.isInsideSequence else { break }
                wtimeout(session.window, Self.escapeDelayMilliseconds)
                status = wget_wch(session.window, &character)
                wtimeout(session.window, 0)
                if status == ERR {
                    pendingEvents += decoder.inputPaused()
                    break
                }
            }
            unitsRead += 1
            if status == KEY_CODE_YES {
                if Int32(character) == KEY_RESIZE {
                    pendingEvents += decoder.decode(units)
                    units.removeAll()
                    resized()
                    continue
                }
                units.append(.keyCode(Int32(character)))
            } else {
                units.append(.character(UInt32(character)))
            }
        }
        pendingEvents += decoder.decode(units)
    }

    /// How long an open escape sequence waits for its rest: ncurses's escape delay.
    static let escapeDelayMilliseconds: Int32 = 25

    /// The screen has a new size (ncurses's pictures already have it): repaint, and say so.
    private func resized() {
        updateSize()
        painter.needsFullRepaint = true
        pendingEvents.append(.resize(size))
    }

    /// Reads ncurses's size; a new one makes the painter start over (the same size keeps
    /// what it knows, and the next frame only clears and redraws).
    private func updateSize() {
        let window = session.window
        let newSize = Size(width: Int(termisland_max_x(window)), height: Int(termisland_max_y(window)))
        guard newSize != size else { return }
        size = newSize
        painter.resize(to: size)
    }

    /// A process that exits without `end()` (a call to `exit`, an uncaught error at top level)
    /// still gets its terminal back.
    private static func registerExitRestore() {
        guard !exitRestoreRegistered.exchange(true, ordering: .relaxed) else { return }
        atexit { SignalRestore.restoreAtExit() }
    }
}

/// Whether the `atexit` restore is registered: once a process.
private let exitRestoreRegistered = Atomic<Bool>(false)
