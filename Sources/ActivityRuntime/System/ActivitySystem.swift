import Foundation
import LiveActivity

/// The device side of ActivityKit, simulated on a virtual clock: which activities run, from
/// which apps, how relevant and how old, and what the island and the Lock Screen show.
///
///     let system = ActivitySystem(device: .iPhone15Pro, start: date)
///     let pizza = try system.request(app: "Pizza", attributes: attributes,
///                                    content: ActivityContent(state: state, staleDate: nil, relevanceScore: 50))
///     system.advance(by: 60 * 60)
///     print(system.arrangement.reason)   // "Pizza is the only app with an activity: compact (policy: …)"
///     system.arrangement.reason.policy   // the policy that decided, as a value
///
/// Nothing sleeps: time moves only when `advance` is called, so every rule can be tested at any
/// instant. Every refused call throws an `ActivityAuthorizationError` and changes nothing.
///
/// One lock guards all state, so a system can be shared between tasks (ActivityKit's static
/// entry points use `ActivitySystem.current`, and async sequences read it from other tasks).
public final class ActivitySystem: @unchecked Sendable {
    public let device: DeviceProfile
    private let guardLock = NSRecursiveLock()

    // Every stored property below is read and written under `guardLock`, through the
    // accessors or `locked`.
    var _limits: ActivityLimits
    var _policy: ArbitrationPolicy
    var _disabledApps: Set<String> = []
    var _now: Date
    var _records: [ActivityRecord] = []
    var _isLocked = false
    var _foregroundApp: String?
    var _log: [ActivityLogEntry] = []
    var observers: [UUID: (ActivitySystemChange) -> Void] = [:]
    var nextIdentifier = 1
    /// The timestamp of the last stamped update or push payload applied to each activity.
    var ledger = PushLedger()

    public init(device: DeviceProfile = .iPhone15Pro, start: Date, limits: ActivityLimits = .standard, policy: ArbitrationPolicy = .default) {
        self.device = device
        self._now = start
        self._limits = limits
        self._policy = policy
        // WidgetKit's reloads are the app's calls into the device: its log shows them, as the
        // previewer's log panel and `island play` print it (LiveActivity cannot see a device).
        WidgetCenter.shared.observeRequests { request in ActivitySystem.current.log(request.description) }
    }

