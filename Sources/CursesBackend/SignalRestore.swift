#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Restores the terminal from signal handlers: on SIGINT, SIGTERM, SIGHUP and SIGQUIT (then
/// exits with 128 + the signal's number), around SIGTSTP (restores, stops, and on SIGCONT sets
/// the terminal up again and asks for a repaint), and on the signals of a crash or a Swift
/// runtime trap, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE (restores, then hands the
/// signal to whatever handled it before, such as Swift's backtracer, or the default action).
///
/// A handler may only call async-signal-safe functions, so everything is prepared beforehand
/// in memory that is never freed: the bytes that restore the screen (`TerminalStrings`), the
/// shell's tty modes and curses's. A handler only calls `write(2)`, `tcsetattr`, `sigaction`,
/// `pthread_sigmask`, `raise` and `_exit`, and stores a flag.
///
///     start ──► install(fd, restore, resume, termios…) ──► handlers armed
///     SIGINT    write(restore); tcsetattr(shell's modes); _exit(128 + SIGINT)
///     SIGTSTP   write(restore); tcsetattr(shell's); stop ┄┄ SIGCONT ┄┄► tcsetattr(curses's);
///               write(resume); needsRepaint = true
///     SIGSEGV   write(restore); tcsetattr(shell's); previous handler; raise again
///     end ────► uninstall(): previous handlers back
enum SignalRestore {
    /// Set by the SIGCONT path: the screen must be repainted in full.
    static let needsRepaint = Atomic<Bool>(false)

    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Arms the handlers for the terminal on `fd`, installing them the first time. Called
    /// before `newterm` with nothing to restore yet (so ncurses installs none of its own), then
    /// again once the restore bytes are known.
    static func install(fd: Int32, restore: [UInt8], resume: [UInt8], shellModes: termios, cursesModes: termios) {
        let state = handlerState
        state.pointee.fd = fd
        state.pointee.restore = copy(restore)
        state.pointee.restoreCount = restore.count
        state.pointee.resume = copy(resume)
        state.pointee.resumeCount = resume.count
        state.pointee.shellModes = shellModes
        state.pointee.cursesModes = cursesModes
        state.pointee.isArmed = true
        // Installed once: installing again would save these handlers as "the previous ones".
        guard !state.pointee.isInstalled else { return }
        state.pointee.isInstalled = true
        for signal in terminatingSignals { setHandler(signal, handleTermination, saving: true) }
        for signal in crashSignals { setHandler(signal, handleCrash, saving: true) }
        setHandler(SIGTSTP, handleStop, saving: true)
        setHandler(SIGCONT, handleContinue, saving: true)
    }

    /// Updates the modes restored after a stop (curses changes them after start-up).
    static func updateCursesModes(_ modes: termios) {
        handlerState.pointee.cursesModes = modes
    }

    /// Puts the previous handlers back.
    static func uninstall() {
        let state = handlerState
        state.pointee.isArmed = false
        guard state.pointee.isInstalled else { return }
        state.pointee.isInstalled = false
        for signal in terminatingSignals + crashSignals + [SIGTSTP, SIGCONT] {
            _ = withUnsafeMutablePointer(to: &state.pointee.previous) { previous in
                previous.withMemoryRebound(to: sigaction.self, capacity: slotCount) { actions in
                    sigaction(signal, actions + Int(signal), nil)
                }
            }
        }
    }

    /// Restores the terminal if the handlers are still armed: for `atexit`, when a program
    /// exits without ending the backend.
    static func restoreAtExit() {
        restoreTerminal()
        handlerState.pointee.isArmed = false
    }

    // MARK: - State the handlers read

    private static let slotCount = 65

    /// Everything a handler needs, in memory allocated once and never freed or moved.
    private struct HandlerState {
        var fd: Int32 = -1
        var restore: UnsafeMutablePointer<UInt8>?
        var restoreCount = 0
        var resume: UnsafeMutablePointer<UInt8>?
        var resumeCount = 0
        var shellModes = termios()
        var cursesModes = termios()
        var isArmed = false
        /// Whether the handlers are installed (armed or not).
        var isInstalled = false
        /// The handlers installed before, indexed by signal number (64 signals on Linux).
        var previous = PreviousActions()
    }

    /// 65 `sigaction`s, indexed by signal number: a tuple, so the state has a fixed layout.
    private struct PreviousActions {
        var storage: (Slots16, Slots16, Slots16, Slots16, sigaction) = (.init(), .init(), .init(), .init(), sigaction())
    }
    private struct Slots16 {
        var slots = (sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
                     sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction())
    }

    /// Allocated on first use, which `install` makes sure happens before any handler runs.
    nonisolated(unsafe) private static let handlerState: UnsafeMutablePointer<HandlerState> = {
        let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
        state.initialize(to: HandlerState())
        return state
    }()

    private static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8> {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        buffer.initialize(from: bytes, count: bytes.count)
        return buffer  // never freed: a handler may still read an older one
    }

    private static func previousAction(_ signal: Int32) -> UnsafeMutablePointer<sigaction> {
        withUnsafeMutablePointer(to: &handlerState.pointee.previous) { previous in
            UnsafeMutableRawPointer(previous).assumingMemoryBound(to: sigaction.self) + Int(signal)
        }
    }

    private static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void, saving: Bool) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, saving ? previousAction(signal) : nil)
    }

    private static func setDefault(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    // MARK: - The handlers (async-signal-safe calls only)

    /// Writes the restore bytes and puts the shell's tty modes back.
    private static func restoreTerminal() {
        let state = handlerState
        guard state.pointee.isArmed, let restore = state.pointee.restore else { return }
        var written = 0
        while written < state.pointee.restoreCount {
            let result = write(state.pointee.fd, restore + written, state.pointee.restoreCount - written)
            if result <= 0 { break }
            written += result
        }
        _ = tcsetattr(state.pointee.fd, TCSADRAIN, &state.pointee.shellModes)
    }

    private static let handleTermination: @convention(c) (Int32) -> Void = { signal in
        restoreTerminal()
        _exit(128 + signal)
    }

    private static let handleCrash: @convention(c) (Int32) -> Void = { signal in
        restoreTerminal()
        handlerState.pointee.isArmed = false
        // Whoever handled it before (Swift's backtracer, or the default action) takes over
        // once this handler returns and the signal, blocked while it runs, is delivered.
        sigaction(signal, previousAction(signal), nil)
        raise(signal)
    }

    private static let handleStop: @convention(c) (Int32) -> Void = { _ in
        restoreTerminal()
        setDefault(SIGTSTP)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        // Stopped here until SIGCONT.
        setHandler(SIGTSTP, handleStop, saving: false)
        resumeTerminal()
    }

    private static let handleContinue: @convention(c) (Int32) -> Void = { _ in
        // A stop by SIGSTOP, which cannot be caught, leaves the terminal in curses's modes
        // anyway; a stop through `handleStop` resumes there. Either way: repaint.
        needsRepaint.store(true, ordering: .relaxed)
    }

    private static func resumeTerminal() {
        let state = handlerState
        guard let resume = state.pointee.resume else { return }
        _ = tcsetattr(state.pointee.fd, TCSADRAIN, &state.pointee.cursesModes)
        _ = write(state.pointee.fd, resume, state.pointee.resumeCount)
        needsRepaint.store(true, ordering: .relaxed)
    }
}
