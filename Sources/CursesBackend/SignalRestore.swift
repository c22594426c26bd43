#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Restores the terminal from signal handlers, so no signal leaves the shell an alternate screen,
/// a hidden cursor, mouse reporting or raw modes:
///
/// - every signal whose default action ends the process (`endingSignals`: SIGHUP, SIGINT,
///   SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1/2, SIGPROF, SIGVTALRM, SIGXCPU, SIGXFSZ, SIGSYS,
///   and on Linux SIGIO, SIGSTKFLT, SIGPWR and the real-time signals glibc leaves to programs)
///   restores, then ends the process by that very signal (default action, so the shell sees
///   128 + n and a core dump where the signal makes one);
/// - a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) restores, lets the handler that
///   was there before (Swift's backtracer) report it, then ends by the signal; the same signal
///   sent by another process (`kill -SEGV`) is no crash: it restores and ends, no backtrace;
/// - SIGTSTP restores and stops; SIGCONT sets the terminal up again and asks for a repaint;
/// - SIGWINCH only notes that the size changed (`sizeChanged`), so ncurses, which would
///   otherwise resize itself to any size the terminal reports, installs no handler of its own.
///
/// A signal the process ignores when the handlers are installed (`nohup`'s SIGHUP, a SIGPIPE a
/// program chose to ignore) stays ignored; so do those ignored by default (SIGCHLD, SIGURG).
/// SIGTTIN and SIGTTOU stop the process as SIGSTOP does, without restoring.
///
/// A handler may only call async-signal-safe functions, so everything is prepared beforehand
/// in memory that is never freed: the bytes that restore the screen (`TerminalStrings`), the
/// shell's tty modes and curses's. A handler only calls `write(2)`, `tcsetattr`, `sigaction`,
/// `pthread_sigmask`, `raise`, `getpid` and `_exit`, the previous handler, and stores a flag.
///
///     start ──► install(fd, restore, resume, termios…) ──► handlers armed
///     SIGTERM…  write(restore); tcsetattr(shell's modes); default action; raise again
///     SIGTSTP   write(restore); tcsetattr(shell's); stop ┄┄ SIGCONT ┄┄► tcsetattr(curses's);
///               write(resume); needsRepaint = true
///     SIGSEGV   write(restore); tcsetattr(shell's); previous handler unless sent by another
///               process; default action; raise again
///     SIGWINCH  sizeChanged = true
///     end ────► uninstall(): previous handlers back
enum SignalRestore {
    /// Set by the SIGCONT path: the screen must be repainted in full.
    static let needsRepaint = Atomic<Bool>(false)
    /// Set by SIGWINCH: the terminal's size must be read again.
    static let sizeChanged = Atomic<Bool>(false)

