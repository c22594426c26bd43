import CTerminalPlatform
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where island writes: standard output and standard error, each write checked.
///
/// A write that fails is a failure of the run: `island gallery > /dev/full` says why and exits 1.
/// A reader that stops reading (`island demo | head`) is not: the process ends quietly by
/// SIGPIPE, as Unix tools do, whether or not its parent left SIGPIPE ignored.
///
/// Tests run commands with a console that keeps what they write (`Console.capture`), bound as a
/// task-local value so that tests running side by side each have their own.
package final class Console: @unchecked Sendable {
    /// Why writing stopped.
    package enum Failure: Equatable {
        /// The reader closed the pipe.
        case closed
        /// The write failed: "no space left on device".
        case failed(String)
    }

    /// The console commands write to.
    @TaskLocal package static var current = Console.standard

    /// Standard output and standard error of the process.
    package static let standard = Console(destination: .descriptors(output: STDOUT_FILENO, error: STDERR_FILENO))

    private enum Destination {
        case descriptors(output: Int32, error: Int32)
        /// Kept in memory; `failing` makes every write of output fail with that errno.
        case memory(failing: Int32?)
    }

    private let destination: Destination
    private let lock = NSLock()
    private var keptOutput = ""
    private var keptErrors = ""
    private var stopped: Failure?

    private init(destination: Destination) {
        self.destination = destination
    }

    /// A console that keeps what is written; with `failing`, every write of output fails with
    /// that errno (`EPIPE`: a closed pipe, `ENOSPC`: a full disk).
    package static func memory(failing code: Int32? = nil) -> Console { Console(destination: .memory(failing: code)) }

    /// Whether output goes to a terminal (a memory console is not one).
    package var isTerminal: Bool {
        switch destination {
        case .descriptors(let output, _): isatty(output) == 1
        case .memory: false
        }
    }

    /// What was written to standard output (a memory console).
    package var output: String { lock.withLock { keptOutput } }
    /// What was written to standard error (a memory console).
    package var errors: String { lock.withLock { keptErrors } }
    /// Why writing stopped, if it did.
    package var failure: Failure? { lock.withLock { stopped } }

    /// Writes to standard output; nothing more is written once a write has failed.
    package func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard stopped == nil else { return }
        switch destination {
        case .memory(let failing):
            if let failing {
                stopped = failing == EPIPE ? .closed : .failed(Self.describe(failing))
            } else {
                keptOutput += text
            }
        case .descriptors(let output, _):
            guard let code = writeAll(text, to: output) else { return }
            stopped = code == EPIPE ? .closed : .failed(Self.describe(code))
            if code == EPIPE {
                // The reader has gone: end as a Unix tool does, by the signal the shell reports quietly.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
        }
    }

    /// Writes to standard error. A failure here is not reported (there is nowhere to say it).
    package func writeError(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        switch destination {
        case .memory: keptErrors += text
        case .descriptors(_, let error): _ = writeAll(text, to: error)
        }
    }

    /// "no space left on device".
    package static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }

    /// Runs `body` with a memory console and returns its result and the console.
    package static func capture<Result>(failing code: Int32? = nil, _ body: () throws -> Result) rethrows -> (Result, Console) {
        let console = Console.memory(failing: code)
        let result = try $current.withValue(console) { try body() }
        return (result, console)
    }
}

/// Writes every byte, through short writes and interruptions; the errno of a failure.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                // Standard output left non-blocking by another program: wait until it drains.
                if termisland_wait_writable(descriptor) != 0 { return errno }
            default: return errno
            }
        }
        return nil
    }
}
