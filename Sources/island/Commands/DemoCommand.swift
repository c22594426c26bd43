import Foundation
import IslandInputs
import IslandPlayback
import Motion
import TermIsland

/// `island demo [scenario.json]`: the built-in multi-app scenario (four apps competing, an
/// alert, a touch and hold, a stale activity, ends, and time passing the eight-hour limit), or
/// your own, shown at its pause events. In a terminal each frame replaces the last after its
/// pause; otherwise the frames are printed one after another.
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
            // In a terminal: the screens painted through the ncurses backend, animated.
            let frames = player.frames(at: pauses.map(\.at))
            let size = PlaybackScreen.size(for: frames)
            let screen = PlaybackScreen(scenario: scenario, width: size.width, height: size.height)
            let screens = zip(frames, pauses).map { (frame: screen.frame(of: $0), hold: $1.hold) }
            if let shown = try TerminalPlayback.playInTerminal(screens, motion: MotionSettings(level: options.motion)) {
                if frames.indices.contains(shown) {
                    print(PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth).text(of: frames[shown]))
                }
                return 0
            }
        }
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        player.play(at: pauses.map(\.at)) { print(transcript.text(of: $0)) }
        return 0
    }
}
