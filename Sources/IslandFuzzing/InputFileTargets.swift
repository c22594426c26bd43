import ActivityRuntime
import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import LiveActivity
import TermIsland

extension FuzzTarget {
    /// Scenario files: read, checked for play, and a few frames played and printed.
    public static let scenario = FuzzTarget(
        name: "scenario",
        summary: "scenario files: parsed, validated against the built-in examples, three frames played and printed"
    ) { data in
        let scenario: Scenario
        do throws(InputFileError) { scenario = try Scenario.parse(data, file: "fuzz.json") } catch {
            Invariants.checkOneSafeLine(error.description, "a scenario error")
            return
        }
        let player = ScenarioPlayer(scenario: scenario, kinds: .builtInExamples)
        guard player.validate().isEmpty else { return }
        // The first event, the last and the end of the timeline: enough to reach every action
        // without the cost of a frame for each event (island caps those with --max-frames).
        let times = scenario.timeline.map(\.at)
        let instants = Array(Set([times.first, times.last, scenario.duration].compactMap { $0 })).sorted()
        let transcript = PlaybackTranscript(scenario: scenario)
        player.play(at: instants) { frame in
            let text = transcript.text(of: frame)
            for line in text.split(separator: "\n") {
                Invariants.checkOneSafeLine(String(line), "a line of play's output")
            }
            Invariants.checkFrameCost(frame, text: text, inputBytes: data.count)
        }
    }

    /// Push payloads: read as APNs would, then delivered to a device.
    public static let payload = FuzzTarget(
        name: "payload",
        summary: "push payloads: parsed as APNs and ActivityKit would, delivered to an activity system, drawn"
    ) { data in
        let payload: PushPayload
        do throws(InputFileError) { payload = try PushPayload.parse(data, file: "fuzz.json") } catch {
            Invariants.checkOneSafeLine(error.description, "a payload error")
            return
        }
        FuzzFinding.check(payload.byteCount <= PushPayloadRules.maximumBytes, "a payload over 4,096 bytes was taken")
        let system = ActivitySystem(device: .iPhone15Pro, start: Date(timeIntervalSince1970: 1_800_000_000))
        let start = Example.pizzaDelivery.kind.preview?(system.now, 0).data
        if payload.event != .start, let start {
            _ = try? system.request(app: "Pizza", attributesType: "PizzaDeliveryAttributes", attributesJSON: start.attributes,
                                    stateJSON: start.state, staleDate: nil, relevanceScore: 0, style: .standard, alert: nil, id: "pizza")
        }
        _ = system.deliver(payload, to: "pizza", app: "Pizza")
        system.advance(by: 60)
        let snapshot = system.snapshot()
        Invariants.checkOneSafeLine(snapshot.arrangement.reason.description, "the arrangement's reason")
        if let record = snapshot.record("pizza"), let kind = Example.withAttributesType(record.attributesType)?.kind {
            let renderer = PresentationRenderer(device: .iPhone15Pro)
            for presentation in [Presentation.compact, .lockScreen] {
                if let rendered = try? kind.render(ActivityData(attributes: record.attributesJSON, state: record.stateJSON),
                                                   as: presentation, with: renderer) {
                    Invariants.checkPlainText(rendered.canvas, "a payload's \(presentation.rawValue)")
                }
            }
        }
    }

    /// Theme files: read, then the pizza delivery drawn in them.
    public static let theme = FuzzTarget(
        name: "theme",
        summary: "theme files: parsed, then pizza-delivery's compact and Lock Screen presentations drawn in the theme, as ANSI"
    ) { data in
        let theme: Theme
        do throws(InputFileError) { theme = try Theme.parse(data, file: "fuzz.json") } catch {
            Invariants.checkOneSafeLine(error.description, "a theme error")
            return
        }
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_300)
        let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment, theme: theme)
        for presentation in [Presentation.compact, .expanded, .lockScreen] {
            let rendered = Example.pizzaDelivery.render(renderer, presentation, 300)
            Invariants.checkPlainText(rendered.canvas, "a themed \(presentation.rawValue)")
            Invariants.checkANSI(ANSIEncoder(depth: .trueColor).encode(rendered.canvas), "a themed \(presentation.rawValue) as ANSI")
        }
    }

    /// Files of described views: read, then every presentation drawn with their preview data.
    public static let views = FuzzTarget(
        name: "views",
        summary: "files of described views: parsed, then every presentation drawn with the preview data"
    ) { data in
        let description: DescribedActivity
        do throws(InputFileError) { description = try DescribedActivity.parse(data, file: "fuzz.json") } catch {
            Invariants.checkOneSafeLine(error.description, "a views error")
            return
        }
        let example = Example.described("fuzz", by: description)
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_300)
        let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment)
        for presentation in Presentation.allCases {
            let rendered = example.render(renderer, presentation, 300)
            Invariants.checkPlainText(rendered.canvas, "described views' \(presentation.rawValue)")
        }
    }

    /// `--state`: the argument read as island reads it, checked against pizza-delivery's type
    /// and drawn.
    public static let state = FuzzTarget(
        name: "state",
        summary: "island snapshot --state: the argument read, the 4 KB rule, decoded for pizza-delivery and drawn"
    ) { data in
        let argument = String(decoding: data, as: UTF8.self)
        // `@FILE` reads a file: a fuzzer must not open whatever path it makes up (a FIFO would
        // block). Reading with a bound is InputFileReading's, the same for every input file.
        guard !argument.hasPrefix("@") else { return }
        let input: ContentStateInput
        do throws(InputFileError) { input = try ContentStateInput(argument) } catch {
            Invariants.checkOneSafeLine(error.description, "a --state error")
            return
        }
        let kind = Example.pizzaDelivery.kind
        guard let preview = kind.preview?(Date(timeIntervalSince1970: 1_800_000_000), 300) else { return }
        guard input.sizeProblem(attributesBytes: preview.data.attributes.count) == nil else { return }
        FuzzFinding.check(input.json.count + preview.data.attributes.count <= ActivityLimits.standard.maximumPayloadBytes,
                          "a state over the 4 KB rule passed its check")
        guard kind.problem(state: input.json) == nil else { return }
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_300)
        let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment)
        for presentation in Presentation.allCases {
            if let rendered = try? kind.render(ActivityData(attributes: preview.data.attributes, state: input.json),
                                               as: presentation, with: renderer) {
                Invariants.checkPlainText(rendered.canvas, "a --state \(presentation.rawValue)")
            }
        }
    }
}
