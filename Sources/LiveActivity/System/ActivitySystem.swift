import Foundation

/// The device side of ActivityKit, simulated on a virtual clock: which activities run, from
/// which apps, how relevant and how old, and what the island and the Lock Screen show.
///
///     let system = ActivitySystem(device: .iPhone15Pro, start: date)
///     let pizza = try system.request(app: "Pizza", attributes: attributes,
///                                    content: ActivityContent(state: state, staleDate: nil, relevanceScore: 50))
///     system.advance(by: 60 * 60)
///     print(system.arrangement.reason)   // "Pizza is the only activity: compact"
///
/// Nothing sleeps: time moves only when `advance` is called, so every rule can be tested at any
/// instant. Every refused call throws an `ActivityAuthorizationError` and changes nothing.
public final class ActivitySystem {
    public let device: DeviceProfile
    public var limits: ActivityLimits
    /// How the island chooses between apps' activities.
    public var policy: ArbitrationPolicy
    /// Apps whose Live Activities the user switched off.
    public var disabledApps: Set<String> = []
    /// The virtual clock.
    public private(set) var now: Date
    /// Every activity ever requested, in request order (dismissed ones included, for history).
    public private(set) var records: [ActivityRecord] = []
    private var nextIdentifier = 1

    public init(device: DeviceProfile = .iPhone15Pro, start: Date, limits: ActivityLimits = .standard, policy: ArbitrationPolicy = .default) {
        self.device = device
        self.now = start
        self.limits = limits
        self.policy = policy
    }

    // MARK: Requests

    /// Starts an activity now, or schedules it for `startDate` (pending until then).
    @discardableResult
    public func request<Attributes: ActivityAttributes>(
        app: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
        style: ActivityStyle = .standard, startDate: Date? = nil, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) -> String {
        try request(
            app: app, attributesType: String(describing: Attributes.self), attributesJSON: try encode(attributes),
            stateJSON: try encode(content.state), staleDate: content.staleDate, relevanceScore: content.relevanceScore,
            style: style, startDate: startDate, alert: alert)
    }

    /// `request` with the attributes and state already encoded (scenario files and push
    /// payloads arrive as JSON).
    @discardableResult
    public func request(
        app: String, attributesType: String, attributesJSON: Data, stateJSON: Data, staleDate: Date? = nil,
        relevanceScore: Double = 0, style: ActivityStyle = .standard, startDate: Date? = nil,
        alert: AlertConfiguration? = nil, id requestedID: String? = nil
    ) throws(ActivityAuthorizationError) -> String {
        guard !disabledApps.contains(app) else { throw .denied }
        let running = records.filter { [.active, .stale, .pending].contains($0.state(at: now)) }.count
        guard running < limits.maximumSimultaneousActivities else {
            throw .globalMaximumExceeded(limit: limits.maximumSimultaneousActivities)
        }
        let bytes = attributesJSON.count + stateJSON.count
        guard bytes <= limits.maximumPayloadBytes else {
            throw .attributesTooLarge(bytes: bytes, limit: limits.maximumPayloadBytes)
        }
        let startsAt = max(startDate ?? now, now)
        let id = requestedID ?? "\(app.lowercased().filter { $0.isLetter || $0.isNumber })-\(nextIdentifier)"
        guard !records.contains(where: { $0.id == id }) else {
            throw .malformedActivityIdentifier("an activity named \(id) already exists")
        }
        nextIdentifier += 1
        var record = ActivityRecord(
            id: id, app: app, attributesType: attributesType, style: style,
            requestedAt: now, startsAt: startsAt, lastUpdatedAt: startsAt, staleDate: staleDate,
            relevanceScore: relevanceScore, payloadBytes: bytes, stateJSON: stateJSON)
        if style == .transient { record.expandedUntil = startsAt.addingTimeInterval(limits.alertDuration) }
        if alert != nil && startDate != nil { record.expandedUntil = startsAt.addingTimeInterval(limits.alertDuration) }
        records.append(record)
        return id
    }

    /// Replaces an activity's content; with an alert, the expanded presentation shows briefly.
    public func update<State: Codable & Hashable>(
        _ id: String, content: ActivityContent<State>, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) {
        try update(id, stateJSON: try encode(content.state), staleDate: content.staleDate,
                   relevanceScore: content.relevanceScore, alert: alert)
    }

