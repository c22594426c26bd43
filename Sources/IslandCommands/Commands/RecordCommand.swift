import Foundation
import IslandCommandLine
import IslandExamples
import IslandInputs
import IslandPlayback
import IslandSnapshotTesting
import Motion
import TermIsland

/// `island record <scenario.json|example> -o out.cast`: the scenario (or a short scenario of one
/// example: started, touched and held, then a few moments of its life) played with its
/// transitions at their real speed, as an asciicast v2 file for `asciinema play`.
enum RecordCommand: IslandCommand {
    static let name = "record"

    static let usage = [
        UsageForm(
            synopsis: "record <scenario.json|example> -o FILE.cast [options]",
            heading: """
                  record <scenario.json|example> -o FILE.cast
                                               the scenario with its transitions, as an asciicast for asciinema
                """,
            [
                OptionLine([.option(.output, "FILE", spelled: "-o, --output")], "where to write it (- for standard output)"),
                OptionLine([.option(.motion, "full|reduced|none")], "how much moves (default: full, or ISLAND_MOTION)"),
            ],
            shared: OptionLine.drawingOptions + [.maxFrames]),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        // Every file read on the way is noted, so the output is compared with all of them.
        let inputs = InputFileLog()
        return try InputFileLog.$current.withValue(inputs) { try record(invocation, inputs: inputs) }
    }

    private static func record(_ invocation: Invocation, inputs: InputFileLog) throws -> Int32 {
        let options = try invocation.options(accepting: options)
        guard let source = options.positional.first else {
            throw UsageError("record needs a scenario file or an example (island list shows them), and -o FILE.cast")
        }
        guard options.positional.count == 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": record takes one scenario") }
        guard let output = options.output else { throw UsageError("record needs -o FILE.cast: where to write the recording (-o - for standard output)") }
        // Standard output is never one of the inputs; a file is compared with them first.
        if output != "-" { try OutputFileCheck.refuseOverwriting(inputs: [source, options.themeArgument].compactMap { $0 }, with: output) }
        // A scenario file (`-`: standard input), else an example's short life.
        var scenario = try Example.named(source) == nil && GivenFile.isFile(source)
            ? ExampleLookup.playableScenario(source, theme: options.theme) : exampleScenario(source)
        if options.deviceGiven { scenario.device = options.device }
        let pauses = scenario.pauses
        let instants = pauses.isEmpty ? Array(Set(scenario.timeline.map(\.at))).sorted().map { (at: $0, hold: 2.0) } : pauses
        guard !instants.isEmpty else { throw UsageError("\(source): the timeline is empty: nothing to record") }
        guard instants.count <= options.maximumFrames else {
            throw UsageError("\(source): \(grouped(instants.count)) frames to record; at most \(grouped(options.maximumFrames)) (--max-frames raises the cap)")
        }
        let depth = options.color == .never ? ColorDepth.none : ColorDepth.trueColor
        let recorder = ScenarioRecorder(player: ExampleLookup.player(scenario, theme: options.theme, environment: options.environment),
                                        motion: MotionSettings(level: options.motion, colorDepth: depth), colorDepth: depth)
        let cast = recorder.record(instants)
        let seconds = cast.events.last?.time ?? 0
        let summary = "\(instants.count) frames of \(scenario.name), \(String(format: "%.1f", seconds)) s, \(cast.width)×\(cast.height)"
        if output == "-" {
            // The recording is the output; what was recorded is said on standard error, as a
            // tool writing its product to a pipe says what it did. A failed write is the run's
            // failure (Island.run says it), so nothing is said then.
            Console.current.write(cast.encoded())
            if Console.current.failure == nil { Console.current.writeError(oneLine("standard output: \(summary)") + "\n") }
            return 0
        }
        try OutputFileCheck.refuseOverwriting(inputs: inputs.paths, with: output)
        if let reason = Self.save(cast.encoded(), to: output) {
            throw RecordingFailed(message: "\(output): could not be written (\(reason))")
        }
        print(oneLine("\(output): \(summary)"))
        return 0
    }

    /// A short life of one example: requested, touched and held, then three moments later on.
    static func exampleScenario(_ name: String) throws -> Scenario {
        let example = try ExampleLookup.example(name)
        let events: [(at: TimeInterval, action: ScenarioAction)] = [
            (0, .request(ScenarioRequest(id: "a", app: "App", example: example.name, relevance: 50))), (0, .pause(hold: 2)),
            (60, .touchAndHold(id: "a")), (61, .pause(hold: 3)),
            (300, .pause(hold: 2)), (900, .pause(hold: 2)), (1500, .pause(hold: 3)),
        ]
        return Scenario(name: example.name, timeline: events.map { ScenarioEvent(at: $0.at, action: $0.action) })
    }

    /// Writes `text` as the file at `path`, whole or not at all (`FileReplacement`); the
    /// system's words for a failure ("no such file or directory", "no space left on device"), or nil.
    static func save(_ text: String, to path: String) -> String? {
        do { try FileReplacement.write(text, to: path) } catch { return error.reason }
        return nil
    }

    /// A recording that could not be written: exit status 1.
    struct RecordingFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
