import Dispatch
import Foundation

/// One run of a Swift tool found on PATH (`swiftc`, `swift build`, `swift package`), to its end:
/// the three places a widget's sources meet the toolchain run it the same way, so it is here once.
package struct ToolRun: Sendable {
    /// How it ended.
    package let status: Int32
    /// What it printed on standard output (with standard error too when they were merged).
    package let output: String
    /// What it printed on standard error, when kept apart (empty when merged).
    package let errors: String

    package var succeeded: Bool { status == 0 }

    /// Runs `command` (a tool on PATH and its arguments) with no input. `mergingErrors` puts
    /// standard error into `output`, in the order printed, as a compiler's diagnostics are read;
    /// otherwise the two are read at once, so a tool that fills one pipe while the other is read
    /// does not stall.
    package static func run(_ command: [String], mergingErrors: Bool) throws(WidgetSourceProblem) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        let errors = mergingErrors ? output : Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            // The command's words before its first option: `swift build`, `swiftc`.
            let named = command.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
            throw .failure("cannot run \(named) (is Swift on PATH?): \(error.localizedDescription)")
        }
        let errorsRead = DispatchGroup()
        nonisolated(unsafe) var said = Data()
        if !mergingErrors {
            errorsRead.enter()
            DispatchQueue.global().async {
                said = errors.fileHandleForReading.readDataToEndOfFile()
                errorsRead.leave()
            }
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus,
                       output: String(decoding: printed, as: UTF8.self),
                       errors: String(decoding: said, as: UTF8.self))
    }
}
