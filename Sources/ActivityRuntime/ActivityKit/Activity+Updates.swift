import Foundation
import LiveActivity

extension Activity {
    /// Every state this activity passes through from now on; it finishes once dismissed.
    public var activityStateUpdates: AsyncStream<ActivityState> {
        let id = self.id
        return system.changes(of: id) { change in
            guard case .stateChanged(id, let state) = change else { return .skip }
            return state == .dismissed ? .last(state) : .next(state)
        }
    }

    /// Every new content from now on (app updates and push payloads whose state decodes);
    /// it finishes once the activity is dismissed.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> {
        let id = self.id
        return system.changes(of: id) { change in
            switch change {
            case .contentChanged(id, let stateJSON, let staleDate, let relevanceScore):
                guard case .success(let state) = ActivityDataDecoding.decode(Attributes.ContentState.self, from: stateJSON) else {
                    return .skip
                }
                return .next(ActivityContent(state: state, staleDate: staleDate, relevanceScore: relevanceScore))
            case .stateChanged(id, .dismissed):
                return .finish
            default:
                return .skip
            }
        }
    }

    /// Activities of this type that start for the current app from now on, including those
    /// started by a push payload.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> {
        let system = ActivitySystem.current
        let app = ActivitySystem.currentApp
        return system.changes(selecting: { change in
            guard case .requested(let id) = change, let record = system.record(id), record.app == app,
                  let activity = Activity(record: record, system: system) else { return .skip }
            return .next(activity)
        })
    }
}

/// What a filtered change stream does with one change.
enum ChangeSelection<Element> {
    case skip
    case next(Element)
    /// Yield it, then finish.
    case last(Element)
    case finish
}

extension ActivitySystem {
    /// The changes from now on, turned into elements by `select`, after what `prepare` yields
    /// first. Subscribing
    /// happens here, not at the first `next()`, so nothing between the two is missed. With
    /// `id`, a stream for an activity already dismissed (or unknown) finishes at once rather
    /// than wait for a change that will never come.
    func changes<Element>(
        of id: String? = nil, prepare: (AsyncStream<Element>.Continuation) -> Void = { _ in },
        selecting select: @escaping (ActivitySystemChange) -> ChangeSelection<Element>
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
        locked {
            prepare(continuation)
            if let id, [nil, .dismissed].contains(_records.first(where: { $0.id == id })?.state(at: _now)) {
                continuation.finish()
                return
            }
            let key = observe { change in
                switch select(change) {
                case .skip: break
                case .next(let element): continuation.yield(element)
                case .last(let element): continuation.yield(element); continuation.finish()
                case .finish: continuation.finish()
                }
            }
            continuation.onTermination = { [weak self] _ in self?.stopObserving(key) }
        }
        return stream
    }
}
