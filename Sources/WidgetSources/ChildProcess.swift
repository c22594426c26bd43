import Foundation

/// A program started with `posix_spawnp` and waited for with `waitpid`: what `ToolRun` and the
/// previews run apart (`PreviewIsolation`) start. Not Foundation's `Process`, whose
/// `waitUntilExit` looks for the end every 50 ms on Linux, each time a save's compile or a
/// preview's child ends (docs/BENCHMARKS.md, "The loop").
package struct ChildProcess: Sendable {
    /// How a child ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)

        /// As a shell gives it: the exit status, or 128 and the signal.
        package var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        }
    }

    package let pid: pid_t

    /// Starts `command` (a program on PATH, or a path, and its arguments) with `environment`,
    /// its standard input, output and error the descriptors given (-1: `/dev/null`). The
    /// descriptors are the caller's to close; the child gets copies. Its signal mask is empty,
    /// whatever the calling thread blocks.
    package static func spawn(_ command: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                              input: Int32 = -1, output: Int32 = -1, errors: Int32 = -1) throws(WidgetSourceProblem) -> ChildProcess {
        guard let tool = command.first else { throw .failure("no program to run") }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(input, Int32(0)), (output, 1), (errors, 2)] {
            if descriptor < 0 {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, tool, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            // The command's words before its first option: `swift build`, `swiftc`.
            let named = command.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
            throw .failure("cannot run \(named) (is Swift on PATH?): \(String(cString: strerror(spawned)))")
        }
        return ChildProcess(pid: child)
    }

    /// Waits for the child's end.
    package func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(-1) }
        }
        // The `W…` macros of <sys/wait.h>, which Swift does not import.
        return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
    }

    /// A pipe neither end of which a child inherits, but as the descriptor it is given.
    package static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard Foundation.pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
