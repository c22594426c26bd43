import Foundation

/// One run of a Swift tool found on PATH (`swiftc`, `swift build`, `swift package`) or named by
/// its path (`swift-frontend`, `clang`), to its end: the places a widget's sources meet the
/// toolchain run it the same way, so it is here once.
///
/// Started with `posix_spawnp` and waited for with `waitpid`, not with Foundation's `Process`,
/// whose `waitUntilExit` looks for the end every 50 ms: a save's compile runs two tools, and
/// those waits were a tenth of a second of it (docs/BENCHMARKS.md, "The loop").
package struct ToolRun: Sendable {
    /// How it ended: its exit status, or 128 and the signal that ended it.
    package let status: Int32
    /// What it printed on standard output (with standard error too when they were merged).
    package let output: String
    /// What it printed on standard error, when kept apart (empty when merged).
    package let errors: String

    package var succeeded: Bool { status == 0 }

    /// Runs `command` (a tool on PATH, or a path, and its arguments) with no input.
    /// `mergingErrors` puts standard error into `output`, in the order printed, as a compiler's
    /// diagnostics are read; otherwise the two are read at once, so a tool that fills one pipe
    /// while the other is read does not stall.
    package static func run(_ command: [String], mergingErrors: Bool) throws(WidgetSourceProblem) -> ToolRun {
        guard let tool = command.first else { throw .failure("no tool to run") }
        // The command's words before its first option: `swift build`, `swiftc`.
        let named = command.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard makePipe(&outputPipe), mergingErrors || makePipe(&errorPipe) else {
            throw .failure("cannot run \(named): no pipe (\(String(cString: strerror(errno))))")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, mergingErrors ? outputPipe[1] : errorPipe[1], 2)
        // The previewer blocks signals on some threads; the tool starts with none blocked.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = command.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, tool, &actions, &attributes, argv, environment)
        close(outputPipe[1])
        if !mergingErrors { close(errorPipe[1]) }
        guard spawned == 0 else {
            close(outputPipe[0])
            if !mergingErrors { close(errorPipe[0]) }
            throw .failure("cannot run \(named) (is Swift on PATH?): \(String(cString: strerror(spawned)))")
        }
        let (printed, said) = readToEnd(outputPipe[0], mergingErrors ? nil : errorPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // The `W…` macros of <sys/wait.h>, which Swift does not import.
        let ended = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ToolRun(status: ended, output: String(decoding: printed, as: UTF8.self), errors: String(decoding: said, as: UTF8.self))
    }

    /// A pipe whose ends the tool does not inherit (but as its standard output and error).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Everything written to `first` and `second` until both close, read as it comes.
    private static func readToEnd(_ first: Int32, _ second: Int32?) -> ([UInt8], [UInt8]) {
        var received: [[UInt8]] = [[], []]
        var open = [first, second ?? -1]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0 >= 0 }) {
            var requests = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&requests, nfds_t(requests.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in open.indices where open[index] >= 0 && requests[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    received[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    close(open[index])
                    open[index] = -1
                }
            }
        }
        for descriptor in open where descriptor >= 0 { close(descriptor) }
        return (received[0], received[1])
    }
}
