import Foundation
import IslandInputs
import IslandPlayback
import TermIsland

/// `island play <scenario.json>`: what the island and the Lock Screen show over a scenario's
/// timeline, at each event's time or the instants asked for.
enum PlayCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: [.at, .every, .device, .theme, .color])
        let file = try scenarioFile(options, command: "play")
        switch try InputKind(file) {
        case .payload:
            throw UsageError("\(file) is a push payload: island validate checks it; a scenario's push event plays it (docs/PushPayloads.md)")
        case .scenario, .unreadable:
            break
        }
        var scenario = try ExampleLookup.playableScenario(file, theme: options.theme)
        if options.deviceGiven { scenario.device = options.device }
        var instants = options.instants
        if let step = options.every {
            let count = Int(scenario.duration / step) + 1
            guard count <= ScenarioPlayer.maximumFrames else {
                throw UsageError("--every \(formatDuration(step)) gives \(count) frames over \(formatDuration(scenario.duration)); "
                                 + "at most \(ScenarioPlayer.maximumFrames) (a larger step, or --at for the instants that matter)")
            }
            instants += stride(from: 0, through: scenario.duration, by: step).map { $0 }
        }
        if instants.isEmpty { instants = Array(Set(scenario.timeline.map(\.at))).sorted() }
        if instants.isEmpty {
            Island.printError("\(file): the timeline is empty: nothing to play")
            return 0
        }
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        ExampleLookup.player(scenario, theme: options.theme).play(at: instants) { print(transcript.text(of: $0)) }
        return 0
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

/// What a file given to `play` or `validate` is: a scenario (an object with "timeline"), a push
/// payload (an object with "aps"), or not JSON at all (its parser will say why).
enum InputKind {
    case scenario, payload, unreadable

    init(_ file: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(file): a directory; give a scenario or a payload file")
        }
        guard let data = FileManager.default.contents(atPath: file),
              let top = try? JSONSerialization.jsonObject(with: data) else {
            self = .unreadable
            return
        }
        guard let object = top as? [String: Any] else {
            self = .scenario
            return
        }
        if object["timeline"] != nil {
            self = .scenario
        } else if object["aps"] != nil {
            self = .payload
        } else {
            throw UsageError("\(file): expected a scenario (an object with \"timeline\") or a push payload (an object with \"aps\")")
        }
    }
}
