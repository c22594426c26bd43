import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import Motion
import TermIsland

/// `island record <scenario.json|example> -o out.cast`: the scenario (or a short scenario of one
/// example: started, touched and held, then a few moments of its life) played with its
/// transitions at their real speed, as an asciicast v2 file for `asciinema play`.
enum RecordCommand {
    static let options: [CommandOptions.Name] = [.output, .motion, .maxFrames] + CommandOptions.appearance

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: options)
        guard let source = options.positional.first else {
            throw UsageError("record needs a scenario file or an example (island list shows them), and -o FILE.cast")
        }
        guard options.positional.count == 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": record takes one scenario") }
        guard let output = options.output else { throw UsageError("record needs -o FILE.cast: where to write the recording (-o - for standard output)") }
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
        if let reason = Self.save(cast.encoded(), to: output) {
            throw RecordingFailed(message: "\(output): could not be written (\(reason))")
        }
        print(oneLine("\(output): \(summary)"))
        return 0
    }

    /// A short life of one example: requested, touched and held, then three moments later on.
    static func exampleScenario(_ name: String) throws -> Scenario {
        let example = try ExampleLookup.example(name)
        let json = """
            {"name": "\(example.name)", "timeline": [
              {"at": "0s", "request": {"id": "a", "app": "App", "example": "\(example.name)", "relevance": 50}},
              {"at": "0s", "pause": "2s"},
              {"at": "1m", "touchAndHold": "a"}, {"at": "1m1s", "pause": "3s"},
              {"at": "5m", "pause": "2s"}, {"at": "15m", "pause": "2s"}, {"at": "25m", "pause": "3s"}]}
            """
        do { return try Scenario.parse(Data(json.utf8), file: "\(example.name).json") } catch { throw UsageError(error) }
    }

    /// Writes `text` to the file at `path`, created or emptied; the system's words for a failure
    /// ("no such file or directory", "no space left on device"), or nil.
    static func save(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return Console.describe(errno) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let code = errno
                close(descriptor)
                return Console.describe(code)
            }
            offset += written
        }
        return close(descriptor) == 0 ? nil : Console.describe(errno)
    }

    /// A recording that could not be written: exit status 1.
    struct RecordingFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
