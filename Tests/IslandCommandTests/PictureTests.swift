import Foundation
import IslandExamples
import Testing
@testable import IslandCommandLine
@testable import IslandCommands
import TermIsland

/// docs/pictures/ holds every example in every presentation as an SVG picture, drawn by
/// `docs/tools/generate-pictures.sh` with the real command. Each must be what the command draws
/// now, so a layout change cannot leave the README's and docs' pictures behind.
@Suite("Pictures in docs/")
struct PictureTests {
    /// The repository's docs/pictures.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/pictures")

    /// What `island snapshot NAME --presentation P --format svg` prints.
    static func picture(_ name: String, _ presentation: Presentation) throws -> String {
        let options = try CommandOptions.parse([name, "--presentation", presentation.rawValue, "--format", "svg"],
                                               accepting: SnapshotCommand.formatOptions)
        let (drawn, errors) = SnapshotCommand.presentations(of: try ExampleLookup.example(name), options)
        #expect(errors.isEmpty)
        return SnapshotCommand.picture(drawn, title: name, options)
    }

    @Test(arguments: Example.all.map(\.name))
    func committedPicturesAreWhatTheCommandDrawsNow(_ name: String) throws {
        for presentation in Presentation.allCases {
            let file = "\(name)-\(presentation.rawValue).svg"
            let committed = try String(contentsOf: Self.directory.appendingPathComponent(file), encoding: .utf8)
            #expect(committed == (try Self.picture(name, presentation)),
                    "docs/pictures/\(file) is stale: run bash docs/tools/generate-pictures.sh")
        }
    }

    /// Pictures drawn by other tests (IslandPreviewTests' PreviewPictureTests),
    /// and screenshots of a real xterm (docs/Places.md's new looks), which no command draws.
    static let drawnElsewhere: Set = ["previewer-demo.svg", "motion-morph.svg",
                                      "looks-glass.png", "looks-landscape.png", "looks-scheduled.png"]

    @Test func thereAreNoOtherPictures() throws {
        let expected = Set(Example.all.flatMap { example in Presentation.allCases.map { "\(example.name)-\($0.rawValue).svg" } })
            .union(Self.drawnElsewhere)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
        #expect(files.subtracting(expected).isEmpty, "docs/pictures has pictures no example draws: run bash docs/tools/generate-pictures.sh")
    }

    @Test func theCommandLineGuideQuotesTheCommandsRealOutput() throws {
        let guide = try String(contentsOf: Self.directory.deletingLastPathComponent().appendingPathComponent("CommandLine.md"), encoding: .utf8)
        let quoted = try #require(guide.components(separatedBy: "```xml\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(quoted == (try Self.picture("pizza-delivery", .compact)),
                "docs/CommandLine.md quotes island snapshot pizza-delivery --presentation compact --format svg; paste its output")
    }

    @Test func theExamplesPageShowsEveryExample() throws {
        let page = try String(contentsOf: Self.directory.deletingLastPathComponent().appendingPathComponent("Examples.md"), encoding: .utf8)
        for example in Example.all {
            #expect(page.contains("pictures/\(example.name)-lock-screen.svg"), "docs/Examples.md does not show \(example.name)")
        }
    }
}

@Suite("--format")
struct OutputFormatTests {
    @Test func formatsNameWhatExistsAndStyledIsOneOfThem() throws {
        #expect(try OutputFormat.chosen(by: CommandOptions.parse(["--styled"], accepting: SnapshotCommand.formatOptions)) == .styled)
        #expect(try OutputFormat.chosen(by: CommandOptions.parse([], accepting: SnapshotCommand.formatOptions)) == nil)
        #expect(try OutputFormat.chosen(by: CommandOptions.parse(["--format", "svg"], accepting: SnapshotCommand.formatOptions)) == .svg)
        #expect(throws: UsageError.self) {
            try OutputFormat.chosen(by: CommandOptions.parse(["--styled", "--format", "ansi"], accepting: SnapshotCommand.formatOptions))
        }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--format", "png"], accepting: SnapshotCommand.formatOptions) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--format", "svg"], accepting: SnapshotCommand.options) }
        #expect(Island.run(["demo", "--format", "svg"]) == 2)
    }

    @Test func textFormatsDrawTheSameCanvas() throws {
        let example = try ExampleLookup.example("flight")
        func text(_ arguments: [String]) throws -> String {
            let options = try CommandOptions.parse(["--presentation", "lock-screen"] + arguments, accepting: SnapshotCommand.formatOptions)
            return SnapshotCommand.frames(of: example, options).0
        }
        #expect(try text(["--format", "styled"]) == (try text(["--styled"])))
        #expect(try text(["--format", "text"]) == (try text(["--color", "never"])))
        #expect(try text(["--format", "ansi"]).contains("\u{1B}[") && !(try text(["--format", "text"])).contains("\u{1B}"))
        // --color never keeps ANSI's attributes (the card's bold) and drops its colours.
        let attributesOnly = try text(["--format", "ansi", "--color", "never"])
        #expect(attributesOnly.contains("\u{1B}[") && !attributesOnly.contains("38;"))
    }

    @Test func aPictureIsOneDocumentWithASectionAPresentation() throws {
        let options = try CommandOptions.parse(["--format", "svg", "--theme", "light"], accepting: SnapshotCommand.formatOptions)
        let (drawn, _) = SnapshotCommand.presentations(of: try ExampleLookup.example("pizza-delivery"), options)
        let svg = SnapshotCommand.picture(drawn, title: "pizza-delivery", options)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<svg ").count == 2)
        for presentation in Presentation.allCases {
            #expect(svg.contains(">pizza-delivery · \(presentation.rawValue) · iPhone 15 Pro · 5m in</text>"))
        }
        #expect(svg.contains(##"fill="#ffffff"/>"##))  // the light theme's white page
        #expect(svg.contains(">warning: iPhone 15 Pro has a Dynamic Island"))
    }
}
