import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// Command-line habits (docs/CommandLine.md, "Conventions"): each command's own `--help`, `-o -`
/// for standard output, what `validate` did not check, and why a relative path cannot be found
/// from a scenario read from standard input.
@Suite("Command-line habits")
struct CommandHabitTests {
    /// Every command with the options it takes, in every form (a widget folder's too).
    static let commands: [(name: String, options: [CommandOptions.Name])] = [
        ("list", []),
        ("snapshot", SnapshotCommand.formatOptions + SnapshotCommand.widgetSourceOptions!.accepted),
        ("gallery", GalleryCommand.options),
        ("demo", DemoCommand.options),
        ("play", PlayCommand.options),
        ("validate", ValidateCommand.options),
        ("record", RecordCommand.options),
        ("preview", PreviewCommand.options + PreviewCommand.widgetSourceOptions!.accepted),
        ("push", PushCommand.options),
        ("lint", LintCommand.options),
        ("test", TestCommand.widgetSourceOptions!.accepted),
    ]

    @Test func everyCommandIsHere() {
        #expect(Set(Self.commands.map(\.name)) == Set(Island.commandTypes.map { $0.name }))
    }

    @Test(arguments: commands.map(\.name))
    func eachCommandsHelpIsItsOwnUsage(_ command: String) throws {
        let help = CommandLineRun(command, "--help")
        #expect(help.status == 0 && help.errors.isEmpty)
        #expect(help.output.hasPrefix("usage: island \(command)"), "\(help)")
        #expect(help.output.hasSuffix("Guide: docs/CommandLine.md\n"))
        // The same from -h, from `island help <command>`, and wherever --help stands.
        #expect(CommandLineRun(command, "-h").output == help.output)
        #expect(CommandLineRun("help", command).output == help.output)
        #expect(CommandLineRun(command, "x", "--at", "1m", "--help").output == help.output)
        // Its lines and the shared options name exactly the options the command takes (the
        // conventions after them are every command's).
        let body = help.output.replacingOccurrences(of: Island.Usage.conventions, with: "")
        #expect(body != help.output)
        let named = Set(body.matches(of: /(?:^|[\s(,])(--[a-z][a-z-]*|-o)\b/).map { $0.1 == "-o" ? "--output" : String($0.1) })
        let accepted = Set(Self.commands.first { $0.name == command }!.options.map(\.rawValue))
        #expect(named.sorted() == accepted.sorted(), "\(command)'s usage names other options than it takes")
        // No other command's lines.
        for other in Self.commands.map(\.name) where other != command {
            #expect(!help.output.contains("\n  \(other) "), "\(command)'s usage shows \(other)'s lines")
        }
    }

    @Test func eachCommandOwnsItsFormsAndHelpShowsThemInTheTablesOrder() {
        // The usage is assembled from the commands, in `Island.commandTypes`' order; each form's
        // lines start with the command's name and its synopsis names it too.
        #expect(Island.Usage.sections.map(\.command) == [
            "list", "snapshot", "snapshot", "preview", "preview", "lint", "test", "gallery", "demo", "play", "validate", "push", "record",
        ])
        for section in Island.Usage.sections {
            #expect(section.text.hasPrefix("  \(section.command) ") && section.synopsis.hasPrefix("\(section.command)"), "\(section.synopsis)")
        }
        #expect(Island.commandTypes.map { $0.name } == Island.Usage.sections.map(\.command).reduce(into: [String]()) {
            if $0.last != $1 { $0.append($1) }
        })
    }

    @Test func theCommandsThatDrawAreThoseWhoseFormsTakeTheDrawingOptions() {
        let drawing = Set(OptionLine.drawingOptions)
        let sharing = Island.commandTypes.filter { $0.usage.contains { drawing.isSubset(of: $0.shared) } }.map { $0.name }
        #expect(Set(sharing) == Set(Island.Usage.drawingCommands.map { $0.name }))
        let framed = Island.commandTypes.filter { $0.usage.contains { $0.shared.contains(.maxFrames) } }.map { $0.name }
        #expect(framed == Island.Usage.framedCommands.map { $0.name })
    }

    @Test func anOptionLineIsLaidOutFromItsDeclaration() {
        #expect(OptionLine([.option(.record), .option(.check)], joinedBy: " | ", "write or compare").text
                == "      --record | --check       write or compare")
        #expect(OptionLine([.option(.output, "FILE", spelled: "-o, --output")], "where", "and why").text
                == "      -o, --output FILE        where\n                               and why")
        #expect(OptionLine([.option(.motion, "full|reduced|none")], "how much").text == "      --motion full|reduced|none  how much")
        #expect(OptionLine([.option(.at, "TIME"), .option(.watch)]).text == "      --at TIME  --watch")
        // What a form takes is what its lines show, its heading names and it shares; repeatable as declared.
        let play = PlayCommand.usage[0].table
        #expect(play.accepted == [.at, .every] + OptionLine.drawingOptions + [.maxFrames] && play.repeatable == [.at])
    }

    @Test func helpForBothFormsOfACommand() {
        let snapshot = CommandLineRun("snapshot", "--help").output
        #expect(snapshot.hasPrefix("""
            usage: island snapshot <widget folder|files.swift|App.xcodeproj> [options]
                   island snapshot <example|views.json> [options]

            """))
        // A widget folder's command shows its usage before anything is built.
        let folder = CommandLineRun("preview", repositoryRoot.appendingPathComponent("docs/examples/DeliveryWidget").path, "--help")
        #expect(folder.status == 0)
        #expect(folder.output == CommandLineRun("preview", "--help").output)
    }

    @Test func helpMistakes() {
        let unknown = CommandLineRun("help", "recrd")
        #expect(unknown.status == 2 && unknown.output.isEmpty)
        #expect(unknown.errors == "island: unknown command \"recrd\"; did you mean \"record\"?\n")
        let two = CommandLineRun("help", "play", "demo")
        #expect(two.status == 2 && two.errors == "island: help takes one command, got \"demo\"\n")
        // The whole usage names every command and the shared options once.
        let whole = CommandLineRun("help").output
        #expect(CommandLineRun("help", "--help").output == whole)
        #expect(whole.hasPrefix("usage: island <command> [options]\n"))
        #expect(whole.contains("demo, play and record draw at most 1,000 frames unless --max-frames N raises the cap."))
    }

    @Test func recordToStandardOutput() throws {
        let run = CommandLineRun("record", "pizza-delivery", "-o", "-")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(#"{"version": 2, "width": 80, "height": 18, "title": "pizza-delivery""#))
        #expect(run.output.hasSuffix("\n"))
        // What was recorded is said on standard error, out of the recording's way.
        #expect(run.errors == "standard output: 5 frames of pizza-delivery, 13.8 s, 80×18\n")
        // The same bytes as the file -o FILE writes.
        let fixture = try FileFixture()
        #expect(CommandLineRun("record", "pizza-delivery", "--output", fixture.path("p.cast")).status == 0)
        #expect(try String(contentsOfFile: fixture.path("p.cast"), encoding: .utf8) == run.output)
        // A full disk is the run's failure, and nothing claims it was recorded.
        let full = CommandLineRun(["record", "pizza-delivery", "-o", "-"], failing: ENOSPC)
        #expect(full.status == 1)
        #expect(full.errors == "island: could not write the output: no space left on device\n")
        let closed = CommandLineRun(["record", "pizza-delivery", "-o", "-"], failing: EPIPE)
        #expect(closed.status == 128 + SIGPIPE && closed.errors.isEmpty)
    }

    @Test func validateSaysWhatItDidNotCheck() throws {
        let payloads = repositoryRoot.appendingPathComponent("docs/scenarios/payloads")
        let update = CommandLineRun("validate", payloads.appendingPathComponent("update-pizza.json").path)
        #expect(update.status == 0)
        #expect(update.output.hasSuffix(
            "485 bytes of 4,096; its content state was not checked (--example NAME decodes it against an example's ContentState)\n"))
        let checked = CommandLineRun("validate", payloads.appendingPathComponent("update-pizza.json").path, "--example", "pizza-delivery")
        #expect(checked.output.hasSuffix("485 bytes of 4,096; its data decodes for pizza-delivery\n"))
        let start = CommandLineRun("validate", payloads.appendingPathComponent("start-pizza.json").path)
        #expect(start.output.hasSuffix("562 bytes of 4,096; its data decodes for pizza-delivery\n"))
        let fixture = try FileFixture()
        let unknown = try fixture.write(
            #"{"aps": {"timestamp": 1800000000, "event": "start", "attributes-type": "OrderAttributes", "attributes": {}, "content-state": {}, "alert": {"title": "a", "body": "b"}}}"#,
            to: "start.json")
        #expect(CommandLineRun("validate", unknown).output.hasSuffix(
            "; no example draws OrderAttributes, so its attributes and content state were not checked (--example NAME decodes them against an example's types)\n"))
        // An end without a content state has nothing of the kind to check, and says nothing of it.
        let end = try fixture.write(#"{"aps": {"timestamp": 1800000000, "event": "end"}}"#, to: "end.json")
        let ended = CommandLineRun("validate", end)
        #expect(ended.status == 0)
        #expect(ended.output == "\(end): ok: an end push stamped 1800000000 (2027-01-15T08:00:00Z), 50 bytes of 4,096\n")
    }

    @Test func recordReadsAScenarioFromStandardInputOrAFileOfAnyName() throws {
        let fixture = try FileFixture()
        let scenario = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/scenarios/four-apps.json"), encoding: .utf8)
        let noSuffix = try fixture.write(scenario, to: "four-apps.scenario")
        let run = CommandLineRun("record", noSuffix, "-o", fixture.path("x.cast"))
        #expect(run.status == 0)
        #expect(run.output == "\(fixture.path("x.cast")): 8 frames of four apps, 25.8 s, 80×44\n")
    }
}