    /// Runs `body` holding the system's lock.
    func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guardLock.lock()
        defer { guardLock.unlock() }
        return try body()
    }

    // MARK: Settings

    /// The limits the system enforces. Changing them applies them at once: an activity past a
    /// shorter active duration ends now, with its changes reported as `advance` reports them.
    public var limits: ActivityLimits {
        get { locked { _limits } }
        set {
            locked {
                let states = _records.map { $0.state(at: _now) }
                _limits = newValue
                applyRules(since: _now, states: states, through: _now, settlingPast: true)
            }
        }
    }

    /// How the island chooses between apps' activities.
    public var policy: ArbitrationPolicy {
        get { locked { _policy } }
        set { locked { _policy = newValue } }
    }

    /// Apps whose Live Activities the user switched off in Settings. Switching an app off ends
    /// its running activities, as iOS does.
    public var disabledApps: Set<String> {
        get { locked { _disabledApps } }
        set { locked { setDisabledApps(newValue) } }
    }

    /// Whether the user allows `app`'s Live Activities (`ActivityAuthorizationInfo`).
    public func areActivitiesEnabled(for app: String) -> Bool { locked { !_disabledApps.contains(app) } }

    public func setActivitiesEnabled(_ enabled: Bool, for app: String) {
        locked {
            var apps = _disabledApps
            if enabled { apps.remove(app) } else { apps.insert(app) }
            setDisabledApps(apps)
        }
    }

    private func setDisabledApps(_ apps: Set<String>) {
        let changed = apps.symmetricDifference(_disabledApps)
        _disabledApps = apps
        for app in changed.sorted() {
            let enabled = !apps.contains(app)
            note("\(app): Live Activities switched \(enabled ? "on" : "off") by the user")
            emit(.enablementChanged(app: app, enabled: enabled))
            guard !enabled else { continue }
            for index in _records.indices where _records[index].app == app && _records[index].isRunning(at: _now) {
                endRecord(at: index, when: _now, policy: .immediate)
                note("\(app): \(_records[index].id) ends and leaves at once: its app's Live Activities are off")
            }
        }
    }

    // MARK: Reading

    /// The virtual clock.
    public var now: Date { locked { _now } }

    /// Every activity ever requested, in request order (dismissed ones included, for history).
    public var records: [ActivityRecord] { locked { _records } }

    public func state(of id: String) -> ActivityState? {
        locked { _records.first { $0.id == id }?.state(at: _now) }
    }

    public func record(_ id: String) -> ActivityRecord? { locked { _records.first { $0.id == id } } }

    /// What happened, in order: requests, updates, ends, refusals, the system's own rules.
    public var log: [ActivityLogEntry] { locked { _log } }

    /// What the island shows now, and why.
    public var arrangement: IslandArrangement {
        locked {
            Arbitration(policy: _policy, device: device, now: _now, foregroundApp: _foregroundApp, isLocked: _isLocked).arrange(_records)
        }
    }

    /// The Lock Screen's list, most relevant first (ties to the one started first).
    public var lockScreen: [ActivityRecord] {
        locked {
            _records.filter { $0.isOnLockScreen(at: _now) }
                .enumerated()
                .sorted { a, b in
                    if a.element.relevanceScore != b.element.relevanceScore { return a.element.relevanceScore > b.element.relevanceScore }
                    if a.element.startsAt != b.element.startsAt { return a.element.startsAt < b.element.startsAt }
                    return a.offset < b.offset
                }
                .map(\.element)
        }
    }

    // MARK: Helpers

    func runningIndex(of id: String) throws(ActivityAuthorizationError) -> Int {
        guard let index = _records.firstIndex(where: { $0.id == id }), _records[index].isRunning(at: _now) else {
            throw .activityNotRunning(id: id)
        }
        return index
    }

    /// Ends the activity at `index`: it leaves the island and, per `policy`, the Lock Screen.
    func endRecord(at index: Int, when ended: Date, policy: ActivityUIDismissalPolicy) {
        _records[index].endedAt = ended
        let latest = min(ended.addingTimeInterval(_limits.maximumLockScreenDurationAfterEnd),
                         _records[index].startsAt.addingTimeInterval(_limits.maximumLifetime))
        switch policy {
        case .default: _records[index].dismissAt = latest
        case .immediate: _records[index].dismissAt = ended
        case .after(let date): _records[index].dismissAt = min(max(date, ended), latest)
        }
        _records[index].expandedUntil = nil
        _records[index].bannerUntil = nil
        _records[index].litUntil = nil
        _records[index].scheduledAlert = nil
        emit(.stateChanged(id: _records[index].id, state: .ended))
        if _records[index].dismissAt! <= _now { emit(.stateChanged(id: _records[index].id, state: .dismissed)) }
    }

    /// Writes a line to the log, dated now: what a player saw the user do.
    public func log(_ text: String, isLoss: Bool = false) {
        locked { note(text, isLoss: isLoss) }
    }

    func note(_ text: String, at date: Date? = nil, isLoss: Bool = false) {
        _log.append(ActivityLogEntry(date: date ?? _now, text: text, isLoss: isLoss))
    }

    func encode<Value: Encodable>(_ value: Value) throws(ActivityAuthorizationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do { return try encoder.encode(value) } catch {
            throw .malformedActivityIdentifier("the data could not be encoded: \(error)")
        }
    }
}

/// One line of the system's history.
public struct ActivityLogEntry: Hashable, Sendable, CustomStringConvertible {
    public let date: Date
    public let text: String
    /// Whether it says why something the app or its server sent was lost (a push the device
    /// drops): a previewer shows such a line whole, not cut to its width.
    public let isLoss: Bool

    public init(date: Date, text: String, isLoss: Bool = false) {
        self.date = date
        self.text = text
        self.isLoss = isLoss
    }

    public var description: String { text }
}
