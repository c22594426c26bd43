/// Whether the user allows the current app's Live Activities, as ActivityKit's
/// `ActivityAuthorizationInfo`. The user switches an app off with
/// `system.setActivitiesEnabled(false, for: app)`.
public struct ActivityAuthorizationInfo: Sendable {
    private let system: ActivitySystem
    private let app: String

    /// For the current app on `ActivitySystem.current`.
    public init() {
        system = ActivitySystem.current
        app = ActivitySystem.currentApp
    }

    public var areActivitiesEnabled: Bool { system.areActivitiesEnabled(for: app) }

    /// Whether the app may send frequent push updates; always allowed here.
    public var frequentPushesEnabled: Bool { true }

    /// Every change of `areActivitiesEnabled` from now on.
    public var activityEnablementUpdates: AsyncStream<Bool> {
        let app = self.app
        return system.changes(selecting: { change in
            guard case .enablementChanged(app, let enabled) = change else { return .skip }
            return .next(enabled)
        })
    }
}
