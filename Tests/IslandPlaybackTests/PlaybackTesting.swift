import Foundation
import IslandExamples
import IslandPlayback

/// What the playback tests share.
enum PlaybackTesting {
    /// The built-in examples, by their example names, as `island` registers them.
    static let builtInKinds: ActivityKinds = {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        return kinds
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A Python with pyte and asciinema: `TERMISLAND_PYTHON`, Debian's (python3-pyte and
    /// asciinema, from the README's set-up line: the system Python's, which a pyenv or venv on
    /// the PATH hides), or python3.
    static let python: String? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["TERMISLAND_PYTHON"], "/usr/bin/python3", "python3"].compactMap { $0 }
        return candidates.first { candidate in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [candidate, "-c", "import pyte, asciinema"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }()

    /// Under CI (`CI` set) `.ci/run` has installed them, and a missing one is a failure.
    static let isCI: Bool = {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !value.isEmpty && value != "false"
    }()

    /// Runs `script` with that Python and returns what it printed.
    static func runPython(_ script: String, arguments: [String]) throws -> String {
        struct NoPython: Error, CustomStringConvertible {
            var description: String { "no Python with pyte and asciinema: apt-get install python3-pyte asciinema" }
        }
        guard let python else { throw NoPython() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