    /// The signals whose default action ends the process and that are not crashes.
    static let endingSignals: [Int32] = {
        var signals = [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGPROF, SIGVTALRM,
                       SIGXCPU, SIGXFSZ, SIGSYS]
        #if os(Linux)
        // SIGIO ends a process on Linux (on macOS it is ignored by default). glibc keeps the
        // first real-time signals for its threads: SIGRTMIN is the first a program may use.
        signals += [SIGIO, SIGSTKFLT, SIGPWR]
        signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #elseif canImport(Darwin)
        signals += [SIGEMT]
        #endif
        return signals
    }()
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
        state.pointee.installed = 0
        for signal in endingSignals { setHandlerUnlessIgnored(signal, .simple(handleEnding)) }
        for signal in crashSignals { setHandlerUnlessIgnored(signal, .withInfo(handleCrash)) }
        setHandlerUnlessIgnored(SIGTSTP, .simple(handleStop))
        setHandlerUnlessIgnored(SIGCONT, .simple(handleContinue))
        setHandlerUnlessIgnored(SIGWINCH, .simple(handleResize))
    }

    /// Puts the previous handlers back.
    static func uninstall() {
        let state = handlerState
        state.pointee.isArmed = false
        guard state.pointee.isInstalled else { return }
        state.pointee.isInstalled = false
        for signal in Int32(1)..<Int32(slotCount) where state.pointee.installed & (1 << UInt64(signal - 1)) != 0 {
            sigaction(signal, previousAction(signal), nil)
        }
        state.pointee.installed = 0
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
        /// The signals given a handler here, bit n - 1 for signal n (those ignored were not).
        var installed: UInt64 = 0
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

    private typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// A handler of one of `sigaction`'s two kinds.
    private enum Handler {
        case simple(@convention(c) (Int32) -> Void)
        case withInfo(InfoHandler)
    }

    /// The number a handler field holds, to tell SIG_DFL (0) and SIG_IGN (1) from a function.
    private static func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Installs `handler` for `signal`, saving the previous action, unless the process ignores
    /// the signal: then it stays ignored.
    private static func setHandlerUnlessIgnored(_ signal: Int32, _ handler: Handler) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, handlerAddress(current) != 1 else { return }
        setHandler(signal, handler, saving: true)
        handlerState.pointee.installed |= 1 << UInt64(signal - 1)
    }

    private static func setHandler(_ signal: Int32, _ handler: Handler, saving: Bool) {
        var action = sigaction()
        switch handler {
        case .simple(let function):
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = function
            #else
            action.__sigaction_u.__sa_handler = function
            #endif
            action.sa_flags = 0
        case .withInfo(let function):
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = function
            #else
            action.__sigaction_u.__sa_sigaction = function
            #endif
            // On the alternate stack where there is one (Swift's backtracer sets one up), so a
            // stack overflow's SIGSEGV still restores the terminal.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
        }
        sigemptyset(&action.sa_mask)
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

    /// Ends the process by `signal`'s default action, as if no handler had been there: the
    /// parent sees the signal (a shell says "Terminated", `$?` is 128 + n, a core is dumped
    /// where the signal makes one), not an exit status that imitates it.
    private static func endBy(_ signal: Int32) -> Never {
        setDefault(signal)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(signal)
        _exit(128 + signal)  // not reached: the default action of every signal here ends
    }

    private static let handleEnding: @convention(c) (Int32) -> Void = { signal in
        restoreTerminal()
        handlerState.pointee.isArmed = false
        endBy(signal)
    }

    private static let handleCrash: InfoHandler = { signal, info, context in
        restoreTerminal()
        handlerState.pointee.isArmed = false
        // A crash goes to whoever handled it before (Swift's backtracer, which reports it on
        // the restored screen). The same signal sent by another process is a request to end:
        // no backtrace, and no interactive prompt waiting in a terminal nobody is reading.
        if let info, !isSentByAnotherProcess(info.pointee) {
            let previous = previousAction(signal).pointee
            let address = handlerAddress(previous)
            if address != 0 && address != 1 {
                if previous.sa_flags & SA_SIGINFO != 0 {
                    #if canImport(Glibc)
                    previous.__sigaction_handler.sa_sigaction?(signal, info, context)
                    #else
                    previous.__sigaction_u.__sa_sigaction?(signal, info, context)
                    #endif
                } else {
                    #if canImport(Glibc)
                    previous.__sigaction_handler.sa_handler?(signal)
                    #else
                    previous.__sigaction_u.__sa_handler?(signal)
                    #endif
                }
            }
        }
        // Whatever the previous handler did, the process ends: a signal sent from outside
        // does not repeat itself as a fault does, and one returning handler must not leave it
        // running, drawing into a terminal it has given back.
        endBy(signal)
    }

    /// Whether the signal came from `kill` or `sigqueue` by another process, rather than from a
    /// fault or this process's own `abort()` or `raise`.
    ///
    /// Linux: `SI_USER` is 0 and `SI_QUEUE` −1 (every sender's code is ≤ 0, `<bits/siginfo-consts.h>`),
    /// a fault's code is positive. Darwin: `<sys/signal.h>` defines `SI_USER` as 0x10001 and
    /// `SI_QUEUE` 0x10002 (the `SI_` codes start at 0x10001), while fault codes (`SEGV_MAPERR`,
    /// `BUS_ADRALN`, `FPE_INTDIV`, …) are small positive numbers; xnu has also been seen to leave
    /// 0 for `kill`, so both are taken as sent. Untested on a Mac (docs/macOS.md).
    private static func isSentByAnotherProcess(_ info: siginfo_t) -> Bool {
        #if canImport(Glibc)
        return info.si_code <= 0 && info._sifields._kill.si_pid != getpid()
        #else
        let sent = info.si_code <= 0 || info.si_code >= 0x10001
        return sent && info.si_pid != getpid()
        #endif
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
        setHandler(SIGTSTP, .simple(handleStop), saving: false)
        resumeTerminal()
    }

    private static let handleContinue: @convention(c) (Int32) -> Void = { _ in
        // A stop by SIGSTOP, which cannot be caught, leaves the terminal in curses's modes
        // anyway; a stop through `handleStop` resumes there. Either way: repaint.
        needsRepaint.store(true, ordering: .relaxed)
    }

    private static let handleResize: @convention(c) (Int32) -> Void = { _ in
        sizeChanged.store(true, ordering: .relaxed)
    }

    private static func resumeTerminal() {
        let state = handlerState
        guard let resume = state.pointee.resume else { return }
        _ = tcsetattr(state.pointee.fd, TCSADRAIN, &state.pointee.cursesModes)
        _ = write(state.pointee.fd, resume, state.pointee.resumeCount)
        needsRepaint.store(true, ordering: .relaxed)
    }
}
