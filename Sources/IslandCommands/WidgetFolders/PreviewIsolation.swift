import Foundation
import IslandCommandLine
import IslandRegistry
import TermIsland
import WidgetSources

/// Each of a widget folder's previews evaluated apart, so that one that crashes (a `.first!`
/// on empty sample data, a `fatalError`, a signal) or hangs is reported with its name, its
/// reason and the user's line, and every other preview still draws.
///
///     host (snapshot, lint, preview)                       child: the same program, same words,
///       spawns ──────────────────────────────────────────▶   TERMISLAND_PREVIEW_CHILD=<first unit>
///       reads  ◀── begin 0 · end 0 · begin 1 · end 1 ···    evaluates and draws each unit in turn
///       on a crash: the unit begun is the culprit; its      (its standard output the channel,
///         backtrace (stderr) gives the line; restart at +1   the user's prints dropped)
///       on a hang: a signal for a backtrace, then SIGKILL
///       then draws every unit that finished, in-process
///
/// The child is the host program started again (`ChildProcess`, posix_spawn), never a fork
/// of a Swift process. A unit is a `#Preview`, a `PreviewProvider` or a widget's placeholder
/// (`PreviewUnit`), known to both processes by its index.
/// In `preview --watch` on a loaded library, the next save's child is started ahead and waits
/// to be told its library and first unit (PreviewIsolation+Children).
enum PreviewIsolation {
    /// Set in the child's environment: the index of the first unit to evaluate.
    static let childVariable = "TERMISLAND_PREVIEW_CHILD"
    /// Set in the child's environment when the previews are a loaded library's: its path, which
    /// the child loads as it is (`WidgetSourceLaunch`), a save after it notwithstanding.
    static let libraryVariable = "TERMISLAND_PREVIEW_LIBRARY"
    /// `TERMISLAND_PREVIEWS_TOGETHER=1`: every preview in this process, as before (a debugger's
    /// way in, and the baseline of the cost measured in docs/Reliability.md).
    static let togetherVariable = "TERMISLAND_PREVIEWS_TOGETHER"
    /// How long a preview may run, unless `--preview-timeout` says otherwise.
    static let defaultTimeout: Double = 10
    /// How long the child may take to start before its first unit, and a crash's backtracer to write.
    static let startAllowance: Double = 30

    /// The folder's previews with those that failed apart left out, and the failures. In the
    /// child (`childVariable` set) this evaluates the units and ends the process.
    static func catalog(_ invocation: Invocation, widgets: [any Widget], options: CommandOptions,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (catalog: PreviewCatalog, failures: [PreviewFailure]) {
        let units = PreviewUnit.all(widgets: widgets)
        if environment[togetherVariable] == "1" { return (PreviewCatalog(widgets: widgets), []) }
        if let first = environment[childVariable].flatMap(Int.init) {
            exit(evaluate(units, from: first, widgets: widgets) { catalog in
                _ = SnapshotCommand.snapshots(of: catalog, options)
            })
        }
        // The next save's child, started while the person edits (`startAhead`).
        defer { if options.watch { startAhead(environment: environment) } }
        // This library's previews ran apart for these words before without a failure: they run
        // here, as they would after the child (`PreviewsThatRanApart`).
        let ranApart = PreviewsThatRanApart.line(unitCount: units.count)
        if PreviewsThatRanApart.takeIfRecorded(ranApart) { return (PreviewCatalog(widgets: widgets), []) }
        let supervised = supervise(unitCount: units.count, timeout: options.previewTimeout ?? defaultTimeout, environment: environment)
        if supervised.unavailable == nil && supervised.failures.isEmpty { PreviewsThatRanApart.whenEnded(record: ranApart) }
        if let unavailable = supervised.unavailable {
            Island.printError("the previews could not be run apart (\(unavailable)); running them together")
            return (PreviewCatalog(widgets: widgets), [])
        }
        let failed = Set(supervised.failures.map { $0.unit })
        var previews: [WidgetPreview] = [], providers: [any PreviewProvider.Type] = [], leftOut: Set<String> = []
        var aPreviewFailed = false
        for (index, unit) in units.enumerated() {
            let isFailed = failed.contains(index)
            switch unit {
            case .preview(let record): if isFailed { aPreviewFailed = true } else { previews.append(record.preview()) }
            case .provider(let type): if isFailed { aPreviewFailed = true } else { providers.append(type) }
            case .placeholder: if isFailed { leftOut.insert(unit.title) }
            }
        }
        // A failed preview's widget is not known (making the preview is what failed), so no
        // placeholder is drawn that could stand in for it under another name.
        let catalog = PreviewCatalog(previews: previews, providers: providers, widgets: widgets,
                                     drawsPlaceholders: !aPreviewFailed, leavingOut: leftOut)
        let places = try FolderSourcePlaces(options.positional, target: options.target)
        let failures = supervised.failures.compactMap { failure -> PreviewFailure? in
            let unit = units[failure.unit]
            if case .placeholder = unit, aPreviewFailed || catalog.previewedWidgets.contains(unit.title) { return nil }
            let location = failure.backtrace.frames.lazy.compactMap { places.userLocation(compiledPath: $0.path, line: $0.line) }.first
                ?? places.declaredLocation(of: unit)
            return PreviewFailure(unit: failure.unit, title: unit.title, reason: failure.reason, location: location)
        }
        return (catalog, failures)
    }

    // MARK: The child

    /// Evaluates and draws `units` from `first` on, announcing each on the channel (the
    /// process's standard output, which the user's prints no longer reach).
    static func evaluate(_ units: [PreviewUnit], from first: Int, widgets: [any Widget],
                         draw: (PreviewCatalog) -> Void) -> Int32 {
        fflush(nil)  // every stream: what was written before goes where it was meant to
        // A signal mask is inherited across exec (a test runner's blocks some): the supervisor's
        // signal for a hung preview's backtrace must reach this thread, where the previews run.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        // Not inherited by what the program starts (the backtracer): the channel closes when it ends.
        let channel = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        close(null)
        func say(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(channel, $0.baseAddress, $0.count) }
        }
        for index in units.indices where index >= first {
            say("begin \(index)")
            draw(units[index].catalog(widgets: widgets))
            say("end \(index)")
        }
        say("done")
        return 0
    }

