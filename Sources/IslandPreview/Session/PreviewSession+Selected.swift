import ActivityRuntime
import Foundation
import IslandPlayback
import LiveActivity

/// What the keys do to the selected activity (hold, alert, states, stale, relevance, selection)
/// and starting another app's: each says on the status line what happened, or why not.
extension PreviewSession {
    /// Runs `body` on the selected activity and says on the status line what happened: `done`,
    /// or the system's refusal with its reason (which the log has too).
    func onSelected(saying done: PreviewAnswer.ActivityChange? = nil, _ body: (String) throws -> Void) {
        guard let id = selectedID else {
            flash = .noActivitySelected
            return note(flash!.description)
        }
        do {
            try body(id)
            if let done { flash = .changed(activityID: id, done) }
        } catch {
            flash = .refused(activityID: id, error: "\(error)")
        }
        selectFirstIfNeeded()
    }

    /// `e`: a finger on the island, held until let go; or why the island cannot show it, said as
    /// the answer to `asker` (the key, or a hold of the mouse).
    func toggleExpanded(byHold: Bool = false) {
        guard let id = selectedID else {
            flash = .noActivitySelected
            return note(flash!.description)
        }
        if expandedByUser.contains(id) {
            expandedByUser.remove(id)
            system.release(id)
            flash = .letGo(activityID: id)
            return
        }
        if let refusal = whyTheIslandCannotExpand(id) {
            flash = .cannotExpand(refusal, byHold: byHold)
            return
        }
        // Held until let go (a second `e`, a click outside), as a finger stays on the island.
        do {
            try system.hold(id)
            expandedByUser.insert(id)
            flash = .held(activityID: id)
        } catch {
            flash = .refused(activityID: id, error: "\(error)")
        }
    }

    /// Why touching and holding `id` on the island would show nothing, if it would.
    func whyTheIslandCannotExpand(_ id: String) -> PreviewAnswer.IslandRefusal? {
        if device.island == nil { return .noIsland(device: device.name) }
        if system.isLocked { return .phoneLocked }
        if let app = system.record(id)?.app, app == system.foregroundApp {
            return .appOpen(app: app, activityID: id)
        }
        return nil
    }

    func updateSelected(alert: AlertConfiguration? = nil, state: Data? = nil, staleDate: Date?? = nil, saying done: PreviewAnswer.ActivityChange? = nil) {
        onSelected(saying: done) { id in
            guard let record = system.record(id) else { return }
            try system.update(id, stateJSON: state ?? record.stateJSON, staleDate: staleDate ?? record.staleDate,
                              relevanceScore: record.relevanceScore, alert: alert)
        }
    }

    func markStale() { updateSelected(staleDate: .some(now), saying: .markedStale) }

    /// The selected activity's content state `seconds` further along its kind's preview.
    func stepState(by seconds: Double) {
        guard let id = selectedID, let drawn = run.activities[id], let preview = drawn.kind.preview else {
            flash = .noStates(activityID: selectedID)
            return note(flash!.description)
        }
        let offset = (stateOffsets[id] ?? 0) + seconds
        let start = scenario.start.addingTimeInterval(drawn.requestedAt)
        let elapsed = max(0, clock.time - drawn.requestedAt + offset)
        stateOffsets[id] = offset
        let state = preview(start, elapsed).data.state
        let unchanged = system.record(id)?.stateJSON == state
        // Say which state shows: the example's at a moment of its life, and whether it differs.
        updateSelected(state: state, saying: .showsExampleState(at: elapsed, isUnchanged: unchanged))
        run.markOwnState(id)
    }

    func changeRelevance(by delta: Double) {
        onSelected { id in
            guard let record = system.record(id) else { return }
            guard delta > 0 || record.relevanceScore > 0 else {
                flash = .relevanceAtLowest(activityID: id)
                return
            }
            try system.setRelevance(id, to: max(0, record.relevanceScore + delta))
            flash = .relevance(activityID: id, Int(max(0, record.relevanceScore + delta)))
        }
    }

    /// Tab goes down the panel's list: every activity not yet dismissed, in the order started.
    func selectNext() {
        let now = system.now
        let ids = system.records.filter { $0.state(at: now) != .dismissed }.map(\.id)
        guard !ids.isEmpty else {
            selectedID = nil
            flash = .noActivityToSelect
            return
        }
        if ids == [selectedID] {
            flash = .onlyActivity(activityID: ids[0])
            return
        }
        let index = selectedID.flatMap(ids.firstIndex(of:)) ?? -1
        selectedID = ids[(index + 1) % ids.count]
        flash = .selected(activityID: selectedID!, app: system.record(selectedID!)?.app)
    }

    func selectFirstIfNeeded() {
        let now = system.now
        let listed = system.records.filter { [.active, .stale, .ended, .pending].contains($0.state(at: now)) }.map(\.id)
        if let selectedID, listed.contains(selectedID) { return }
        selectedID = listed.first
    }

    /// Starts an activity of the next kind from an app of its own, to watch the arbitration.
    func startAnotherApp() {
        let names = kinds.names
        guard !names.isEmpty else {
            flash = .noKindToStart
            return note(flash!.description)
        }
        let name = names[started % names.count]
        started += 1
        guard let kind = kinds.kind(named: name) else { return }
        let app = Self.appName(for: name, number: started)
        let data = kind.preview?(now, 0).data ?? ActivityData(attributes: Data("{}".utf8), state: Data("{}".utf8))
        do {
            let id = try system.request(app: app, attributesType: kind.attributesType, attributesJSON: data.attributes,
                                        stateJSON: data.state, relevanceScore: Double(10 * (started % 10)))
            run.adopt(id, ScenarioRun.Drawn(kind: kind, requestedAt: clock.time, ownState: false, ownAttributes: false))
            selectedID = id
            flash = .started(app: app, activityID: id)
        } catch {
            // Refused (the device's limit): the log says so too.
            flash = .requestRefused(app: app, error: "\(error)")
        }
    }

    /// "pizza-delivery" → "Pizza 2": an app name for a kind's activity started by hand.
    static func appName(for name: String, number: Int) -> String {
        let word = name.split(whereSeparator: { $0 == "-" || $0 == " " }).first.map(String.init) ?? name
        return word.prefix(1).uppercased() + word.dropFirst() + " \(number)"
    }
}
