import Foundation
import IslandExamples
import TermIsland
import TerminalCanvas

/// Plays a scenario on an `ActivitySystem` and renders what the island and the Lock Screen show
/// at chosen instants: what happened since the last frame, the island with the arbitration's
/// reason, banners, and the Lock Screen's list.
struct ScenarioPlayer {
    let scenario: Scenario
    let theme: Theme
    let colorDepth: ColorDepth

    /// Problems that make the scenario unplayable: unknown examples, activities used before they
    /// are requested, states and attributes that do not decode. Each names the event's JSON path.
    func validate() -> [String] {
        var problems: [String] = []
        var requested: [String: Example] = [:]
        for name in scenario.activities.keys.sorted() where Example.named(name) != nil {
            problems.append("$.activities.\(name): \"\(name)\" is a built-in example's name; give the described activity another")
        }
        for event in scenario.timeline {
            switch event.action {
            case .request(let request):
                guard let example = example(named: request.example) else {
                    problems.append("\(event.path).request.example: unknown example \"\(request.example)\"\(suggestion(for: request.example, among: exampleNames)) (island list shows the built-in ones)")
                    continue
                }
                if requested[request.id] != nil {
                    problems.append("\(event.path).request.id: an activity named \"\(request.id)\" is already requested")
                }
                requested[request.id] = example
                if let (key, error) = decodingError(state: request.state, attributes: request.attributes, example) {
                    problems.append("\(event.path).request.\(key): \(error)")
                }
                // The device's 4 KB rule, checked here so validate agrees with play.
                let bytes = (request.attributes ?? example.attributesJSON).count + (request.state?.count ?? 0)
                if bytes > ActivityLimits.standard.maximumPayloadBytes {
                    problems.append("\(event.path).request: \(ActivityAuthorizationError.attributesTooLarge(bytes: bytes, limit: ActivityLimits.standard.maximumPayloadBytes))")
                }
            case .update(let id, let state, _, _, _):
                guard let example = requested[id] else {
                    problems.append("\(event.path).update.id: no activity \"\(id)\" was requested before")
                    continue
                }
                if let (key, error) = decodingError(state: state, attributes: nil, example) { problems.append("\(event.path).update.\(key): \(error)") }
            case .end(let id, _, _), .touchAndHold(let id), .dismiss(let id), .relevance(let id, _):
                if requested[id] == nil { problems.append("\(event.path): no activity \"\(id)\" was requested before") }
            case .push(let id, _, let name, let payload) where payload.event == .start:
                guard let example = example(named: name, attributesType: payload.attributesType) else {
                    let type = payload.attributesType ?? ""
                    problems.append(name.map { "\(event.path).push.example: unknown example \"\($0)\"\(suggestion(for: $0, among: exampleNames))" }
                        ?? "\(event.path).push.payload: no example draws attributes type \"\(type)\"; name one with \"example\" (island list shows them)")
                    continue
                }
                if requested[id] != nil {
                    problems.append("\(event.path).push.id: an activity named \"\(id)\" is already requested")
                }
                requested[id] = example
                if let (key, error) = decodingError(state: payload.contentState, attributes: payload.attributes, example) {
                    problems.append("\(event.path).push.payload.aps\(key == "state" ? "[\"content-state\"]" : ".attributes"): \(error)")
                }
            case .push(let id, _, _, let payload):
                guard let example = requested[id] else {
                    problems.append("\(event.path).push.id: no activity \"\(id)\" was requested before")
                    continue
                }
                if let (_, error) = decodingError(state: payload.contentState, attributes: nil, example) {
                    problems.append("\(event.path).push.payload.aps[\"content-state\"]: \(error)")
                }
            case .lock, .unlock, .open, .setEnabled, .pause:
                break
            }
        }
        return problems
    }

    /// The example named: one the scenario describes, or a built-in one.
    func example(named name: String) -> Example? {
        scenario.activities[name].map { Example.described(name, by: $0) } ?? Example.named(name)
    }

    /// Every name a request's `example` may give.
    var exampleNames: [String] { scenario.activities.keys.sorted() + Example.all.map(\.name) }

    /// The example a push-to-start draws with: the one named, or the one whose attributes type
    /// the payload names (a described activity's name is its attributes type).
    func example(named name: String?, attributesType: String?) -> Example? {
        if let name { return example(named: name) }
        guard let type = attributesType else { return nil }
        return scenario.activities[type].map { Example.described(type, by: $0) } ?? Example.withAttributesType(type)
    }

    /// ("state", "the content state for …: $.driverName: …") when the example cannot draw this
    /// state or these attributes.
    private func decodingError(state: Data?, attributes: Data?, _ example: Example) -> (key: String, message: String)? {
        guard state != nil || attributes != nil else { return nil }
        var renderer = PresentationRenderer(device: scenario.device, theme: theme)
        renderer.contentStateJSON = state
        renderer.attributesJSON = attributes
        guard let error = example.render(renderer, .lockScreen, 0).errors.first else { return nil }
        for (prefix, key) in [("the content state", "state"), ("the attributes", "attributes")] where error.hasPrefix(prefix) {
            return (key, error)
        }
        return nil
    }

    /// The frames at `instants` (seconds after the start), as text, one string each.
    func frames(at instants: [TimeInterval]) -> [String] {
        var frames: [String] = []
        eachFrame(at: instants) { frames.append($0) }
        return frames
    }

    /// Hands each frame to `body` as soon as it is drawn, so a long run prints as it goes.
    func eachFrame(at instants: [TimeInterval], _ body: (String) -> Void) {
        var run = ScenarioRun(player: self)
        for instant in instants.sorted() {
            let happened = run.play(until: instant)
            body(frame(at: instant, run: run, happened: happened))
        }
    }

    /// The most frames one `play` draws: enough for a nine-hour scenario every minute.
    static let maximumFrames = 1000

    func play(at instants: [TimeInterval]) -> String {
        frames(at: instants).map { $0 + "\n" }.joined()
    }

    /// One instant: what happened, the island and why, a banner, then the Lock Screen's list.
    private func frame(at instant: TimeInterval, run: ScenarioRun, happened: [ActivityLogEntry]) -> String {
        let system = run.system
        var header = "\(scenario.name) · \(formatDuration(instant)) · \(scenario.device.name)"
        if system.isLocked { header += " · locked" }
        if let app = system.foregroundApp { header += " · \(app) open" }
        // Names, titles and ids come from files: every line of words is made safe for the
        // terminal (canvases are already).
        var output = terminalSafe(header) + "\n"
        for entry in happened {
            output += terminalSafe("  \(formatDuration(entry.date.timeIntervalSince(scenario.start)).padding(toLength: 7, withPad: " ", startingAt: 0)) \(entry.text)") + "\n"
        }
        func render(_ id: String, _ presentation: Presentation) -> Canvas? {
            guard let drawn = run.activities[id], let record = system.record(id) else { return nil }
            var environment = EnvironmentValues()
            environment.date = system.now
            var renderer = PresentationRenderer(device: scenario.device, environment: environment, theme: theme)
            // The example's own state and attributes unless the scenario gave its own.
            if drawn.ownState { renderer.contentStateJSON = record.stateJSON }
            if drawn.ownAttributes { renderer.attributesJSON = record.attributesJSON }
            renderer.isStale = record.state(at: system.now) == .stale
            renderer.activityID = id
            var rendered = drawn.example.render(renderer, presentation, instant - drawn.requestedAt)
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
        output += terminalSafe("island: \(arrangement.reason)") + "\n"
        if let banner = system.banner {
            output += terminalSafe("banner: \(banner.reason)") + "\n"
            if let card = render(banner.id, .banner) { output += encode(card) + "\n" }
        }
        if let lit = system.litLockScreen, let record = system.record(lit) {
            output += terminalSafe("lit: the locked screen lights up, \(record.app) has an alert") + "\n"
        }
        let lockScreen = system.lockScreen
        let listed = lockScreen.map { "\($0.id) (\($0.app), \($0.state(at: system.now).rawValue))" }.joined(separator: ", ")
        output += terminalSafe("lock screen: " + (lockScreen.isEmpty ? "nothing" : listed)) + "\n"
        for record in lockScreen {
            if let card = render(record.id, .lockScreen) { output += encode(card) + "\n" }
        }
        return output
    }

    private func encode(_ canvas: Canvas) -> String {
        colorDepth == .none ? canvas.plainText : ANSIEncoder(depth: colorDepth).encode(canvas)
    }
}

/// A scenario part-way through: the system, what draws each activity, and the events still to
/// come.
struct ScenarioRun {
    /// What draws an activity, and what the scenario gave it.
    struct Drawn {
        let example: Example
        let requestedAt: TimeInterval
        /// Whether the scenario gave it a state (at its request or since): drawn from the
        /// record then, from the example's own states before.
        var ownState: Bool
        let ownAttributes: Bool
    }

    let player: ScenarioPlayer
    var scenario: Scenario { player.scenario }
    let system: ActivitySystem
    private(set) var activities: [String: Drawn] = [:]
    private var pending: ArraySlice<ScenarioEvent>
    private var logged = 0

    init(player: ScenarioPlayer) {
        self.player = player
        let scenario = player.scenario
        system = ActivitySystem(device: scenario.device, start: scenario.start, policy: scenario.policy)
        pending = scenario.timeline[...]
    }

    /// Applies every event up to `instant`, moves the clock there, and returns what the
    /// system logged on the way, in time order.
    mutating func play(until instant: TimeInterval) -> [ActivityLogEntry] {
        while let event = pending.first, event.at <= instant {
            pending = pending.dropFirst()
            system.advance(to: scenario.start.addingTimeInterval(event.at))
            // A refusal is in the system's log with its reason; the scenario goes on.
            try? apply(event)
        }
        system.advance(to: scenario.start.addingTimeInterval(instant))
        let log = system.log
        defer { logged = log.count }
        return log[logged...].enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    private mutating func apply(_ event: ScenarioEvent) throws {
        let now = system.now
        switch event.action {
        case .request(let request):
            guard let example = player.example(named: request.example) else { return }
            try system.request(
                app: request.app, attributesType: example.attributesType,
                attributesJSON: request.attributes ?? example.attributesJSON, stateJSON: request.state ?? Data("{}".utf8),
                staleDate: request.staleAfter.map { now.addingTimeInterval($0) },
                relevanceScore: request.relevance, style: request.style, alert: request.alert, id: request.id)
            activities[request.id] = Drawn(example: example, requestedAt: event.at,
                                           ownState: request.state != nil, ownAttributes: request.attributes != nil)
        case .update(let id, let state, let relevance, let staleAfter, let alert):
            let record = system.record(id)
            try system.update(
                id, stateJSON: state ?? record?.stateJSON ?? Data("{}".utf8),
                staleDate: staleAfter.map { now.addingTimeInterval($0) } ?? record?.staleDate,
                relevanceScore: relevance ?? record?.relevanceScore ?? 0, alert: alert)
            if state != nil { activities[id]?.ownState = true }
        case .end(let id, let policy, let after):
            try system.end(id, dismissalPolicy: after.map { .after(now.addingTimeInterval($0)) } ?? policy ?? .default)
        case .touchAndHold(let id):
            try system.touchAndHold(id)
        case .dismiss(let id):
            try system.dismiss(id)
        case .relevance(let id, let score):
            try system.setRelevance(id, to: score)
        case .lock:
            system.lock()
        case .unlock:
            system.unlock()
        case .open(let app):
            system.open(app: app)
        case .setEnabled(let app, let enabled):
            system.setActivitiesEnabled(enabled, for: app)
        case .push(let id, let app, let name, let payload):
            let outcome = system.deliver(payload, to: id, app: app)
            if outcome == .applied, payload.contentState != nil { activities[id]?.ownState = true }
            if payload.event == .start, outcome == .applied,
               let example = player.example(named: name, attributesType: payload.attributesType) {
                activities[id] = Drawn(example: example, requestedAt: event.at, ownState: true, ownAttributes: true)
            }
        case .pause:
            break
        }
    }
}
