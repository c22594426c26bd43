import Foundation
import IslandRegistry
import Synchronization
import WidgetSources

/// Starting the children that evaluate previews apart: each started when its previews are due,
/// or, in `preview --watch` on a loaded library, one started ahead that waits for the next save.
///
///     after the previews are drawn          at the next save, once the library is linked
///       spawn island, TERMISLAND_PREVIEW_WAITING=1    "0 /…/libWidget_X-1f2e.so\n" on its standard
///       it starts, reaches the folder, and          input: it loads that library and evaluates
///       blocks reading its standard input           from unit 0, as a child started then would
///
/// Starting `island` is about 60 ms of a save's half second (docs/BENCHMARKS.md, "The loop"):
/// started ahead, it is paid while the person edits. The waiting child is the same program with
/// the same words and environment as one started at the save; it is told only what that one
/// would have been given in its environment, so it draws exactly what that one draws.
extension PreviewIsolation {
    /// Set in the environment of a child started ahead, to the file its standard error goes to:
    /// it waits for its assignment, and removes that file if its parent ends first.
    static let waitingVariable = "TERMISLAND_PREVIEW_WAITING"
    /// `TERMISLAND_PREVIEW_AHEAD=0`: no child started ahead; each save starts its own (the
    /// baseline of docs/BENCHMARKS.md's figure, and a way to keep an idle process away).
    static let aheadVariable = "TERMISLAND_PREVIEW_AHEAD"

    /// A child running, with the channel it announces its units on and the file its standard
    /// error (a crash's backtrace) goes to.
    struct StartedChild: Sendable {
        let child: ChildProcess
        /// The channel's read end, the caller's to close.
        let channel: Int32
        let log: URL
    }

    struct ChildUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The child waiting for the next save, if one was started ahead.
    private static let waiting = Mutex<WaitingChild?>(nil)

    /// A child that evaluates from unit `first`: the one waiting when it was started for the
    /// same environment and is still alive, else one started now.
    static func startChild(from first: Int, environment: [String: String]) -> Result<StartedChild, ChildUnavailable> {
        let library = WidgetRegistry.loadedLibrary.withLock { $0 }
        if let library, let ahead = waiting.withLock({ $0.take() }) {
            if ahead.environment == environment, let started = ahead.assign(first: first, library: library) { return .success(started) }
            ahead.discard()
        }
        var childEnvironment = environment
        childEnvironment[childVariable] = String(first)
        if let library { childEnvironment[libraryVariable] = library }
        return spawn(environment: childEnvironment, log: logFile("\(first)"))
    }

