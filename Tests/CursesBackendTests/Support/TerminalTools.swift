import Foundation

/// The programs the terminal tests drive: the probe, pyte's Python and tmux.
///
/// Where pyte or tmux is missing the tests that need it are skipped with the reason, except
/// under CI (`CI` set), where `.ci/run` installs both with the README's set-up line and a
/// missing tool is a failure.
enum TerminalTools {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let environment = ProcessInfo.processInfo.environment
    static let isCI = !(environment["CI"] ?? "").isEmpty && environment["CI"] != "false"

    /// The curses-probe executable, built beside the test bundle.
    static let probe: String = productsDirectory.appendingPathComponent("curses-probe").path

    /// Where `swift build` put the test bundle and the executables beside it.
    ///
    /// On Linux the tests run in the bundle's own executable, which `/proc/self/exe` names. On
    /// macOS they run inside Xcode's `xctest` (or SwiftPM's testing helper), which loaded the
    /// bundle (`CursesBackendPackageTests.xctest`) from the products directory; `/proc` does
    /// not exist there. `.build/debug` is the last resort on both.
    static let productsDirectory: URL = {
        #if os(Linux)
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: executable).deletingLastPathComponent()
        }
        #else
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return packageRoot.appendingPathComponent(".build/debug")
    }()

    /// The island command, built beside the test bundle too.
    static let island = URL(fileURLWithPath: probe).deletingLastPathComponent().appendingPathComponent("island").path

    /// A Python with pyte: `TERMISLAND_PYTHON`, Debian's (python3-pyte, from the README's
    /// set-up line: the system Python's, which a pyenv or venv on the PATH hides), or python3.
    static let python: String? = {
        let candidates: [String?] = [environment["TERMISLAND_PYTHON"], "/usr/bin/python3", "python3"]
        return candidates.compactMap { $0 }.first { run($0, ["-c", "import pyte"]).status == 0 }
    }()

    /// tmux, if on the PATH.
    static let tmux: String? = {
        run("tmux", ["-V"]).status == 0 ? "tmux" : nil
    }()

    static let script = packageRoot.appendingPathComponent("Tests/CursesBackendTests/Scripts/pty_replay.py").path

    /// Runs a program found on the PATH, returns its status and what it printed (both streams).
    ///
    /// posix_spawn and waitpid rather than Foundation's Process, which on Linux learns that a
    /// program ended when a socket it inherited closes, and tmux's server, which the client
    /// forks, keeps it open. Output goes to a file, not a pipe, for the same reason.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let path = temporaryPath("output")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test runner's threads block signals; the program gets an empty mask and default
        // handlers, as from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawnp(&pid, program, &actions, &attributes, argv, environ) == 0 else { return (-1, "\(program) did not start") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // Exited: its status; killed by a signal: 128 + the signal, as a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }

    /// A fresh temporary file path, in a directory of this test process's own.
    static func temporaryPath(_ name: String) -> String {
        scratch.appendingPathComponent("\(UUID().uuidString.prefix(8))-\(name)").path
    }

    /// The directory for the files these tests write, removed when the test process exits, so
    /// a run leaves nothing behind in the temporary directory.
    static let scratch: URL = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TerminalTools.scratch) }
        return directory
    }()
}
