import Foundation

// SwiftUI's background tasks: work the system wakes an app or a widget extension for (an app
// refresh, a background URL session finishing). A previewer is never woken in the background,
// so a task is a value that names what it would wait for, and the action given for it never
// runs; `island lint` says so where a widget declares one (docs/Lint.md, inert-modifier).

/// A kind of background work the system can wake the extension for, as SwiftUI's.
///
///     .backgroundTask(.urlSession("refresh")) { await reload() }   // accepted; never woken here
public struct BackgroundTask<Request, Response>: Sendable {
    /// What the task waits for, in SwiftUI's words (`appRefresh`, `urlSession`).
    public let kind: String
    /// The identifier it was declared with, if any.
    public let identifier: String?

    init(kind: String, identifier: String?) {
        self.kind = kind
        self.identifier = identifier
    }
}

extension BackgroundTask {
    /// An app refresh scheduled under `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(kind: "appRefresh", identifier: identifier)
    }

    /// Any background URL session's events; the request is the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(kind: "urlSession", identifier: nil)
    }

    /// The events of the background URL session `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(kind: "urlSession", identifier: identifier)
    }

    /// The events of the background URL sessions whose identifiers `matching` accepts.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(kind: "urlSession", identifier: nil)
    }
}

extension Scene {
    /// Work for a background task: accepted; a previewer is never woken for it.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> Self { self }
}