    /// `update` with the state already encoded.
    public func update(
        _ id: String, stateJSON: Data, staleDate: Date?, relevanceScore: Double, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) {
        let index = try runningIndex(of: id)
        let staticBytes = records[index].payloadBytes - records[index].stateJSON.count
        let bytes = staticBytes + stateJSON.count
        guard bytes <= limits.maximumPayloadBytes else {
            throw .attributesTooLarge(bytes: bytes, limit: limits.maximumPayloadBytes)
        }
        records[index].stateJSON = stateJSON
        records[index].payloadBytes = bytes
        records[index].staleDate = staleDate
        records[index].relevanceScore = relevanceScore
        records[index].lastUpdatedAt = now
        if alert != nil { records[index].expandedUntil = now.addingTimeInterval(limits.alertDuration) }
    }

    /// Ends an activity: it leaves the island at once and the Lock Screen per `dismissalPolicy`
    /// (default: up to four hours; never past twelve hours of life in all).
    public func end(_ id: String, dismissalPolicy: ActivityUIDismissalPolicy = .default) throws(ActivityAuthorizationError) {
        let index = try runningIndex(of: id)
        endRecord(at: index, when: now, policy: dismissalPolicy)
    }

    /// A new relevance score, as an update with only that changed would set it.
    public func setRelevance(_ id: String, to score: Double) throws(ActivityAuthorizationError) {
        let index = try runningIndex(of: id)
        records[index].relevanceScore = score
        records[index].lastUpdatedAt = now
    }

    /// The user touches and holds the island: the activity's expanded presentation shows.
    public func touchAndHold(_ id: String, for duration: TimeInterval = 3) throws(ActivityAuthorizationError) {
        let index = try runningIndex(of: id)
        records[index].expandedUntil = now.addingTimeInterval(duration)
    }

    /// The user swipes an activity away from the Lock Screen: it ends and goes at once.
    public func dismiss(_ id: String) throws(ActivityAuthorizationError) {
        guard let index = records.firstIndex(where: { $0.id == id }), records[index].state(at: now) != .dismissed else {
            throw .activityNotRunning(id: id)
        }
        if records[index].endedAt == nil { records[index].endedAt = now }
        records[index].dismissAt = now
    }

    // MARK: Time

    /// Moves the clock forward, applying the system's own rules on the way: an activity active
    /// for eight hours ends; an ended one leaves per its policy, twelve hours after it started
    /// at the latest.
    public func advance(to date: Date) {
        guard date > now else { return }
        for index in records.indices where records[index].endedAt == nil {
            let deadline = records[index].startsAt.addingTimeInterval(limits.maximumActiveDuration)
            if deadline <= date { endRecord(at: index, when: deadline, policy: .default) }
        }
        now = date
    }

    public func advance(by interval: TimeInterval) { advance(to: now.addingTimeInterval(max(0, interval))) }

    // MARK: Reading

    public func state(of id: String) -> ActivityState? {
        records.first { $0.id == id }?.state(at: now)
    }

    public func record(_ id: String) -> ActivityRecord? { records.first { $0.id == id } }

    /// What the island shows now, and why.
    public var arrangement: IslandArrangement {
        Arbitration(policy: policy, device: device, now: now).arrange(records)
    }

    /// The Lock Screen's list, most relevant first (ties to the one started first).
    public var lockScreen: [ActivityRecord] {
        records.filter { $0.isOnLockScreen(at: now) }
            .enumerated()
            .sorted { ($0.element.relevanceScore, -$0.offset) > ($1.element.relevanceScore, -$1.offset) }
            .map(\.element)
    }

    // MARK: Helpers

    private func runningIndex(of id: String) throws(ActivityAuthorizationError) -> Int {
        guard let index = records.firstIndex(where: { $0.id == id }),
              [.active, .stale, .pending].contains(records[index].state(at: now)) else {
            throw .activityNotRunning(id: id)
        }
        return index
    }

    private func endRecord(at index: Int, when ended: Date, policy: ActivityUIDismissalPolicy) {
        records[index].endedAt = ended
        let latest = min(ended.addingTimeInterval(limits.maximumLockScreenDurationAfterEnd),
                         records[index].startsAt.addingTimeInterval(limits.maximumLifetime))
        switch policy {
        case .default: records[index].dismissAt = latest
        case .immediate: records[index].dismissAt = ended
        case .after(let date): records[index].dismissAt = min(max(date, ended), latest)
        }
        records[index].expandedUntil = nil
    }

    private func encode<Value: Encodable>(_ value: Value) throws(ActivityAuthorizationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do { return try encoder.encode(value) } catch {
            throw .malformedActivityIdentifier("the data could not be encoded: \(error)")
        }
    }
}
