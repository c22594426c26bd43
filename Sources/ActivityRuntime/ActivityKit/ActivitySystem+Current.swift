import Foundation
import LiveActivity

extension ActivitySystem {
    /// The system ActivityKit's static entry points (`Activity.request`, `Activity.activities`,
    /// `ActivityAuthorizationInfo()`) work against: a process-wide default, or the one a test or
    /// the previewer binds with `run(as:_:)`.
    @TaskLocal public static var current: ActivitySystem = .shared

    /// The app those entry points act for. On a device it is the calling app's bundle; here it
    /// is the process's name unless `run(as:_:)` binds another, so one process can play
    /// several apps.
    @TaskLocal public static var currentApp: String = ProcessInfo.processInfo.processName

    /// The process-wide default: an iPhone 15 Pro whose virtual clock starts at the real time
    /// the first use happens, and moves only when told.
    public static let shared = ActivitySystem(device: .iPhone15Pro, start: Date())

    /// Runs `body` with this system as `current` and `app` as the calling app:
    ///
    ///     let pizza = try system.run(as: "Pizza") {
    ///         try Activity.request(attributes: attributes, content: content)
    ///     }
    public func run<Result>(as app: String, _ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self) {
            try Self.$currentApp.withValue(app) { try body() }
        }
    }

    /// `run(as:_:)` for async code: `await activity.update(…)` inside runs against this system.
    /// The body runs on the caller's actor (a `@MainActor` model can be used inside).
    public func run<Result>(
        as app: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$current.withValue(self, operation: {
            try await Self.$currentApp.withValue(app, operation: body, isolation: isolation)
        }, isolation: isolation)
    }
}
