import Foundation
import LiveActivity

/// What the device made of a push payload.
public enum PushOutcome: Hashable, Sendable {
    case applied
    /// Older than the last update applied, or otherwise dropped; the reason in words.
    case ignored(reason: String)
    /// The system refused it, as it would the app's own call.
    case refused(ActivityAuthorizationError)
}

extension ActivitySystem {
    /// Applies an ActivityKit push payload as the device would on receiving it: a start
    /// requests an activity for `app` under `id`; an update or an end applies to activity `id`
    /// unless its timestamp is older than the last update applied. Everything is logged.
    ///
    /// Keys a payload leaves out keep their values: an update without `relevance-score` keeps
    /// the activity's score, one without `stale-date` its stale date.
    @discardableResult
    public func deliver(_ payload: PushPayload, to id: String, app: String? = nil) -> PushOutcome {
        locked {
            note("a push arrives: \(payload.event.rawValue) \(id), stamped \(ActivitySystem.stamp(payload.timestamp))")
            switch payload.event {
            case .start:
                guard let app else {
                    let error = ActivityAuthorizationError.malformedActivityIdentifier("a push-to-start names no app to start \(id) for")
                    note("\(id): push-to-start refused: \(error)")
                    return .refused(error)
                }
                do throws(ActivityAuthorizationError) {
                    try request(app: app, attributesType: payload.attributesType ?? "", attributesJSON: payload.attributes ?? Data("{}".utf8),
                                stateJSON: payload.contentState ?? Data("{}".utf8), staleDate: payload.staleDate,
                                relevanceScore: payload.relevanceScore ?? 0, alert: payload.alert,
                                pushType: payload.requestsPushToken ? .token : nil, id: id)
                } catch { return .refused(error) }
                ledger.record(payload.timestamp, for: id)
                return .applied
            case .update, .end:
                // Devices drop updates stamped far ahead of their clock (reported by developers,
                // Apple Developer Forums thread 776165); eight hours is the figure given there.
                if payload.timestamp.timeIntervalSince(_now) > 8 * 3600 {
                    let reason = "timestamp \(ActivitySystem.stamp(payload.timestamp)) is more than 8 hours ahead of the device's clock "
                        + "(\(ActivitySystem.stamp(_now))): ignored"
                    note("\(id): \(reason)")
                    return .ignored(reason: reason)
                }
                let record = _records.first { $0.id == id }
                do throws(ActivityAuthorizationError) {
                    let ignored: String?
                    if payload.event == .update {
                        ignored = try update(id, stateJSON: payload.contentState ?? record?.stateJSON ?? Data("{}".utf8),
                                             staleDate: payload.staleDate ?? record?.staleDate,
                                             relevanceScore: payload.relevanceScore ?? record?.relevanceScore ?? 0,
                                             alert: payload.alert, timestamp: payload.timestamp)
                    } else {
                        ignored = try end(id, stateJSON: payload.contentState, staleDate: payload.staleDate,
                                          relevanceScore: payload.relevanceScore,
                                          dismissalPolicy: payload.dismissalDate.map { .after($0) } ?? .default,
                                          timestamp: payload.timestamp)
                    }
                    return ignored.map { .ignored(reason: $0) } ?? .applied
                } catch { return .refused(error) }
            }
        }
    }
}

extension ActivitySystem {
    /// A timestamp as push payloads carry it: whole seconds since 1970.
    static func stamp(_ date: Date) -> String { String(Int64(date.timeIntervalSince1970.rounded(.down))) }
}
