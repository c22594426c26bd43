import Foundation

/// The widgets an app has on the device, and its requests to draw them again, as WidgetKit's
/// `WidgetCenter`.
///
/// An app or an intent asks for a reload after its data changes
/// (`WidgetCenter.shared.reloadTimelines(ofKind: "Delivery")`). A Live Activity is drawn from its
/// content state, not from a timeline, so a reload changes nothing drawn here; each request is
/// recorded, in order, in `reloadRequests`, where a test or a tool can see that the call was
/// made. No home-screen widget is installed on the simulated device, so the current
/// configurations are none.
public final class WidgetCenter: @unchecked Sendable {
    /// The one centre, as WidgetKit's.
    public static let shared = WidgetCenter()

    /// A reload asked for: of one kind of widget, or of all.
    public enum ReloadRequest: Hashable, Sendable, CustomStringConvertible {
        case kind(String)
        case all
        /// Not a reload: the app asked which widgets are installed.
        case currentConfigurations

        /// The line the device's log shows for it.
        public var description: String {
            switch self {
            case .kind(let kind): "WidgetCenter: reload timelines of kind \(kind)"
            case .all: "WidgetCenter: reload all timelines"
            case .currentConfigurations: "WidgetCenter: current configurations asked for (none installed)"
            }
        }
    }

    private let lock = NSLock()
    private var requests: [ReloadRequest] = []
    private var observer: (@Sendable (ReloadRequest) -> Void)?

    /// Told of each request as it is made: the simulated device writes it to its log, which the
    /// previewer shows (ActivityRuntime sets it; LiveActivity cannot see the device).
    package func observeRequests(_ observer: @escaping @Sendable (ReloadRequest) -> Void) { locked { self.observer = observer } }

    /// Keeps a reload in `reloadRequests` (a question about configurations is only told to the
    /// observer) and tells the observer.
    private func record(_ request: ReloadRequest) {
        let observer = locked { () -> (@Sendable (ReloadRequest) -> Void)? in
            if request != .currentConfigurations { requests.append(request) }
            return self.observer
        }
        observer?(request)
    }

    init() {}

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The reloads asked for since the process started (or since `forgetReloadRequests()`).
    public var reloadRequests: [ReloadRequest] { locked { requests } }

    /// Starts the record of reloads again, as a test does before it runs an intent.
    public func forgetReloadRequests() { locked { requests.removeAll() } }

    /// Asks for the timelines of the widgets of `kind` to be reloaded.
    public func reloadTimelines(ofKind kind: String) { record(.kind(kind)) }

    /// Asks for every widget's timeline to be reloaded.
    public func reloadAllTimelines() { record(.all) }

    /// The widgets installed, given to `completion`: none on the simulated device.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        record(.currentConfigurations)
        completion(.success([]))
    }

    /// The widgets installed, as the `async` form has them: none on the simulated device.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        record(.currentConfigurations)
        return []
    }

    /// Asks the system to ask the provider again for recommended configurations: nothing to ask.
    public func invalidateConfigurationRecommendations() {}

    /// The keys of the `userInfo` of a widget's `NSUserActivity`, as WidgetKit names them.
    public struct UserInfoKey {
        public static let kind = "WGWidgetUserInfoKeyKind"
        public static let family = "WGWidgetUserInfoKeyFamily"
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }
}

/// One widget the user installed, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Identifiable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The intent that configures it, for an `IntentConfiguration` widget.
    public let configuration: INIntent?
    public let family: WidgetFamily
    public let kind: String

    public init(kind: String, family: WidgetFamily, configuration: INIntent? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }

    public var id: WidgetInfo { self }

    public static func == (a: WidgetInfo, b: WidgetInfo) -> Bool {
        a.kind == b.kind && a.family == b.family && a.configuration === b.configuration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
        hasher.combine(configuration.map(ObjectIdentifier.init))
    }

    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }
}
