import Foundation

/// One run of a Swift tool found on PATH (`swiftc`, `swift build`, `swift package`) or named by
/// its path (`swift-frontend`, `clang`), to its end: the places a widget's sources meet the
/// toolchain run it the same way, so it is here once.
///
/// Started as a `ChildProcess`, not with Foundation's `Process`, whose `waitUntilExit` looks for
/// the end every 50 ms: a save's compile runs two tools.
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
        guard let output = ChildProcess.pipe(), let errors = mergingErrors ? output : ChildProcess.pipe() else {
            throw .failure("cannot run \(command.first ?? "a tool"): no pipe (\(String(cString: strerror(errno))))")
        }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(command, output: output.write, errors: errors.write)
        } catch {
            for end in Set([output.read, output.write, errors.read, errors.write]) { close(end) }
            throw error
        }
        close(output.write)
        if !mergingErrors { close(errors.write) }
        let (printed, said) = readToEnd(output.read, mergingErrors ? nil : errors.read)
        return ToolRun(status: child.wait().status, output: String(decoding: printed, as: UTF8.self), errors: String(decoding: said, as: UTF8.self))
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
