import Foundation
import IslandCommandLine
import IslandInputs
import IslandPlayback
import TermIsland

/// `island play <scenario.json>`: what the island and the Lock Screen show over a scenario's
/// timeline, at each event's time or the instants asked for.
enum PlayCommand: IslandCommand {
    static let name = "play"

    static let usage = [
        UsageForm(
            synopsis: "play <scenario.json> [options]",
            heading: "  play <scenario.json>         what the island and the Lock Screen show over a scenario's timeline",
            [
                OptionLine([.option(.at, "TIME ...", repeatable: true)], "instants to show (repeatable; default: each event's time)"),
                OptionLine([.option(.every, "STEP")], "an instant every STEP from 0 to the last event"),
            ],
            shared: OptionLine.drawingOptions + [.maxFrames]),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let options = try invocation.options(usage[0].table)
        let file = try GivenFile(scenarioFile(options, command: "play"), limit: .scenario)
        var scenario = try ExampleLookup.playableScenario(file, theme: options.theme)
        if options.deviceGiven { scenario.device = options.device }
        let instants = try self.instants(of: scenario, named: file.name, options)
        if instants.isEmpty {
            Island.printError("\(file.name): the timeline is empty: nothing to play")
            return 0
        }
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        // Each warning once, under the first frame that draws what it is about.
        var warned: Set<String> = []
        ExampleLookup.player(scenario, theme: options.theme, environment: options.environment)
            .play(at: instants) { print(transcript.text(of: $0, warned: &warned)) }
        return 0
    }

    /// The instants to draw: `--at` and `--every`, or each event's time; at most
    /// `--max-frames` of them, so no file makes output without end.
    static func instants(of scenario: Scenario, named name: String, _ options: CommandOptions) throws -> [Double] {
        var instants = options.instants
        let cap = options.maximumFrames
        let raise = "--max-frames raises the cap"
        if let step = options.every {
            // Counted before anything is made: a tiny step over a long scenario is refused, not a hang.
            let count = (scenario.duration / step).rounded(.down) + 1
            guard count <= Double(cap) else {
                let counted = count < 1e15 ? grouped(Int(count)) : "more than \(grouped(CommandOptions.largestMaximumFrames))"
                throw UsageError("--every \(formatDuration(step)) gives \(counted) frames over \(formatDuration(scenario.duration)); "
                                 + "at most \(grouped(cap)) (a larger step, --at for the instants that matter, or \(raise))")
            }
            instants += stride(from: 0, through: scenario.duration, by: step).map { $0 }
        }
        if instants.isEmpty { instants = Array(Set(scenario.timeline.map(\.at))).sorted() }
        guard instants.count <= cap else {
            let what = options.instants.isEmpty && options.every == nil ? "one at each event's time" : "from --at and --every"
            throw UsageError("\(name): \(grouped(instants.count)) frames to draw (\(what)); at most \(grouped(cap)) "
                             + "(--every or --at for fewer, or \(raise))")
        }
        return instants
    }

    /// The one file a command that reads a scenario was given.
    static func scenarioFile(_ options: CommandOptions, command: String) throws -> String {
        guard let file = options.positional.first else {
            throw UsageError("\(command) needs a scenario file (see docs/Scenarios.md)")
        }
        guard options.positional.count == 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\"") }
        return file
    }
}