    /// Starts a child to wait for the next save's previews, unless one waits already: only for a
    /// loaded library (its path is what the child is told), in a process that reloads.
    static func startAhead(environment: [String: String]) {
        guard environment[aheadVariable] != "0", WidgetRegistry.loadedLibrary.withLock({ $0 }) != nil, environment[childVariable] == nil,
              waiting.withLock({ $0 == nil }) else { return }
        var sockets: [Int32] = [-1, -1]
        // A socket, not a pipe: telling a child that died meanwhile is an error, not a SIGPIPE.
        #if canImport(Darwin)
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &sockets) == 0 else { return }
        // Darwin has no MSG_NOSIGNAL: the parent's end is told not to raise SIGPIPE instead.
        var on: Int32 = 1
        setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #else
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &sockets) == 0 else { return }
        #endif
        for end in sockets { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let log = logFile("ahead")
        var childEnvironment = environment
        childEnvironment[waitingVariable] = log.path
        switch spawn(environment: childEnvironment, log: log, input: sockets[1]) {
        case .success(let started):
            close(sockets[1])
            let ahead = WaitingChild(started: started, assignment: sockets[0], environment: environment)
            waiting.withLock { $0 = ahead }
        case .failure:
            sockets.forEach { close($0) }
        }
    }

    /// In a child started ahead: waits for `"<first unit> <library path>\n"` on standard input.
    /// Nil when the parent ended or said something else first: the child then ends quietly,
    /// leaving no file behind.
    static func awaitAssignment(log: String) -> (first: Int, library: String)? {
        guard let assigned = readAssignment(from: STDIN_FILENO) else {
            if log.hasPrefix(FileManager.default.temporaryDirectory.path), log.contains("/termisland-preview-") { unlink(log) }
            return nil
        }
        // The user's code reads no assignment: its standard input is nothing, as a child's is.
        let null = open("/dev/null", O_RDONLY)
        dup2(null, STDIN_FILENO)
        close(null)
        return assigned
    }

    /// The longest assignment line read: a unit's number, a space and a path.
    static let longestAssignment = Int(PATH_MAX) + 21

    /// An assignment line from `descriptor`, a byte at a time so that nothing after it is taken.
    static func readAssignment(from descriptor: Int32) -> (first: Int, library: String)? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { break }
            guard line.count < longestAssignment else { return nil }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let space = text.firstIndex(of: " "), let first = Int(text[..<space]), first >= 0 else { return nil }
        let library = String(text[text.index(after: space)...])
        return library.hasPrefix("/") ? (first, library) : nil
    }

    private static func spawn(environment: [String: String], log: URL, input: Int32 = -1) -> Result<StartedChild, ChildUnavailable> {
        let errors = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard errors >= 0 else { return .failure(ChildUnavailable(description: "cannot write \(log.path)")) }
        defer { close(errors) }
        guard let channel = ChildProcess.pipe() else {
            return .failure(ChildUnavailable(description: "no pipe: \(String(cString: strerror(errno)))"))
        }
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var environment = environment
        // Ours, whatever the user's: the report is read from it (`swift test` sets one of its own).
        environment["SWIFT_BACKTRACE"] = SwiftBacktrace.settings
        do {
            let child = try ChildProcess.spawn([executable] + CommandLine.arguments.dropFirst(), environment: environment,
                                               input: input, output: channel.write, errors: errors)
            close(channel.write)
            return .success(StartedChild(child: child, channel: channel.read, log: log))
        } catch {
            close(channel.write)
            close(channel.read)
            try? FileManager.default.removeItem(at: log)
            return .failure(ChildUnavailable(description: error.description))
        }
    }

    private static let logs = Mutex(0)

    /// A file of its own for each child's standard error.
    private static func logFile(_ name: String) -> URL {
        let number = logs.withLock { count in
            count += 1
            return count
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("termisland-preview-\(getpid())-\(number)-\(name).log")
    }
}

/// A child started ahead and what it was started with.
private struct WaitingChild: Sendable {
    let started: PreviewIsolation.StartedChild
    /// The parent's end of the child's standard input.
    let assignment: Int32
    /// The environment it was started for (without the waiting variable).
    let environment: [String: String]

    /// Tells it what to evaluate; nil when it can no longer be told (it ended meanwhile).
    func assign(first: Int, library: String) -> PreviewIsolation.StartedChild? {
        defer { close(assignment) }
        var status: Int32 = 0
        guard waitpid(started.child.pid, &status, WNOHANG) == 0 else {
            cleanUp()
            return nil
        }
        let line = Array("\(first) \(library)\n".utf8)
        #if canImport(Darwin)
        let flags: Int32 = 0  // SO_NOSIGPIPE is set on this end
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        let sent = line.withUnsafeBytes { send(assignment, $0.baseAddress, $0.count, flags) }
        guard sent == line.count else {
            kill(started.child.pid, SIGKILL)
            _ = started.child.wait()
            cleanUp()
            return nil
        }
        return started
    }

    /// Ends it unused: closing its input ends it, as its parent's end would.
    func discard() {
        close(assignment)
        _ = started.child.wait()
        cleanUp()
    }

    private func cleanUp() {
        close(started.channel)
        try? FileManager.default.removeItem(at: started.log)
    }
}
