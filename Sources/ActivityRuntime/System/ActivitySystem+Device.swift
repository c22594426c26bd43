import Foundation
import LiveActivity

extension ActivitySystem {
    /// Whether the device is locked. Locked, the island shows no Live Activity (the Lock Screen
    /// lists them), and an alert lights the screen instead of expanding or showing a banner.
    public var isLocked: Bool { locked { _isLocked } }

    /// The app the user has open, if any. iOS keeps that app's activities off the island (the
    /// app itself is on screen) and shows no banner for its alerts.
    public var foregroundApp: String? { locked { _foregroundApp } }

    public func lock() {
        locked {
            guard !_isLocked else { return }
            _isLocked = true
            _foregroundApp = nil
            // What showed on the unlocked screen goes with it.
            for index in _records.indices {
                _records[index].bannerUntil = nil
                _records[index].expandedUntil = nil
            }
            note("the device is locked")
            endTransientActivities(because: "the device is locked")
            emit(.deviceChanged)
        }
    }

    public func unlock() {
        locked {
            guard _isLocked else { return }
            _isLocked = false
            for index in _records.indices { _records[index].litUntil = nil }
            note("the device is unlocked")
            emit(.deviceChanged)
        }
    }

    /// The user collapses the expanded presentation (swipes it up): an alert's or a touch and
    /// hold's expansion ends early, and a transient activity ends.
    public func collapse() {
        locked {
            note("the user collapses the expanded presentation")
            collapseExpanded(because: "the user collapses it")
        }
    }

    /// The user taps outside the Dynamic Island: the expanded presentation collapses, and a
    /// transient activity ends.
    public func tapOutsideIsland() {
        locked {
            note("the user taps outside the Dynamic Island")
            collapseExpanded(because: "the user taps outside the Dynamic Island")
        }
    }

    private func collapseExpanded(because reason: String) {
        for index in _records.indices where (_records[index].expandedUntil ?? .distantPast) > _now {
            _records[index].expandedUntil = _now
        }
        endTransientActivities(because: reason)
        emit(.deviceChanged)
    }

    /// Ends every running transient activity: locking, collapsing the expanded presentation or
    /// tapping outside the island ends one (Apple, "Start a transient Live Activity").
    func endTransientActivities(because reason: String) {
        for index in _records.indices where _records[index].style == .transient && _records[index].isRunning(at: _now) {
            endRecord(at: index, when: _now, policy: .immediate)
            note("\(_records[index].app): transient \(_records[index].id) ends: \(reason)")
        }
    }

    /// The user opens `app` (nil: goes to the Home Screen). Opening an app unlocks the device.
    public func open(app: String?) {
        locked {
            guard _foregroundApp != app || (_isLocked && app != nil) else { return }
            if app != nil {
                _isLocked = false
                for index in _records.indices {
                    _records[index].litUntil = nil
                    // The app's own banner goes: the app is on screen now.
                    if _records[index].app == app { _records[index].bannerUntil = nil }
                }
            }
            _foregroundApp = app
            note(app.map { "the user opens \($0)" } ?? "the user goes to the Home Screen")
            emit(.deviceChanged)
        }
    }

    /// The banner showing now on a device without an island: an activity's Lock Screen
    /// presentation with its alert, for `limits.alertDuration`.
    public var banner: ActivityBanner? {
        locked {
            guard !_isLocked else { return nil }
            let showing = _records.filter { record in
                guard let until = record.bannerUntil, _now < until, record.app != _foregroundApp else { return false }
                return [.active, .stale].contains(record.state(at: _now))
            }
            guard let latest = showing.max(by: { $0.bannerUntil! < $1.bannerUntil! }), let alert = latest.lastAlert else { return nil }
            return ActivityBanner(id: latest.id, app: latest.app, alert: alert,
                                  reason: "\(latest.app) has an alert, the device is unlocked and \(latest.app) is not in the foreground: a banner")
        }
    }

    /// The activity whose alert lights the locked screen now.
    public var litLockScreen: String? {
        locked {
            guard _isLocked else { return nil }
            return _records.filter { record in
                guard let until = record.litUntil, _now < until else { return false }
                return [.active, .stale].contains(record.state(at: _now))
            }.max { $0.litUntil! < $1.litUntil! }?.id
        }
    }
}

/// A banner at the top of the screen on a device without an island: the activity's Lock
/// Screen presentation, shown for an alert.
public struct ActivityBanner: Hashable, Sendable {
    public let id: String
    public let app: String
    public let alert: AlertConfiguration
    /// Why it shows, in words.
    public let reason: String

    public init(id: String, app: String, alert: AlertConfiguration, reason: String) {
        self.id = id
        self.app = app
        self.alert = alert
        self.reason = reason
    }
}
