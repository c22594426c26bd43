import ActivityRuntime
import IslandPlayback
import LiveActivity

/// The kinds that read a previewer's pushes, as the device's widget extension would: each
/// activity's own kind, and the kinds a push-to-start can name by `attributes-type`. The server
/// reads every accepted payload with them before it answers, so the answer can say (in a header
/// of TermIsland's own, beside APNs's 200) that the device will drop it, and why.
public struct PushReaders: Sendable {
    /// The kind drawing each activity, by identifier.
    public var byActivity: [String: ActivityKind]
    /// The kinds a start can name.
    public var kinds: ActivityKinds

    public init(byActivity: [String: ActivityKind] = [:], kinds: ActivityKinds = ActivityKinds()) {
        self.byActivity = byActivity
        self.kinds = kinds
    }

    /// Why the device drops `payload` sent to `address`, in words; nil when it reads it (or
    /// when no kind is known to read it with, as for a previewer that set none).
    public func problem(_ payload: PushPayload, at address: PushAddressBook.Address) -> String? {
        switch address {
        case .pushToStart:
            guard payload.event == .start else { return nil }
            let type = payload.attributesType ?? ""
            guard let kind = kinds.kind(attributesType: type) else {
                return kinds.names.isEmpty ? nil : kinds.noKindDraws(attributesType: type)
            }
            return kind.problem(attributes: payload.attributes, state: payload.contentState, source: .push)?.description
        case .activity(let id, _), .gone(let id, _):
            guard payload.event != .start, let kind = byActivity[id] else { return nil }
            return kind.problem(state: payload.contentState, source: .push)?.description
        }
    }
}
