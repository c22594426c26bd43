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

    /// The Python with pyte and asciinema that `.ci/run` installs, if it is there.
    static let python: String? = {
        let path = packageRoot.appendingPathComponent(".build/pyte-venv/bin/python").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Runs `script` with that Python and returns what it printed.
    static func runPython(_ script: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python!)
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
