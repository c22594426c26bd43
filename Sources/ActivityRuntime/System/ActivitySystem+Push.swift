import Foundation
import LiveActivity

/// What the device made of a push payload.
public enum PushOutcome: Hashable, Sendable {
    case applied
    /// Older than the last update applied, or otherwise dropped; the reason in words.
    case ignored(reason: String)
    /// The system refused it, as it would the app's own call.
    case refused(ActivityAuthorizationError)
    /// Its content state or attributes do not decode into the activity's own types, as
    /// ActivityKit decodes them: the device drops it (APNs, which cannot know, answered 200).
    case dropped(ActivityDataError)
}

extension ActivitySystem {
    /// Applies an ActivityKit push payload as the device would on receiving it: a start
    /// requests an activity for `app` under `id`; an update or an end applies to activity `id`
    /// unless its timestamp is older than the last update applied. Everything is logged.
    ///
    /// Keys a payload leaves out keep their values: an update without `relevance-score` keeps
    /// the activity's score, one without `stale-date` its stale date.
    ///
    /// With the `kind` that draws the activity (for a start, the kind of its `attributes-type`),
    /// the payload's `content-state` and `attributes` are decoded into the kind's own types as
    /// ActivityKit decodes them (`ActivityKind.readPushed`), and kept in the system's encoding;
    /// data that does not decode drops the push, as a device drops it, with the reason logged.
    /// Without one, the payload's JSON is kept as it came.
    @discardableResult
    public func deliver(_ payload: PushPayload, to id: String, app: String? = nil, reading kind: ActivityKind? = nil) -> PushOutcome {
        locked {
            note("a push arrives: \(payload.event.rawValue) \(id), stamped \(ActivitySystem.stamp(payload.timestamp))")
            var payload = payload
            if let kind {
                do throws(ActivityDataError) {
                    let read = try kind.readPushed(attributes: payload.event == .start ? payload.attributes : nil, state: payload.contentState)
                    if payload.event == .start { payload.attributes = read.attributes }
                    payload.contentState = read.state
                } catch {
                    note("\(id): the device drops the \(payload.event.rawValue): \(error)", isLoss: true)
                    return .dropped(error)
                }
            }
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
