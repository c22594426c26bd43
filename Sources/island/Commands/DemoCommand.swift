import Foundation
import IslandInputs
import IslandPlayback
import IslandPreview
import Motion
import TermIsland

/// `island demo [scenario.json]`: the built-in multi-app scenario (four apps competing, an
/// alert, a touch and hold, a stale activity, ends, and time passing the eight-hour limit), or
/// your own. In a terminal it opens the interactive previewer on it (docs/Previewer.md);
/// otherwise it prints the frames at its pause events one after another.
enum DemoCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: SnapshotCommand.options + [.motion])
        guard options.state == nil else { throw UsageError("--state is for one example: use it with island snapshot <example>") }
        guard options.positional.count <= 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": demo plays one scenario") }
        var scenario: Scenario
        if let file = options.positional.first {
            scenario = try ExampleLookup.playableScenario(file, theme: options.theme)
            guard !scenario.pauses.isEmpty else {
                throw UsageError("\(file): no pauses: a demo shows a scenario's pause events (docs/Scenarios.md); island play shows any instant")
            }
        } else {
            do { scenario = try Scenario.parse(Data(builtInScenarioJSON.utf8), file: "four-apps.json") } catch { throw UsageError(error) }
        }
        if options.deviceGiven { scenario.device = options.device }
        let player = ExampleLookup.player(scenario, theme: options.theme)
        // The scenario's pauses are the demo's frames, each held as long as the pause says.
        let pauses = scenario.pauses
        if isatty(STDOUT_FILENO) == 1 {
            // In a terminal: the interactive previewer, time running at 60× (a minute a second;
            // `.` jumps to the next event).
            do {
                try PreviewCommand.open(scenario, options, speed: 60)
                return 0
            } catch let error as PreviewUnavailable {
                Island.printError("\(error); printing the frames as text")
            }
        }
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        player.play(at: pauses.map(\.at)) { print(transcript.text(of: $0)) }
        return 0
    }
}
