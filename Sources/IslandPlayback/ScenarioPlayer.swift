import ActivityRuntime
import Foundation
import IslandInputs
import IslandUI
import LiveActivity

/// Plays a scenario on an `ActivitySystem` and draws what the island and the Lock Screen show
/// at chosen instants, with any activity kind: `island`'s examples, views the scenario describes,
/// or a user's own widgets.
///
///     var kinds = ActivityKinds()
///     kinds.register(.widget(PizzaDeliveryWidget.self, attributes: PizzaDeliveryAttributes.self))
///     let player = ScenarioPlayer(scenario: try Scenario.load(from: url), kinds: kinds)
///     guard player.validate().isEmpty else { … }
///     for frame in player.frames(at: [0, 300]) {
///         print(frame.system.arrangement.reason, frame.scene.island?.canvas.plainText ?? "")
///     }
///
/// Nothing sleeps: time moves on the system's virtual clock from one instant to the next.
public struct ScenarioPlayer: Sendable {
    public let scenario: Scenario
    /// The kinds requests may name: those given, and the views the scenario describes.
    public let kinds: ActivityKinds
    /// The names given, before the scenario's own (which may not take them).
    private let givenNames: [String]
    public let theme: Theme
    /// The environment every presentation starts from (the appearance, the text size); each
    /// frame sets its date.
    public var environment = EnvironmentValues()
    /// Said after "unknown example …" in a problem: where to find the names (`island` says
    /// "(island list shows the built-in ones)").
    public var unknownNameHint: String

    /// The most frames one play draws: enough for a nine-hour scenario every minute.
    public static let maximumFrames = 1000

    /// The most Lock Screen cards a frame draws, in the system's order; the rest are named and
    /// counted, not drawn. An iPhone's Lock Screen shows three or four cards before it scrolls
    /// and ActivityKit lets an app have five activities at once, while a scenario may allow 100
    /// (`activityLimit`) and keep ended ones four hours: drawing them all made 1,000 frames of
    /// 100 cards take a minute and 51 MB. With this cap a frame's work and text are bounded by
    /// what it shows (docs/Reliability.md, "Bounded cost").
    public static let maximumCardsDrawn = 10

    public init(scenario: Scenario, kinds: ActivityKinds, theme: Theme = .dark, unknownNameHint: String = "") {
        self.scenario = scenario
        self.theme = theme
        self.unknownNameHint = unknownNameHint
        givenNames = kinds.names
        var all = kinds
        for name in scenario.activities.keys.sorted() where kinds.kind(named: name) == nil {
            all.register(scenario.activities[name]!.kind(named: name), as: name)
        }
        self.kinds = all
    }

