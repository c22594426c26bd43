import ActivityRuntime
import Foundation
import IslandPushServer

extension PreviewSession {
    /// The tokens a push can reach now: each activity's, and each app's push-to-start token.
    package var pushAddresses: PushAddressBook {
        let now = system.now
        let records = system.records
        let activities = records.map { (id: $0.id, app: $0.app, isGone: $0.state(at: now) == .dismissed) }
        let apps = Array(Set(records.map(\.app))).sorted()
        return PushAddressBook(activities: activities, apps: apps)
    }

    /// Applies a push the server accepted, as the device would, and says on the status line
    /// what became of it (the system's log has the details).
    package func receive(_ delivery: PushDelivery) {
        let label = String(delivery.apnsID.prefix(8))
        if !isReplaying { pushes.append(ReceivedPush(time: clock.time, delivery: delivery)) }
        let payload: PushPayload
        switch delivery.payload {
        case .failure(let error):
            report(.push(label: label, .unreadable(reason: error.reason)))
            return
        case .success(let parsed):
            payload = parsed
        }
        let outcome: PushOutcome
        let target: String
        switch (delivery.address, payload.event) {
        case (.pushToStart(let app), .start):
            target = newActivityID(for: app)
            outcome = run.deliver(payload, to: target, app: app, at: clock.time)
        case (.pushToStart(let app), _):
            report(.push(label: label, .toStartToken(payload.event, app: app)))
            return
        case (.activity(let id, _), .start), (.gone(let id, _), .start):
            report(.push(label: label, .startToActivityToken(activityID: id)))
            return
        case (.activity(let id, _), _), (.gone(let id, _), _):
            target = id
            // The run delivers it, so what it sets is what every presentation draws from now on.
            outcome = run.deliver(payload, to: id, at: clock.time)
        }
        // The system's own notes ("a push arrives: …") come first in the log, then the outcome.
        _ = syncLog()
        switch outcome {
        case .applied:
            report(.push(label: label, .applied(payload.event, target: target)))
            selectFirstIfNeeded()
        case .ignored(let reason): report(.push(label: label, .ignored(payload.event, target: target, reason: "\(reason)")))
        case .refused(let error): report(.push(label: label, .refused(payload.event, target: target, error: "\(error)")))
        case .dropped(let error) where isReplaying:
            pushesNotReplayed.append((label, "\(error)"))
        case .dropped(let error):
            // The status line says why; the log's line above it (the system's, shown whole) already does.
            flash = .push(label: label, .dropped(payload.event, target: target, error: "\(error)"))
            note("push \(label): \(payload.event.rawValue) \(target): dropped by the device, for the reason above")
        }
    }

    /// An identifier no activity has: "pizza-push-1", "pizza-push-2", …
    private func newActivityID(for app: String) -> String {
        let base = app.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
        let taken = Set(system.records.map(\.id))
        var number = 1
        while taken.contains("\(base.isEmpty ? "activity" : base)-push-\(number)") { number += 1 }
        return "\(base.isEmpty ? "activity" : base)-push-\(number)"
    }
}

/// A push the previewer received, and when (seconds of the scenario): what a replay delivers again.
struct ReceivedPush: Sendable {
    let time: Double
    let delivery: PushDelivery
}
