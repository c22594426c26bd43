import Foundation
import IslandExamples
import TermIsland
import TerminalCanvas

/// Plays a scenario on an `ActivitySystem` and renders what the island and the Lock Screen show
/// at chosen instants, with the arbitration's reason under each frame.
struct ScenarioPlayer {
    let scenario: Scenario
    let theme: Theme
    let colorDepth: ColorDepth

    /// Problems that make the scenario unplayable: unknown examples, activities used before they
    /// are requested, states that do not decode. Each names the event's JSON path.
    func validate() -> [String] {
        var problems: [String] = []
        var requested: [String: Example] = [:]
        for event in scenario.timeline {
            switch event.action {
            case .request(let request):
                guard let example = Example.named(request.example) else {
                    problems.append("\(event.path).request.example: unknown example \"\(request.example)\" (island list shows them all)")
                    continue
                }
                if requested[request.id] != nil {
                    problems.append("\(event.path).request.id: an activity named \"\(request.id)\" is already requested")
                }
                requested[request.id] = example
                if let state = request.state, let error = stateError(state, example) {
                    problems.append("\(event.path).request.state: \(error)")
                }
            case .update(let id, let state, _, _, _):
                guard let example = requested[id] else {
                    problems.append("\(event.path).update.id: no activity \"\(id)\" was requested before")
                    continue
                }
                if let state, let error = stateError(state, example) { problems.append("\(event.path).update.state: \(error)") }
            case .end(let id, _, _), .touchAndHold(let id), .dismiss(let id), .relevance(let id, _):
                if requested[id] == nil { problems.append("\(event.path): no activity \"\(id)\" was requested before") }
            }
        }
        return problems
    }

    private func stateError(_ state: Data, _ example: Example) -> String? {
        var renderer = PresentationRenderer(device: scenario.device, theme: theme)
        renderer.contentStateJSON = state
        return example.render(renderer, .lockScreen, 0).errors.first { $0.hasPrefix("the content state") }
    }

    /// The frames at `instants` (seconds after the start), as text.
    func play(at instants: [TimeInterval]) -> String {
        let system = ActivitySystem(device: scenario.device, start: scenario.start, policy: scenario.policy)
        var examples: [String: (Example, requestedAt: TimeInterval)] = [:]
        var refusals: [String] = []
        var pending = scenario.timeline[...]
        var output = ""
        for instant in instants.sorted() {
            while let event = pending.first, event.at <= instant {
                pending = pending.dropFirst()
                system.advance(to: scenario.start.addingTimeInterval(event.at))
                do {
                    try apply(event, to: system, examples: &examples)
                } catch {
                    refusals.append("\(formatDuration(event.at)) \(event.path): refused: \(error)")
                }
            }
            system.advance(to: scenario.start.addingTimeInterval(instant))
            output += frame(at: instant, system: system, examples: examples)
            for refusal in refusals { output += "  \(refusal)\n" }
            refusals.removeAll()
            output += "\n"
        }
        return output
    }

    private func apply(_ event: ScenarioEvent, to system: ActivitySystem, examples: inout [String: (Example, requestedAt: TimeInterval)]) throws {
        switch event.action {
        case .request(let request):
            guard let example = Example.named(request.example) else { return }
            let state = request.state ?? Data("{}".utf8)
            try system.request(
                app: request.app, attributesType: request.example, attributesJSON: Data(), stateJSON: state,
                staleDate: request.staleAfter.map { scenario.start.addingTimeInterval(event.at + $0) },
                relevanceScore: request.relevance, style: request.style, alert: request.alert, id: request.id)
            examples[request.id] = (example, event.at)
        case .update(let id, let state, let relevance, let staleAfter, let alert):
            guard let record = system.record(id) else { throw ActivityAuthorizationError.activityNotRunning(id: id) }
            try system.update(
                id, stateJSON: state ?? record.stateJSON,
                staleDate: staleAfter.map { system.now.addingTimeInterval($0) } ?? record.staleDate,
                relevanceScore: relevance ?? record.relevanceScore, alert: alert)
        case .end(let id, let policy, let after):
            try system.end(id, dismissalPolicy: after.map { .after(system.now.addingTimeInterval($0)) } ?? policy ?? .default)
        case .touchAndHold(let id):
            try system.touchAndHold(id)
        case .dismiss(let id):
            try system.dismiss(id)
        case .relevance(let id, let score):
            try system.setRelevance(id, to: score)
        }
    }

    /// One instant: the island, the reason, then the Lock Screen's list.
    private func frame(at instant: TimeInterval, system: ActivitySystem, examples: [String: (Example, requestedAt: TimeInterval)]) -> String {
        var output = "\(scenario.name) · \(formatDuration(instant)) · \(scenario.device.name)\n"
        func render(_ id: String, _ presentation: Presentation) -> Canvas? {
            guard let (example, requestedAt) = examples[id], let record = system.record(id) else { return nil }
            var environment = EnvironmentValues()
            environment.date = system.now
            var renderer = PresentationRenderer(device: scenario.device, environment: environment, theme: theme)
            // The example's own state when the scenario gives none ("{}" marks that).
            if record.stateJSON != Data("{}".utf8) { renderer.contentStateJSON = record.stateJSON }
            var rendered = example.render(renderer, presentation, instant - requestedAt)
            if !rendered.errors.isEmpty { rendered.canvas = Canvas(width: 0, height: 0) }
            return rendered.canvas
        }
        let arrangement = system.arrangement
        var island: Canvas?
        switch arrangement {
        case .empty: island = nil
        case .compact(let id, _): island = render(id, .compact)
        case .expanded(let id, _): island = render(id, .expanded)
        case .minimal(let attached, let detached, _):
            if let left = render(attached, .minimalAttached), let right = render(detached, .minimalDetached) {
                var both = Canvas(width: left.width + 1 + right.width, height: max(left.height, right.height))
                both.copy(left, to: .zero)
                both.copy(right, to: Point(x: left.width + 1, y: 0))
                island = both
            }
        }
        if let island { output += encode(island) + "\n" }
        output += "island: \(arrangement.reason)\n"
        let lockScreen = system.lockScreen
        output += "lock screen: " + (lockScreen.isEmpty ? "nothing" : lockScreen.map { "\($0.app) (\($0.state(at: system.now).rawValue))" }.joined(separator: ", ")) + "\n"
        for record in lockScreen {
            if let card = render(record.id, .lockScreen) { output += encode(card) + "\n" }
        }
        return output
    }

    private func encode(_ canvas: Canvas) -> String {
        colorDepth == .none ? canvas.plainText : ANSIEncoder(depth: colorDepth).encode(canvas)
    }
}
