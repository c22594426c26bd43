import Foundation
import IslandCommandLine
import IslandInputs
import IslandPlayback
import IslandPreview
import Motion
import TermIsland

/// `island demo [scenario.json]`: the built-in multi-app scenario (four apps competing, an
/// alert, a touch and hold, a stale activity, ends, and time passing the eight-hour limit), or
/// your own. In a terminal it opens the interactive previewer on it (docs/Previewer.md);
/// otherwise it prints the frames at its pause events one after another.
enum DemoCommand: IslandCommand {
    static let name = "demo"

    static let usage = [
        UsageForm(
            synopsis: "demo [scenario.json] [options]",
            heading: """
                  demo [scenario.json]         four apps competing for the island over nine hours: in a terminal
                                               the previewer at 60×, through a pipe frame by frame
                                               (or your scenario: the frames are its pause events)
                """,
            [
                OptionLine([.option(.motion, "full|reduced|none")], "how much moves in the previewer (default: full, or ISLAND_MOTION)"),
                OptionLine([.option(.emojiWidth, "1|2|auto")], "columns for ✈️ ❤️ 1️⃣ in the previewer (as preview; default: auto)"),
                OptionLine([.option(.pushPort, "PORT")], "take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port)"),
            ],
            shared: OptionLine.drawingOptions + [.maxFrames]),
    ]

    /// What demo takes: what changes how its frames are drawn, and how many there may be.
    static var options: [CommandOptions.Name] { usage[0].accepted }

    /// Options other commands take that demo does not, with the reason.
    static let refused: [CommandOptions.Name: String] = [
        .at: "a demo's frames are its scenario's pauses; island play <scenario.json> --at TIME shows any instant",
        .every: "a demo's frames are its scenario's pauses; island play <scenario.json> --every STEP shows instants at a step",
        .presentation: "a demo shows the island and the Lock Screen as the system arranges them; island snapshot <example> --presentation NAME shows one",
        .styled: "a demo is a terminal show; island snapshot <example> --styled prints the legend of styles",
        .state: "a demo's states come from its scenario; island snapshot <example> --state JSON draws one",
    ]

    static func run(_ invocation: Invocation) throws -> Int32 {
        let options = try invocation.options(accepting: options, refused: refused)
        guard options.positional.count <= 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": demo plays one scenario") }
        var scenario: Scenario
        var name = "four-apps.json"
        if let path = options.positional.first {
            let file = try GivenFile(path, limit: .scenario)
            name = file.name
            scenario = try ExampleLookup.playableScenario(file, theme: options.theme)
            guard !scenario.pauses.isEmpty else {
                throw UsageError("\(file.name): no pauses: a demo shows a scenario's pause events (docs/Scenarios.md); island play shows any instant")
            }
        } else {
            do { scenario = try Scenario.parse(Data(builtInScenarioJSON.utf8), file: name) } catch { throw UsageError(error) }
        }
        if options.deviceGiven { scenario.device = options.device }
        // The scenario's pauses are the demo's frames, each held as long as the pause says.
        let pauses = scenario.pauses
        guard pauses.count <= options.maximumFrames else {
            throw UsageError("\(name): \(grouped(pauses.count)) pauses, a frame each; a demo draws at most \(grouped(options.maximumFrames)) "
                             + "(--max-frames raises the cap)")
        }
        if Console.current.isTerminal {
            // In a terminal: the interactive previewer, time running at 60× (a minute a second;
            // `.` jumps to the next event).
            do {
                try PreviewCommand.open(scenario, options, speed: 60)
                return 0
            } catch let error as PreviewUnavailable {
                Island.printError("\(error); printing the frames as text")
            }
        }
        let player = ExampleLookup.player(scenario, theme: options.theme, environment: options.environment)
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        var warned: Set<String> = []
        player.play(at: pauses.map(\.at)) { print(transcript.text(of: $0, warned: &warned)) }
        return 0
    }
}
