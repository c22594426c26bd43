import Foundation
import IslandInputs
import IslandPlayback
import TermIsland

/// `island demo [scenario.json]`: the built-in multi-app scenario (four apps competing, an
/// alert, a touch and hold, a stale activity, ends, and time passing the eight-hour limit), or
/// your own, shown at its pause events. In a terminal each frame replaces the last after its
/// pause; otherwise the frames are printed one after another.
enum DemoCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: SnapshotCommand.options)
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
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        // The scenario's pauses are the demo's frames, each held as long as the pause says.
        let pauses = scenario.pauses
        let isTerminal = isatty(STDOUT_FILENO) == 1
        var index = 0
        player.play(at: pauses.map(\.at)) { frame in
            if isTerminal && index > 0 {
                Thread.sleep(forTimeInterval: pauses[index - 1].hold)
                print("\u{1B}[2J\u{1B}[H", terminator: "")
            }
            print(transcript.text(of: frame))
            index += 1
        }
        return 0
    }
}