    /// Problems that make the scenario unplayable: unknown kinds, activities used before they
    /// are requested, states and attributes that do not decode. Each names the event's JSON path.
    public func validate() -> [ScenarioProblem] {
        var problems: [ScenarioProblem] = []
        var requested: [String: ActivityKind] = [:]
        for name in scenario.activities.keys.sorted() where givenNames.contains(name) {
            problems.append(ScenarioProblem(path: "$.activities.\(name)",
                                            reason: "\"\(name)\" is a built-in example's name; give the described activity another"))
        }
        for event in scenario.timeline {
            switch event.action {
            case .request(let request):
                guard let kind = kinds.kind(named: request.example) else {
                    problems.append(ScenarioProblem(path: "\(event.path).request.example", reason: unknownName(request.example)))
                    continue
                }
                if requested[request.id] != nil {
                    problems.append(ScenarioProblem(path: "\(event.path).request.id", reason: "an activity named \"\(request.id)\" is already requested"))
                }
                requested[request.id] = kind
                // Data over 4 KB is not a problem of the file: the device refuses the request when
                // it is played, and the scenario goes on (as `update` does). It is not decoded either,
                // so an enormous state costs no more than its size.
                let defaults = kind.preview?(scenario.start, 0).data
                let bytes = (request.attributes ?? defaults?.attributes ?? Data()).count + (request.state?.count ?? 0)
                if bytes <= ActivityLimits.standard.maximumPayloadBytes,
                   let error = kind.problem(attributes: request.attributes, state: request.state) {
                    problems.append(ScenarioProblem(path: "\(event.path).request.\(error.part == .attributes ? "attributes" : "state")",
                                                    reason: error.description))
                }
            case .update(let id, let state, _, _, _):
                guard let kind = requested[id] else {
                    problems.append(ScenarioProblem(path: "\(event.path).update.id", reason: "no activity \"\(id)\" was requested before"))
                    continue
                }
                if let error = kind.problem(state: state) {
                    problems.append(ScenarioProblem(path: "\(event.path).update.state", reason: error.description))
                }
            case .end(let id, _, _), .touchAndHold(let id), .dismiss(let id), .relevance(let id, _), .tap(let id, _):
                if requested[id] == nil { problems.append(ScenarioProblem(path: event.path, reason: "no activity \"\(id)\" was requested before")) }
            case .push(let id, _, let name, let payload) where payload.event == .start:
                guard let kind = kind(named: name, attributesType: payload.attributesType) else {
                    let type = payload.attributesType ?? ""
                    problems.append(name.map { ScenarioProblem(path: "\(event.path).push.example", reason: unknownName($0, hint: false)) }
                        ?? ScenarioProblem(path: "\(event.path).push.payload",
                                           reason: "no example draws attributes type \"\(type)\"; name one with \"example\"\(unknownNameHint.replacingOccurrences(of: " the built-in ones", with: " them"))"))
                    continue
                }
                if requested[id] != nil {
                    problems.append(ScenarioProblem(path: "\(event.path).push.id", reason: "an activity named \"\(id)\" is already requested"))
                }
                requested[id] = kind
                if let error = kind.problem(attributes: payload.attributes, state: payload.contentState, source: .push) {
                    problems.append(ScenarioProblem(
                        path: "\(event.path).push.payload.aps\(error.part == .contentState ? "[\"content-state\"]" : ".attributes")",
                        reason: error.description))
                }
            case .push(let id, _, _, let payload):
                guard let kind = requested[id] else {
                    problems.append(ScenarioProblem(path: "\(event.path).push.id", reason: "no activity \"\(id)\" was requested before"))
                    continue
                }
                if let error = kind.problem(state: payload.contentState, source: .push) {
                    problems.append(ScenarioProblem(path: "\(event.path).push.payload.aps[\"content-state\"]", reason: error.description))
                }
            case .lock, .unlock, .open, .setEnabled, .pause, .collapse, .tapOutside:
                break
            }
        }
        return problems
    }

    private func unknownName(_ name: String, hint: Bool = true) -> String {
        "unknown example \"\(name)\"\(NameSuggestion.didYouMean(name, among: kinds.names))\(hint ? unknownNameHint : "")"
    }

    /// The kind a push-to-start draws with: the one named, or the one whose attributes type the
    /// payload names.
    func kind(named name: String?, attributesType: String?) -> ActivityKind? {
        if let name { return kinds.kind(named: name) }
        return attributesType.flatMap(kinds.kind(attributesType:))
    }

    /// The frames at `instants` (seconds after the start), in time order.
    public func frames(at instants: [TimeInterval]) -> [PlaybackFrame] {
        var frames: [PlaybackFrame] = []
        play(at: instants) { frames.append($0) }
        return frames
    }

    /// Hands each frame to `body` as soon as it is drawn, so a long run can print as it goes.
    public func play(at instants: [TimeInterval], _ body: (PlaybackFrame) -> Void) {
        var run = ScenarioRun(player: self)
        let scenes = SceneRenderer(device: scenario.device, theme: theme, environment: environment)
        for instant in instants.sorted() {
            let happened = run.play(until: instant)
            let system = run.system.snapshot()
            let scene = scenes.render(run.sceneContent(system, at: instant, maximumCards: Self.maximumCardsDrawn), at: system.now)
            body(PlaybackFrame(instant: instant, happened: happened, system: system, scene: scene))
        }
    }
}
