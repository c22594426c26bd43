import Foundation
import Testing

/// `island` run as a process, for what only a process shows: a full disk, a closed pipe,
/// standard input, FIFOs and devices.
@Suite("island as a process")
struct ProcessTests {
    /// The `island` executable beside the test bundle (`swift build` and `swift test` build it).
    static var executable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        let candidates = [directory, directory.deletingLastPathComponent(),
                          repositoryRoot.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("island") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Finished {
        let status: Int32
        let reason: Process.TerminationReason
        let output: String
        let errors: String
    }

    /// Runs island with `arguments`; standard output goes to `output` when given, else to a pipe
    /// read to the end; standard input comes from `input`.
    func island(_ arguments: [String], input: Data? = nil, output: FileHandle? = nil,
                closeOutputAfter bytes: Int? = nil) throws -> Finished {
        let process = Process()
        let executable = try #require(Self.executable, "build island first: swift build")
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let errorPipe = Pipe()
        process.standardError = errorPipe
        let outputPipe = Pipe()
        process.standardOutput = output ?? outputPipe
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        var outputData = Data()
        if output == nil {
            if let bytes {
                // A reader that takes what it wants and goes, as `head` does.
                outputData = outputPipe.fileHandleForReading.readData(ofLength: bytes)
                try outputPipe.fileHandleForReading.close()
            } else {
                outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
            }
        }
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, reason: process.terminationReason,
                        output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }

    /// Linux's /dev/full; macOS has no such device.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"))
    func writingToAFullDiskIsAFailureWithAMessage() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try island(["gallery"], output: full)
        #expect(run.status == 1)
        #expect(run.errors == "island: could not write the output: no space left on device\n")
    }

    @Test func aClosedPipeEndsQuietlyBySIGPIPE() throws {
        let run = try island(["gallery"], closeOutputAfter: 10)
        #expect(run.reason == .uncaughtSignal)
        #expect(run.status == SIGPIPE)
        #expect(run.errors.isEmpty)
    }

    @Test func aDashIsStandardInput() throws {
        let scenario = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/scenarios/four-apps.json"))
        let validated = try island(["validate", "-"], input: scenario)
        #expect(validated.status == 0)
        #expect(validated.output == "standard input: ok: 17 events, 4 activities, 9h long, on iPhone 15 Pro\n")
        let views = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/scenarios/views/parking.json"))
        let drawn = try island(["snapshot", "-", "--presentation", "compact"], input: views)
        #expect(drawn.status == 0)
        #expect(drawn.output.hasPrefix("views · compact · iPhone 15 Pro · 5m in\n"))
        let state = try island(["snapshot", "pizza-delivery", "--presentation", "compact", "--state", "@-"], input: Data("{oops".utf8))
        #expect(state.status == 2)
        #expect(state.errors == "island: standard input: line 1, column 2: not valid JSON (invalid value)\n")
        let bad = try island(["play", "-"], input: Data(#"{"timeline": [{"at": "soon", "pause": "1s"}]}"#.utf8))
        #expect(bad.errors == "island: standard input: $.timeline[0].at: expected a duration such as \"90s\" or \"1h30m\", got \"soon\"\n")
    }

    /// A scenario read from standard input has no folder: the files it names are looked for
    /// from the current directory (here the repository), and an error says so.
    @Test func aRelativePathFromStandardInputSaysWhyItIsNotFound() throws {
        func scenario(_ payload: String) -> Data {
            Data(#"{"timeline": [{"at": "0s", "push": {"id": "pizza", "app": "Pizza", "payload": "\#(payload)"}}]}"#.utf8)
        }
        let beside = try island(["validate", "-"], input: scenario("payloads/start-pizza.json"))
        #expect(beside.status == 2)
        #expect(beside.errors == #"island: standard input: $.timeline[0].push.payload: no payload file "payloads/start-pizza.json" in the current directory: "#
                + "a scenario read from standard input has no folder to find its files beside, so they are looked for here; "
                + "give the scenario as a file, or an absolute path\n")
        let fromHere = try island(["validate", "-"], input: scenario("docs/scenarios/payloads/start-pizza.json"))
        #expect(fromHere.status == 0)
        #expect(fromHere.output == "standard input: ok: 1 event, 1 activity, 0s long, on iPhone 15 Pro\n")
        let absolute = try island(["validate", "-"], input: scenario("/nonexistent/start.json"))
        #expect(absolute.errors == #"island: standard input: $.timeline[0].push.payload: no payload file "/nonexistent/start.json""# + "\n")
        // From a file, the same name is looked for beside it.
        let fixture = try FileFixture()
        let file = try fixture.write(String(decoding: scenario("payloads/start-pizza.json"), as: UTF8.self), to: "pushes.json")
        let besideFile = try island(["validate", file])
        #expect(besideFile.errors == "island: \(file): $.timeline[0].push.payload: no payload file \"payloads/start-pizza.json\" beside the scenario\n")
    }

    /// `record - -o -`: a scenario from standard input, its recording to standard output.
    @Test func recordFromStandardInputToStandardOutput() throws {
        let scenario = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/scenarios/four-apps.json"))
        let run = try island(["record", "-", "-o", "-"], input: scenario)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(#"{"version": 2, "width": 80, "height": 44, "title": "four apps""#))
        #expect(run.errors == "standard output: 8 frames of four apps, 25.8 s, 80×44\n")
    }

    @Test func aDeviceAFIFOAndADirectoryAreSaidAsSuch() throws {
        let zero = try island(["demo", "/dev/zero"])
        #expect(zero.status == 2)
        #expect(zero.errors == "island: /dev/zero: more than 1,048,576 bytes; a scenario file is at most 1,048,576 bytes\n")
        let snapshot = try island(["snapshot", "/dev/zero"])
        #expect(snapshot.errors == "island: /dev/zero: more than 262,144 bytes; a file of described views is at most 262,144 bytes\n")
        // A folder given to snapshot is a widget folder (docs/WidgetFolders.md); one with 501 Swift
        // files is a whole project (or /tmp), refused before anything is built.
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("island-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        for index in 1...501 { try Data().write(to: project.appendingPathComponent("File\(index).swift")) }
        let directory = try island(["snapshot", project.path])
        #expect(directory.status == 2)
        #expect(directory.errors == "island: \(project.path): more than 500 Swift files below this folder; give your widget extension's own folder\n")
        #expect(try island(["demo", "/tmp"]).errors == "island: /tmp: a directory, not a scenario file\n")

        let fixture = try FileFixture()
        let fifo = fixture.path("views.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let views = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/scenarios/views/parking.json"))
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(views)
                try? handle.close()
            }
        }
        writer.start()
        let drawn = try island(["snapshot", fifo, "--presentation", "compact"])
        #expect(drawn.status == 0)
        #expect(drawn.output.hasPrefix("views · compact · iPhone 15 Pro · 5m in\n"))
    }

    @Test func versionAndTheEqualsForm() throws {
        let version = try island(["--version"])
        #expect(version.output.hasPrefix("island "))
        let plain = try island(["snapshot", "flight", "--presentation=compact", "--color=never"])
        #expect(plain.status == 0)
        #expect(!plain.output.contains("\u{1B}"))
        let coloured = try island(["snapshot", "flight", "--presentation=compact", "--color=always"])
        #expect(coloured.output.contains("\u{1B}["))
    }
}
