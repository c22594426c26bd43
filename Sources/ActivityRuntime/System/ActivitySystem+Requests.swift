import Foundation
import LiveActivity

extension ActivitySystem {
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
    package func request(
        app: String, attributesType: String, attributesJSON: Data, stateJSON: Data, staleDate: Date? = nil,
        relevanceScore: Double = 0, style: ActivityStyle = .standard, startDate: Date? = nil,
        alert: AlertConfiguration? = nil, pushType: PushType? = nil, id requestedID: String? = nil
    ) throws(ActivityAuthorizationError) -> String {
        try locked { () throws(ActivityAuthorizationError) -> String in
            do throws(ActivityAuthorizationError) {
                return try admitRequest(
                    app: app, attributesType: attributesType, attributesJSON: attributesJSON, stateJSON: stateJSON,
                    staleDate: staleDate, relevanceScore: relevanceScore, style: style, startDate: startDate,
                    alert: alert, pushType: pushType, requestedID: requestedID)
            } catch {
                note("\(app): request refused: \(error)")
                throw error
            }
        }
    }

    private func admitRequest(
        app: String, attributesType: String, attributesJSON: Data, stateJSON: Data, staleDate: Date?,
        relevanceScore: Double, style: ActivityStyle, startDate: Date?, alert: AlertConfiguration?, pushType: PushType?,
        requestedID: String?
    ) throws(ActivityAuthorizationError) -> String {
        guard !_disabledApps.contains(app) else { throw .denied }
        let running = _records.filter { $0.isRunning(at: _now) }.count
        guard running < _limits.maximumSimultaneousActivities else {
            throw .globalMaximumExceeded(limit: _limits.maximumSimultaneousActivities)
        }
        let bytes = attributesJSON.count + stateJSON.count
        guard bytes <= _limits.maximumPayloadBytes else {
            throw .attributesTooLarge(bytes: bytes, limit: _limits.maximumPayloadBytes)
        }
        let startsAt = max(startDate ?? _now, _now)
        let id = requestedID ?? "\(app.lowercased().filter { $0.isLetter || $0.isNumber })-\(nextIdentifier)"
        guard !_records.contains(where: { $0.id == id }) else {
            throw .malformedActivityIdentifier("an activity named \(id) already exists")
        }
        nextIdentifier += 1
        var record = ActivityRecord(
            id: id, app: app, attributesType: attributesType, style: style,
            requestedAt: _now, startsAt: startsAt, lastUpdatedAt: startsAt, staleDate: staleDate,
            relevanceScore: relevanceScore, payloadBytes: bytes, attributesJSON: attributesJSON, stateJSON: stateJSON)
        record.pushType = pushType
        // A scheduled activity's alert shows when it starts, where the device is then.
        if let alert {
            if startsAt > _now { record.scheduledAlert = alert } else { presentAlert(alert, for: &record, at: startsAt) }
        }
        _records.append(record)
        let when = startsAt > _now ? ", scheduled for \(ISO8601DateFormatter().string(from: startsAt))" : ""
        note("\(app): requested \(id)\(style == .transient ? " (transient)" : "")\(when)")
        emit(.requested(id: id))
        emit(.stateChanged(id: id, state: record.state(at: _now)))
        return id
    }

    /// Replaces an activity's content; with an alert, the expanded presentation shows briefly
    /// (on a device without an island: a banner, when the device is unlocked and the app is
    /// not in the foreground).
    public func update<State: Codable & Hashable>(
        _ id: String, content: ActivityContent<State>, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) {
        try update(id, stateJSON: try encode(content.state), staleDate: content.staleDate,
                   relevanceScore: content.relevanceScore, alert: alert)
    }

    /// `update` with the state already encoded.
    package func update(
        _ id: String, stateJSON: Data, staleDate: Date?, relevanceScore: Double, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) {
        _ = try update(id, stateJSON: stateJSON, staleDate: staleDate, relevanceScore: relevanceScore, alert: alert, timestamp: nil)
    }

