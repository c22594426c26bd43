import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// What island writes never destroys a file: an output that is an input is refused before
/// anything is written, and a write that fails half-way leaves the old file as it was.
@Suite("Files written")
struct OutputFileTests {
    static let scenario = #"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "flight"}}, {"at": 0, "pause": "1s"}]}"#

    /// The files in the fixture's directory: a temporary file left behind would show here.
    func names(_ fixture: FileFixture) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted()
    }

    @Test func anOutputThatIsTheScenarioIsRefusedThroughAnyPath() throws {
        let fixture = try FileFixture()
        let path = try fixture.write(Self.scenario, to: "mine.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.json"), withDestinationPath: "mine.json")
        try FileManager.default.linkItem(atPath: path, toPath: fixture.path("hard.json"))
        try FileManager.default.createDirectory(atPath: fixture.path("sub"), withIntermediateDirectories: false)
        let ways = [path, fixture.path("link.json"), fixture.path("hard.json"), fixture.path("sub/../mine.json")]
        for output in ways {
            let run = CommandLineRun("record", path, "-o", output)
            #expect(run.status == 2, "\(output)\n\(run)")
            #expect(run.errorLines.first?.hasPrefix("island: \(output): is an input of this command") == true, "\(run)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.scenario)
        }
        // Read through the link, written through the real name: the same file, refused too.
        let reversed = CommandLineRun("record", fixture.path("link.json"), "-o", path)
        #expect(reversed.status == 2)
        #expect(reversed.errorLines.first == "island: \(path): is an input of this command (\(fixture.path("link.json")) is the same file); "
                + "writing there would destroy it: give -o another file")
        #expect(try names(fixture) == ["hard.json", "link.json", "mine.json", "sub"])
    }

    @Test func anOutputThatIsAFileTheScenarioNamesIsRefused() throws {
        let fixture = try FileFixture()
        let views = #"{"lockScreen": {"text": "hi"}}"#
        let viewsPath = try fixture.write(views, to: "views/meter.json")
        let scenario = try fixture.write(#"{"activities": {"meter": "views/meter.json"}, "timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "meter"}}, {"at": 0, "pause": "1s"}]}"#,
                                         to: "scenario.json")
        let run = CommandLineRun("record", scenario, "-o", viewsPath)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.first?.hasPrefix("island: \(viewsPath): is an input of this command") == true, "\(run)")
        #expect(try String(contentsOfFile: viewsPath, encoding: .utf8) == views)
        #expect(CommandLineRun("record", scenario, "-o", fixture.path("meter.cast")).status == 0)
    }

    @Test func anOutputThatIsTheThemeFileIsRefused() throws {
        let fixture = try FileFixture()
        let theme = try String(contentsOf: repositoryRoot.appendingPathComponent("Themes/dark.json"), encoding: .utf8)
        let path = try fixture.write(theme, to: "theme.json")
        let run = CommandLineRun("record", "flight", "--theme", path, "-o", path)
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == theme)
    }

    @Test func aRecordingReplacesTheFileAndKeepsItsPermissions() throws {
        let fixture = try FileFixture()
        let path = try fixture.write("old", to: "flight.cast")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.cast"), withDestinationPath: "flight.cast")
        let run = CommandLineRun("record", "flight", "-o", fixture.path("link.cast"))
        #expect(run.status == 0, "\(run)")
        // The link still names the file; the file holds the whole recording, with its old permissions.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.path("link.cast")) == "flight.cast")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(#"{"version": 2"#))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(try names(fixture) == ["flight.cast", "link.cast"])
    }
}
