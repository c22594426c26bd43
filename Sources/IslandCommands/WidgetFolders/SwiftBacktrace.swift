import Foundation

/// What a crashed Swift program wrote to its standard error on Linux, read: the runtime's
/// message (`File.swift:3: Fatal error: Index out of range`) and the frames of the crashed
/// thread that Swift's backtracer (`SWIFT_BACKTRACE=enable=yes,…`, swift-backtrace) printed:
///
///     *** Program crashed: Illegal instruction at 0x00007f484b36df7f ***
///     Thread 0 "Widget" crashed:
///       0      0x00007f48… closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
///       2 [ra] 0x000055e3… makeState() + 199 in Widget at /w/Previews.swift:3:30
struct SwiftBacktrace: Equatable {
    /// One frame with a source position.
    struct Frame: Equatable {
        let path: String
        let line: Int
    }

    /// The runtime's message: "Fatal error: Index out of range", "Precondition failed: …";
    /// else the signal the backtracer named ("Segmentation fault"); nil when neither was written.
    let reason: String?
    /// The frames that have a file and line, each thread's innermost first.
    let frames: [Frame]

    /// The settings the child's environment gets: not interactive, no colour, every thread (a
    /// signal sent to a hung program may be taken by another thread than the one that hangs),
    /// on standard error (the child's standard output is not the user's).
    static let settings = "enable=yes,interactive=no,color=no,threads=all,registers=none,images=none,output-to=stderr,symbolicate=full"
    /// The backtracer's last line begins so ("Backtrace took 0.92s").
    static let end = "Backtrace took"

    /// A signal whose handler (the runtime's backtracer) process `pid` has installed, to ask a
    /// hung program where it is: SIGABRT, else another the runtime catches. The runtime leaves
    /// alone a signal that was ignored when the program started, and a program started in the
    /// background, or by a test runner, can inherit SIGQUIT and SIGABRT ignored. Nil when none
    /// is caught, or `/proc` does not say (then there is no backtrace to ask for).
    static func caughtSignal(of pid: pid_t) -> Int32? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
        return [SIGABRT, SIGQUIT, SIGILL, SIGTRAP, SIGBUS, SIGSEGV].first { mask & (1 << UInt64($0 - 1)) != 0 }
    }

    init(_ text: String) {
        var reason: String?, signal: String?
        var frames: [Frame] = []
        for line in text.split(separator: "\n") {
            for kind in ["Fatal error", "Precondition failed", "Assertion failed"] where reason == nil {
                if let range = line.range(of: ": \(kind)") { reason = String(line[line.index(range.lowerBound, offsetBy: 2)...]) }
            }
            if signal == nil, let range = line.range(of: "*** Program crashed: ") {
                let rest = line[range.upperBound...]
                signal = String(rest[..<(rest.range(of: " at 0x")?.lowerBound ?? rest.range(of: " ***")?.lowerBound ?? rest.endIndex)])
            }
            if let frame = Self.frame(line) { frames.append(frame) }
        }
        self.reason = reason.map { $0.trimmingSuffix(":") } ?? signal
        self.frames = frames
    }

    /// A frame line's `at /path/File.swift:12:30`, when it has one. The path is relative when
    /// the folder was named so (`island snapshot Widget`): the compiler records it as given.
    private static func frame(_ line: Substring) -> Frame? {
        guard line.first == " ", let at = line.range(of: " at ", options: .backwards) else { return nil }
        let position = line[at.upperBound...]
        guard !position.isEmpty, !position.hasPrefix("0x") else { return nil }
        let parts = position.split(separator: ":")
        guard parts.count >= 3, let number = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil else { return nil }
        return Frame(path: parts.dropLast(2).joined(separator: ":"), line: number)
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
