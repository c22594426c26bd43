import Foundation

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
    public func request(
        app: String, attributesType: String, attributesJSON: Data, stateJSON: Data, staleDate: Date? = nil,
        relevanceScore: Double = 0, style: ActivityStyle = .standard, startDate: Date? = nil,
        alert: AlertConfiguration? = nil, id requestedID: String? = nil
    ) throws(ActivityAuthorizationError) -> String {
        try locked { () throws(ActivityAuthorizationError) -> String in
            do throws(ActivityAuthorizationError) {
                return try admitRequest(
                    app: app, attributesType: attributesType, attributesJSON: attributesJSON, stateJSON: stateJSON,
                    staleDate: staleDate, relevanceScore: relevanceScore, style: style, startDate: startDate,
                    alert: alert, requestedID: requestedID)
            } catch {
                note("\(app): request refused: \(error)")
                throw error
            }
        }
    }

    private func admitRequest(
        app: String, attributesType: String, attributesJSON: Data, stateJSON: Data, staleDate: Date?,
        relevanceScore: Double, style: ActivityStyle, startDate: Date?, alert: AlertConfiguration?, requestedID: String?
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
        if style == .transient { record.expandedUntil = startsAt.addingTimeInterval(_limits.alertDuration) }
        if let alert { presentAlert(alert, for: &record, at: startsAt) }
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
    public func update(
        _ id: String, stateJSON: Data, staleDate: Date?, relevanceScore: Double, alert: AlertConfiguration? = nil
    ) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            let index: Int
            do throws(ActivityAuthorizationError) { index = try runningIndex(of: id) } catch {
                note("\(id): update refused: \(error)")
                throw error
            }
            let staticBytes = _records[index].attributesJSON.count
            let bytes = staticBytes + stateJSON.count
            guard bytes <= _limits.maximumPayloadBytes else {
                let error = ActivityAuthorizationError.attributesTooLarge(bytes: bytes, limit: _limits.maximumPayloadBytes)
                note("\(_records[index].app): update of \(id) refused: \(error)")
                throw error
            }
            let before = _records[index].state(at: _now)
            _records[index].stateJSON = stateJSON
            _records[index].payloadBytes = bytes
            _records[index].staleDate = staleDate
            _records[index].relevanceScore = relevanceScore
            _records[index].lastUpdatedAt = _now
            var text = "\(_records[index].app): updated \(id)"
            if let alert { text += " with an alert: " + presentAlert(alert, for: &_records[index], at: _now) }
            note(text)
            emit(.contentChanged(id: id, stateJSON: stateJSON, staleDate: staleDate, relevanceScore: relevanceScore))
            let after = _records[index].state(at: _now)
            if after != before { emit(.stateChanged(id: id, state: after)) }
        }
    }

    /// Ends an activity: it leaves the island at once and the Lock Screen per `dismissalPolicy`
    /// (default: up to four hours; never past twelve hours of life in all). A final state, when
    /// given, replaces the content first.
    public func end(_ id: String, stateJSON: Data? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            let index: Int
            do throws(ActivityAuthorizationError) { index = try runningIndex(of: id) } catch {
                note("\(id): end refused: \(error)")
                throw error
            }
            if let stateJSON {
                let bytes = _records[index].attributesJSON.count + stateJSON.count
                guard bytes <= _limits.maximumPayloadBytes else {
                    let error = ActivityAuthorizationError.attributesTooLarge(bytes: bytes, limit: _limits.maximumPayloadBytes)
                    note("\(_records[index].app): end of \(id) refused: \(error)")
                    throw error
                }
                _records[index].stateJSON = stateJSON
                _records[index].payloadBytes = bytes
                _records[index].lastUpdatedAt = _now
                let record = _records[index]
                emit(.contentChanged(id: id, stateJSON: stateJSON, staleDate: record.staleDate, relevanceScore: record.relevanceScore))
            }
            endRecord(at: index, when: _now, policy: dismissalPolicy)
            let stays = _records[index].dismissAt!.timeIntervalSince(_now)
            note("\(_records[index].app): ended \(id)" + (stays > 0 ? "; on the Lock Screen for \(Self.words(stays)) more" : "; gone at once"))
        }
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
            _records[index].expandedUntil = _now.addingTimeInterval(max(0, duration))
            note("the user touches and holds \(id)")
        }
    }

    /// The user swipes an activity away from the Lock Screen: it ends and goes at once.
    public func dismiss(_ id: String) throws(ActivityAuthorizationError) {
        try locked { () throws(ActivityAuthorizationError) in
            guard let index = _records.firstIndex(where: { $0.id == id }), _records[index].state(at: _now) != .dismissed else {
                note("\(id): dismissal refused: \(ActivityAuthorizationError.activityNotRunning(id: id))")
                throw .activityNotRunning(id: id)
            }
            if _records[index].endedAt == nil { _records[index].endedAt = _now }
            _records[index].dismissAt = _now
            _records[index].expandedUntil = nil
            _records[index].bannerUntil = nil
            note("the user dismisses \(id) from the Lock Screen")
            emit(.stateChanged(id: id, state: .dismissed))
        }
    }

    /// Where an alert shows, set on the record, and the words saying so.
    @discardableResult
    func presentAlert(_ alert: AlertConfiguration, for record: inout ActivityRecord, at date: Date) -> String {
        record.lastAlert = alert
        let until = date.addingTimeInterval(_limits.alertDuration)
        let seconds = Self.words(_limits.alertDuration)
        let title = "\"\(alert.title)\""
        if device.island != nil {
            guard _foregroundApp != record.app else { return "\(title); \(record.app) is in the foreground: no expansion" }
            record.expandedUntil = until
            return "\(title): expanded for \(seconds)"
        }
        if _isLocked { record.litUntil = until; return "\(title): the locked screen lights up with it for \(seconds)" }
        if _foregroundApp == record.app { return "\(title); \(record.app) is in the foreground: no banner" }
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