    /// The update itself. With a `timestamp` older than the last change applied it is ignored
    /// and the reason returned; refused, it throws. Every check and the change happen under one
    /// lock, and the timestamp is recorded only once the change is made.
    func update(
        _ id: String, stateJSON: Data, staleDate: Date?, relevanceScore: Double, alert: AlertConfiguration?, timestamp: Date?
    ) throws(ActivityAuthorizationError) -> String? {
        try locked { () throws(ActivityAuthorizationError) -> String? in
            let index = try admittedIndex(of: id, action: "update", stateJSON: stateJSON)
            if let timestamp, case .ignored(let reason) = ledger.check(timestamp: timestamp, for: id) {
                note("\(id): \(reason)")
                return reason
            }
            let before = _records[index].state(at: _now)
            replaceState(at: index, with: stateJSON)
            _records[index].staleDate = staleDate
            _records[index].relevanceScore = relevanceScore
            _records[index].lastUpdatedAt = _now
            ledger.record(timestamp ?? _now, for: id)
            var text = "\(_records[index].app): updated \(id)"
            if let alert { text += " with an alert: " + presentAlert(alert, for: &_records[index], at: _now) }
            note(text)
            emit(.contentChanged(id: id, stateJSON: stateJSON, staleDate: staleDate, relevanceScore: relevanceScore))
            let after = _records[index].state(at: _now)
            if after != before { emit(.stateChanged(id: id, state: after)) }
            return nil
        }
    }

    /// Ends an activity: it leaves the island at once and the Lock Screen per `dismissalPolicy`
    /// (default: up to four hours; never past twelve hours of life in all). A final state, when
    /// given, replaces the content first. One that never started (pending) goes at once.
    public func end(_ id: String, dismissalPolicy: ActivityUIDismissalPolicy = .default) throws(ActivityAuthorizationError) {
        _ = try end(id, stateJSON: nil, staleDate: nil, relevanceScore: nil, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    /// `end` with a final state already encoded (scenario files and push payloads arrive as JSON).
    package func end(_ id: String, stateJSON: Data?, dismissalPolicy: ActivityUIDismissalPolicy = .default) throws(ActivityAuthorizationError) {
        _ = try end(id, stateJSON: stateJSON, staleDate: nil, relevanceScore: nil, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    /// The end itself; a final stale date or relevance, when given, replaces the old one (the
    /// Lock Screen orders ended activities by relevance too). Ignored like `update` when stamped
    /// older than the last change.
    func end(
        _ id: String, stateJSON: Data?, staleDate: Date?, relevanceScore: Double?,
        dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?
    ) throws(ActivityAuthorizationError) -> String? {
        try locked { () throws(ActivityAuthorizationError) -> String? in
            let index = try admittedIndex(of: id, action: "end", stateJSON: stateJSON)
            if let timestamp, case .ignored(let reason) = ledger.check(timestamp: timestamp, for: id) {
                note("\(id): \(reason)")
                return reason
            }
            let neverStarted = _records[index].state(at: _now) == .pending
            if stateJSON != nil || staleDate != nil || relevanceScore != nil {
                if let stateJSON { replaceState(at: index, with: stateJSON) }
                if let staleDate { _records[index].staleDate = staleDate }
                if let relevanceScore { _records[index].relevanceScore = relevanceScore }
                _records[index].lastUpdatedAt = _now
                let record = _records[index]
                emit(.contentChanged(id: id, stateJSON: record.stateJSON, staleDate: record.staleDate, relevanceScore: record.relevanceScore))
            }
            ledger.record(timestamp ?? _now, for: id)
            endRecord(at: index, when: _now, policy: neverStarted ? .immediate : dismissalPolicy)
            let stays = _records[index].dismissAt!.timeIntervalSince(_now)
            let how = neverStarted ? "; it never started, so it is gone at once"
                : stays > 0 ? "; on the Lock Screen for \(Self.words(stays)) more" : "; gone at once"
            note("\(_records[index].app): ended \(id)" + how)
            return nil
        }
    }

    /// A new content state, and the size the 4 KB rule measures with it.
    private func replaceState(at index: Int, with stateJSON: Data) {
        _records[index].stateJSON = stateJSON
        _records[index].payloadBytes = _records[index].attributesJSON.count + stateJSON.count
    }

    /// The index of a running activity whose new state fits the size limit; a refusal is
    /// logged and thrown.
    private func admittedIndex(of id: String, action: String, stateJSON: Data?) throws(ActivityAuthorizationError) -> Int {
        let index: Int
        do throws(ActivityAuthorizationError) { index = try runningIndex(of: id) } catch {
            note("\(id): \(action) refused: \(error)")
            throw error
        }
        if let stateJSON {
            let bytes = _records[index].attributesJSON.count + stateJSON.count
            guard bytes <= _limits.maximumPayloadBytes else {
                let error = ActivityAuthorizationError.attributesTooLarge(bytes: bytes, limit: _limits.maximumPayloadBytes)
                note("\(_records[index].app): \(action) of \(id) refused: \(error)")
                throw error
            }
        }
        return index
    }

    /// A new relevance score, as an update with only that changed would set it.
    public func setRelevance(_ id: String, to score: Double) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            let index: Int
            do throws(ActivityAuthorizationError) { index = try runningIndex(of: id) } catch {
                note("\(id): relevance change refused: \(error)")
                throw error
            }
            _records[index].relevanceScore = score
            _records[index].lastUpdatedAt = _now
            let record = _records[index]
            note("\(record.app): relevance of \(id) is now \(Arbitration.score(score))")
            emit(.contentChanged(id: id, stateJSON: record.stateJSON, staleDate: record.staleDate, relevanceScore: score))
        }
    }

    /// The user touches and holds the island: the activity's expanded presentation shows.
    public func touchAndHold(_ id: String, for duration: TimeInterval = 3) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            let index: Int
            do throws(ActivityAuthorizationError) { index = try runningIndex(of: id) } catch {
                note("\(id): touch and hold refused: \(error)")
                throw error
            }
            // Held (`hold`): until let go, which no clock reaches.
            _records[index].expandedUntil = duration.isInfinite ? .distantFuture : _now.addingTimeInterval(max(0, duration.isNaN ? 0 : duration))
            note("the user touches and holds \(id)")
        }
    }

