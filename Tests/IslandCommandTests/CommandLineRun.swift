import Foundation
@testable import IslandCommandLine
@testable import IslandCommands

/// What one run of `island` did: its exit status and what it wrote.
struct CommandLineRun: CustomStringConvertible {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `island arguments` in this process with a console that keeps what is written
    /// (`failing`: every write of output fails with that errno).
    init(_ arguments: [String], failing code: Int32? = nil) {
        let (status, console) = Console.capture(failing: code) { Island.run(arguments) }
        self.status = status
        output = console.output
        errors = console.errors
    }

    init(_ arguments: String...) { self.init(arguments) }

    /// The lines written to standard error.
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }

    var description: String { "exit \(status)\n--- output\n\(output)--- errors\n\(errors)" }
}

/// A directory of files for one test, removed when it is no longer used.
final class FileFixture: Sendable {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("island-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` to `name` and returns the file's path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A fixture for the whole test process, removed when it exits (a static is never
    /// deinitialised).
    static let process: FileFixture = {
        atexit { try? FileManager.default.removeItem(at: FileFixture.process.directory) }
        return try! FileFixture()
    }()
}

/// The repository's root, for its scenarios, payloads and docs.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
