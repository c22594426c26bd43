import ActivityRuntime
import Foundation
import IslandCommandLine
import IslandExamples
import IslandInputs
import IslandPlayback
import TermIsland

/// `island validate <file.json>`: checks a scenario, or a push payload as APNs and ActivityKit
/// would (and its data against an example's types).
enum ValidateCommand: IslandCommand {
    static let name = "validate"

    static let usage = [
        UsageForm(
            synopsis: "validate <file.json> [options]",
            heading: "  validate <file.json>         check a scenario, or a push payload as APNs would",
            [
                OptionLine([.option(.example, "NAME|views.json")], "(payloads) decode the attributes and content state against", "this example's types (without it, only a start's attributes-type names one)"),
                OptionLine([.option(.device, "ID")], "(scenarios) the device it plays on"),
            ]),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let options = try invocation.options(accepting: options)
        let file = try GivenFile(PlayCommand.scenarioFile(options, command: "validate"),
                                 limit: InputFileLimit(bytes: InputFileLimit.scenario.bytes, what: "a file to validate"))
        switch file.kind {
        case .payload:
            return try validatePayload(file, exampleName: options.example)
        case .other where options.example != nil:
            return try validatePayload(file, exampleName: options.example)
        case .otherObject:
            throw UsageError("\(file.name): expected a scenario (an object with \"timeline\") or a push payload (an object with \"aps\")")
        case .views:
            throw UsageError("\(file.name): these are described views: island snapshot \(file.path) draws them, and reports their problems")
        case .scenario, .other:
            break
        }
        if options.example != nil { throw UsageError("--example is for push payloads: island validate payload.json --example pizza-delivery") }
        var scenario = try ExampleLookup.playableScenario(file, theme: .dark)
        if options.deviceGiven { scenario.device = options.device }
        let activities = scenario.timeline.filter { event in
            switch event.action {
            case .request: return true
            case .push(_, _, _, let payload): return payload.event == .start
            default: return false
            }
        }.count
        let events = scenario.timeline.count
        print(oneLine("\(file.name): ok: \(grouped(events)) event\(events == 1 ? "" : "s"), \(grouped(activities)) activit\(activities == 1 ? "y" : "ies"), \(formatDuration(scenario.duration)) long, on \(scenario.device.name)"))
        return 0
    }

    /// Checks a push payload as APNs and ActivityKit would, and its content state and
    /// attributes against an example's types: the one named, or the one whose attributes type
    /// a start names.
    static func validatePayload(_ file: GivenFile, exampleName: String?) throws -> Int32 {
        let payload: PushPayload
        do { payload = try PushPayload.parse(file.data, file: file.name) } catch { throw UsageError(error) }
        var summary = "\(file.name): ok: \(payload.event == .start ? "a push-to-start" : "an \(payload.event.rawValue) push")"
        summary += " stamped \(Int64(payload.timestamp.timeIntervalSince1970)) (\(ISO8601DateFormatter().string(from: payload.timestamp)))"
        summary += ", \(grouped(payload.byteCount)) bytes of \(grouped(PushPayloadRules.maximumBytes))"
        let named = try exampleName.map { try ExampleLookup.example($0, errorPrefix: "--example: ", hint: "island list shows them") }
        if let example = named ?? payload.attributesType.flatMap(Example.withAttributesType) {
            if let error = example.kind.problem(attributes: payload.attributes, state: payload.contentState, source: .push) {
                throw UsageError("\(file.name): \(error.part == .attributes ? "$.aps.attributes" : "$.aps[\"content-state\"]"): \(error)")
            }
            summary += "; its data decodes for \(example.name)"
        } else if payload.event == .start {
            summary += "; no example draws \(payload.attributesType ?? ""), so its attributes and content state were not checked "
                + "(--example NAME decodes them against an example's types)"
        } else if payload.contentState != nil {
            // An update or an end names no type: what its state must decode as is not known.
            summary += "; its content state was not checked (--example NAME decodes it against an example's ContentState)"
        }
        print(oneLine(summary))
        return 0
    }
}
