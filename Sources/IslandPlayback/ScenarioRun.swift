import ActivityRuntime
import Foundation
import IslandInputs
import LiveActivity
import Motion
import TerminalCanvas

/// A scenario part-way through: the system, what draws each activity, and the events still to
/// come. The player steps one through a scenario; the previewer steps one as time passes and
/// acts on its system between events.
package struct ScenarioRun {
    /// What draws an activity, and what the scenario gave it.
    package struct Drawn: Sendable {
        package let kind: ActivityKind
        package let requestedAt: TimeInterval
        /// Whether the scenario gave it a state (at its request or since): drawn from the
        /// record then, from the kind's preview before (a kind without one: the record always).
        package var ownState: Bool
        package let ownAttributes: Bool

        package init(kind: ActivityKind, requestedAt: TimeInterval, ownState: Bool, ownAttributes: Bool) {
            self.kind = kind
            self.requestedAt = requestedAt
            self.ownState = ownState
            self.ownAttributes = ownAttributes
        }
    }

    package let player: ScenarioPlayer
    package var scenario: Scenario { player.scenario }
    package let system: ActivitySystem
    package private(set) var activities: [String: Drawn] = [:]
    private var pending: ArraySlice<ScenarioEvent>
    private var logged = 0
    /// The last preview data of each activity, shared by copies of the run (a preview is a
    /// function of its kind and instant alone).
    private let previews = PreviewMemo()

    package init(player: ScenarioPlayer) {
        self.player = player
        let scenario = player.scenario
        system = ActivitySystem(device: scenario.device, start: scenario.start, limits: scenario.limits, policy: scenario.policy)
        pending = scenario.timeline[...]
    }

    /// Applies every event up to `instant`, moves the clock there, and returns what the
    /// system logged on the way, in time order.
    package mutating func play(until instant: TimeInterval) -> [ActivityLogEntry] {
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

    /// What the screen shows in `snapshot`, and the data each activity on it is drawn with;
    /// with `maximumCards`, only the first that many of the Lock Screen's cards (the rest are
    /// neither decoded nor drawn).
    package func sceneContent(_ snapshot: ActivitySystemSnapshot, at instant: TimeInterval, maximumCards: Int = .max) -> SceneContent {
        var content = SceneContent()
        switch snapshot.arrangement {
        case .empty: content.island = .empty
        case .compact(let id, _): content.island = .compact(id)
        case .expanded(let id, _): content.island = .expanded(id)
        case .minimal(let attached, let detached, _): content.island = .minimal(attached: attached, detached: detached)
        }
        content.banner = snapshot.banner?.id
        content.lockScreen = snapshot.lockScreen.prefix(maximumCards).map(\.id)
        for id in Set([content.banner].compactMap { $0 } + content.lockScreen + content.island.activityIDs) {
            guard let drawn = activities[id], let record = snapshot.record(id) else { continue }
            // The preview encodes its state to JSON: only for an activity that draws part of it,
            // and once an instant (frames while time is paused draw the same data).
            let preview = drawn.ownAttributes && drawn.ownState ? nil
                : previews.data(of: id, drawn.kind, start: scenario.start.addingTimeInterval(drawn.requestedAt),
                                elapsed: instant - drawn.requestedAt)
            let data = ActivityData(
                attributes: drawn.ownAttributes ? record.attributesJSON : preview?.attributes ?? record.attributesJSON,
                state: drawn.ownState ? record.stateJSON : preview?.state ?? record.stateJSON)
            content.activities[id] = SceneContent.Activity(kind: drawn.kind, data: data, isStale: record.state(at: snapshot.now) == .stale)
        }
        return content
    }

    /// The time of the next event still to come, if any.
    package var nextEventTime: TimeInterval? { pending.first?.at }

    /// Draws activity `id` (requested outside the scenario, by the previewer) with `drawn`.
    package mutating func adopt(_ id: String, _ drawn: Drawn) { activities[id] = drawn }

    /// Notes that the scenario gave activity `id` a state of its own (an update).
    package mutating func markOwnState(_ id: String) { activities[id]?.ownState = true }

    /// Delivers a push to the system as the device receives it, the one way every push is
    /// delivered (a scenario's, the previewer's from HTTP or `island push`): decoded into the
    /// types of the kind that draws the activity (`ActivitySystem.deliver(_:to:app:reading:)`),
    /// its content state drawn from then on, and a start's new activity drawn by the kind of
    /// its `attributes-type` (or the one named `name`) beside the others.
    @discardableResult
    package mutating func deliver(_ payload: PushPayload, to id: String, app: String? = nil, kindNamed name: String? = nil,
                                  at instant: TimeInterval) -> PushOutcome {
        let kind = payload.event == .start ? player.kind(named: name, attributesType: payload.attributesType) : activities[id]?.kind
        if payload.event == .start, kind == nil {
            let reason = player.kinds.noKindDraws(attributesType: payload.attributesType ?? "")
            system.log("a push arrives: start \(id): the device drops it: \(reason)", isLoss: true)
            return .ignored(reason: reason)
        }
        let outcome = system.deliver(payload, to: id, app: app, reading: kind)
        guard outcome == .applied else { return outcome }
        if payload.event == .start, let kind {
            activities[id] = Drawn(kind: kind, requestedAt: instant, ownState: true, ownAttributes: true)
        } else if payload.contentState != nil {
            activities[id]?.ownState = true
        }
        return outcome
    }

    private mutating func apply(_ event: ScenarioEvent) throws {
        let now = system.now
        switch event.action {
        case .request(let request):
            guard let kind = player.kinds.kind(named: request.example) else { return }
            let defaults = kind.preview?(now, 0).data
            let startDate = request.startAfter.map { now.addingTimeInterval($0) }
            try system.request(
                app: request.app, attributesType: kind.attributesType,
                attributesJSON: request.attributes ?? defaults?.attributes ?? Data("{}".utf8),
                stateJSON: request.state ?? defaults?.state ?? Data("{}".utf8),
                staleDate: request.staleAfter.map { (startDate ?? now).addingTimeInterval($0) },
                relevanceScore: request.relevance, style: request.style, startDate: startDate, alert: request.alert, id: request.id)
            activities[request.id] = Drawn(kind: kind, requestedAt: event.at + (request.startAfter ?? 0),
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
        case .tap(let id, let label):
            // What the intent sets is the activity's state from then on.
            if tap(label, in: id, at: event.at) { activities[id]?.ownState = true }
        case .collapse:
            system.collapse()
        case .tapOutside:
            system.tapOutsideIsland()
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
            deliver(payload, to: id, app: app, kindNamed: name, at: event.at)
        case .pause:
            break
        }
    }
}

extension ScenarioRun {
    /// The user taps the control named `label` in activity `id`'s presentation on screen now
    /// (the expanded island, a banner, a Lock Screen card, a compact or minimal one): its App
    /// Intent runs, as on iOS. What happened, or why nothing did, goes in the log.
    /// Returns whether an intent ran.
    private func tap(_ label: String, in id: String, at instant: TimeInterval) -> Bool {
        let snapshot = system.snapshot()
        // The player's own renderer and environment: what the frames show is what is tapped.
        let scene = SceneRenderer(device: scenario.device, theme: player.theme, environment: player.environment)
            .render(sceneContent(snapshot, at: instant), at: snapshot.now)
        return ControlTap.tap(label, in: id, regions: scene.stacked().regions, place: scenario.device.place, system: system).performed
    }
}

extension SceneContent.Island {
    /// The activities it shows.
    var activityIDs: [String] {
        switch self {
        case .empty: []
        case .compact(let id), .expanded(let id): [id]
        case .minimal(let attached, let detached): [attached, detached]
        }
    }
}

/// The last preview data drawn for each activity, by kind and instant: a key pressed while time
/// is paused, or a transition's frames, draw the same preview again, and encoding it to JSON
/// costs more than drawing a compact presentation.
private final class PreviewMemo: @unchecked Sendable {
    private struct Entry {
        var kind: String
        var start: Date
        var elapsed: TimeInterval
        var data: ActivityData?
    }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func data(of id: String, _ kind: ActivityKind, start: Date, elapsed: TimeInterval) -> ActivityData? {
        // With reuse off (`Reuse`) every preview is asked again.
        if Reuse.isOff { return kind.preview?(start, elapsed).data }
        lock.lock()
        defer { lock.unlock() }
        if let last = entries[id], last.kind == kind.attributesType, last.start == start, last.elapsed == elapsed { return last.data }
        let data = kind.preview?(start, elapsed).data
        entries[id] = Entry(kind: kind.attributesType, start: start, elapsed: elapsed, data: data)
        return data
    }
}