    /// The user swipes an activity away from the Lock Screen: it ends and goes at once. A
    /// pending activity is not on the Lock Screen, so it cannot be swiped away.
    public func dismiss(_ id: String) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            guard let index = _records.firstIndex(where: { $0.id == id }),
                  ![.dismissed, .pending].contains(_records[index].state(at: _now)) else {
                note("\(id): dismissal refused: \(ActivityAuthorizationError.activityNotRunning(id: id))")
                throw .activityNotRunning(id: id)
            }
            let wasEnded = _records[index].endedAt != nil
            if !wasEnded { _records[index].endedAt = _now }
            _records[index].dismissAt = _now
            _records[index].expandedUntil = nil
            _records[index].bannerUntil = nil
            _records[index].litUntil = nil
            note("the user dismisses \(id) from the Lock Screen")
            // As an end does: ended, then dismissed.
            if !wasEnded { emit(.stateChanged(id: id, state: .ended)) }
            emit(.stateChanged(id: id, state: .dismissed))
        }
    }

    /// Where an alert shows, set on the record, and the words saying so. Locked, the screen
    /// lights up with the Lock Screen presentation; unlocked, the island expands, or without an
    /// island a banner shows; the app in the foreground gets neither.
    @discardableResult
    func presentAlert(_ alert: AlertConfiguration, for record: inout ActivityRecord, at date: Date) -> String {
        record.lastAlert = alert
        let until = date.addingTimeInterval(_limits.alertDuration)
        let seconds = Self.words(_limits.alertDuration)
        // A title is a line of a log: a long one is cut.
        let title = "\"\(alert.title.count > 80 ? alert.title.prefix(79) + "…" : alert.title)\""
        if _isLocked { record.litUntil = until; return "\(title): the locked screen lights up with it for \(seconds)" }
        guard _foregroundApp != record.app else {
            return "\(title); \(record.app) is in the foreground: no \(device.island != nil ? "expansion" : "banner")"
        }
        if device.island != nil {
            record.expandedUntil = until
            return "\(title): expanded for \(seconds)"
        }
        record.bannerUntil = until
        return "\(title): a banner for \(seconds)"
    }

    /// "4s", "30m", "3h 59m".
    static func words(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded())
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds / 60)m \(seconds % 60)s" }
        return seconds % 3600 == 0 ? "\(seconds / 3600)h" : "\(seconds / 3600)h \(seconds % 3600 / 60)m"
    }
}
