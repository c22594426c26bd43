import Foundation
import Testing

/// `TERMISLAND_NO_REUSE=1`: `island` computes every frame from scratch and prints what it
/// prints with reuse, as docs/Previewer.md shows.
@Suite("TERMISLAND_NO_REUSE=1 on the command line")
struct NoReuseCommandTests {
    /// What `island arguments` prints, with `environment` added to this process's.
    func output(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = try #require(ProcessTests.executable, "build island first: swift build")
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aSnapshotWithReuseOffIsTheSnapshotWithReuseAndWhatTheGuideShows() throws {
        let arguments = ["snapshot", "pizza-delivery", "--presentation", "compact"]
        let fresh = try output(arguments, ["TERMISLAND_NO_REUSE": "1"])
        #expect(fresh == (try output(arguments, ["TERMISLAND_NO_REUSE": "0"])))
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/NoReuseCommandTests.swift -->\n```text\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        // A snapshot ends with a blank line, which the page's block leaves out.
        #expect(fresh == String(page[start.upperBound..<end.lowerBound]) + "\n\n", "docs/Previewer.md shows what island does not print")
    }
}
