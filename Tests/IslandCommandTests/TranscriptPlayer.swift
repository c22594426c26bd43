import IslandInputs
import IslandPlayback
@testable import IslandCommandLine
@testable import IslandCommands

/// The built-in examples' player with its frames as `island play` prints them.
struct TranscriptPlayer {
    let player: ScenarioPlayer
    let transcript: PlaybackTranscript

    init(_ scenario: Scenario) {
        player = ExampleLookup.player(scenario, theme: .dark)
        transcript = PlaybackTranscript(scenario: scenario)
    }

    /// Each frame's text.
    func frames(at instants: [Double]) -> [String] {
        player.frames(at: instants).map(transcript.text(of:))
    }

    /// Every frame's text, a blank line after each, as `island play` prints them.
    func play(at instants: [Double]) -> String {
        frames(at: instants).map { $0 + "\n" }.joined()
    }

    /// The problems, as messages.
    func validate() -> [String] { player.validate().map(\.description) }
}
