import Foundation
import IslandUI

/// The controls an app has in Control Center, and its requests to draw them again, as
/// WidgetKit's `ControlCenter` (iOS 18).
///
/// As with `WidgetCenter`, a reload changes nothing drawn here: each request is kept, in order,
/// in `reloadRequests`, for a test to see that the call was made. No control is installed on the
/// simulated device, so `currentControls()` is empty.
///
///     ControlCenter.shared.reloadControls(ofKind: "com.example.GarageDoor")
public final class ControlCenter: @unchecked Sendable {
    /// The one centre, as WidgetKit's.
    public static let shared = ControlCenter()

    /// A reload asked for: of one kind of control, or of all.
    public enum ReloadRequest: Hashable, Sendable {
        case kind(String)
        case all
    }

    private let lock = NSLock()
    private var requests: [ReloadRequest] = []

    init() {}

    private func record(_ request: ReloadRequest) {
        lock.lock()
        defer { lock.unlock() }
        requests.append(request)
    }

    /// The reloads asked for since the process started (or since `forgetReloadRequests()`).
    public var reloadRequests: [ReloadRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// Starts the record of reloads again.
    public func forgetReloadRequests() {
        lock.lock()
        defer { lock.unlock() }
        requests.removeAll()
    }

    /// Asks for the templates of the controls of `kind` to be reloaded.
    public func reloadControls(ofKind kind: String) { record(.kind(kind)) }

    /// Asks for every control of the app to be reloaded.
    public func reloadAllControls() { record(.all) }

    /// The controls the user configured: none on the simulated device.
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// One control the user configured, as WidgetKit's `ControlInfo` (iOS 18).
public struct ControlInfo: Sendable {
    /// The control's kind, as its configuration names it.
    public let kind: String
    /// Its push token, when it receives push updates.
    public var pushInfo: ControlPushInfo?
}

/// The push token of a configured control, as WidgetKit's `ControlPushInfo` (iOS 18).
public struct ControlPushInfo: Sendable {
    /// The token to address pushes to.
    public let token: Data
}

/// A type told of the push tokens of the app's controls, as WidgetKit's `ControlPushHandler`
/// (iOS 18): never told here, where no control is configured.
public protocol ControlPushHandler {
    init()
    /// The tokens changed; `controls` are every control that supports push updates.
    func pushTokensDidChange(controls: [ControlInfo])
}