    // MARK: The supervisor

    struct Failure {
        let unit: Int
        let reason: PreviewFailure.Reason
        let backtrace: SwiftBacktrace
    }

    /// Runs children until every unit was evaluated: one that fails is recorded and the next
    /// child starts after it. `unavailable` says why no child could be run at all.
    static func supervise(unitCount: Int, timeout: Double, environment: [String: String]) -> (failures: [Failure], unavailable: String?) {
        var failures: [Failure] = []
        var next = 0
        while next < unitCount {
            switch runChild(from: next, timeout: timeout, environment: environment) {
            case .finished: return (failures, nil)
            case .failed(let failure):
                failures.append(failure)
                next = failure.unit + 1
            case .unavailable(let reason): return (failures, reason)
            }
        }
        return (failures, nil)
    }

    enum ChildEnd {
        case finished
        case failed(Failure)
        case unavailable(String)
    }

    /// One child from unit `first`, watched until it ends or a unit runs past `timeout`.
    static func runChild(from first: Int, timeout: Double, environment: [String: String]) -> ChildEnd {
        let started: StartedChild
        switch startChild(from: first, environment: environment) {
        case .success(let child): started = child
        case .failure(let problem): return .unavailable(problem.description)
        }
        let (child, log) = (started.child, started.log)
        defer {
            close(started.channel)
            try? FileManager.default.removeItem(at: log)
        }
        let reader = ChannelReader(descriptor: started.channel)
        var current: Int?, sawDone = false
        var deadline = Date().addingTimeInterval(timeout + startAllowance)
        var extended = false
        reading: while true {
            switch reader.next(until: deadline) {
            case .line(let line):
                let words = line.split(separator: " ")
                if words.first == "begin", words.count == 2, let unit = Int(words[1]) {
                    current = unit
                    deadline = Date().addingTimeInterval(timeout)
                    extended = false
                } else if words.first == "end" {
                    current = nil
                } else if line == "done" {
                    sawDone = true
                }
            case .closed:
                break reading
            case .timedOut:
                let written = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                // A crash whose backtrace is still being written is given the time to finish it.
                if written.contains("Backtracing") && !extended {
                    extended = true
                    deadline = Date().addingTimeInterval(startAllowance)
                    continue reading
                }
                guard let unit = current else {
                    kill(child.pid, SIGKILL)
                    _ = child.wait()
                    return .unavailable("the program did not start within \(Int(timeout + startAllowance)) s")
                }
                // Where it is stuck: the backtracer answers a signal it catches as it answers a
                // crash. A signal sent from outside is not a fault: once the backtrace is written
                // the program would go on, so it is killed then.
                if let signal = SwiftBacktrace.caughtSignal(of: child.pid) {
                    kill(child.pid, signal)
                    let backtraceDeadline = Date().addingTimeInterval(startAllowance)
                    while Date() < backtraceDeadline, !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(SwiftBacktrace.end) {
                        usleep(50_000)
                    }
                }
                kill(child.pid, SIGKILL)
                reader.drain(until: Date().addingTimeInterval(startAllowance))
                _ = child.wait()
                let backtrace = SwiftBacktrace((try? String(contentsOf: log, encoding: .utf8)) ?? "")
                return .failed(Failure(unit: unit, reason: .hung(seconds: timeout), backtrace: backtrace))
            }
        }
        let ended = child.wait()
        if sawDone && ended == .exited(0) { return .finished }
        let backtrace = SwiftBacktrace((try? String(contentsOf: log, encoding: .utf8)) ?? "")
        let ending: String
        switch ended {
        case .signaled(let signal): ending = String(cString: strsignal(signal))
        case .exited(let code): ending = "exit status \(code)"
        }
        guard let unit = current else { return .unavailable("it ended with \(ending) between previews") }
        return .failed(Failure(unit: unit, reason: .crashed(backtrace.reason ?? ending), backtrace: backtrace))
    }
}

/// The child's channel, read a line at a time with a deadline.
final class ChannelReader {
    enum Event {
        case line(String)
        case closed
        case timedOut
    }

    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var isClosed = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    func next(until deadline: Date) -> Event {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return .line(line)
            }
            if isClosed { return .closed }
            let milliseconds = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)))
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { return .timedOut }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { isClosed = true; continue }
            pending += buffer[..<count]
        }
    }

    /// Reads and drops what comes until the channel closes or `deadline`.
    func drain(until deadline: Date) {
        while true {
            switch next(until: deadline) {
            case .line: continue
            case .closed, .timedOut: return
            }
        }
    }
}
