import Dispatch
import Foundation
import LiveActivity
import Motion

extension ActivitySystem {
    /// Runs a control's App Intent as the system does when it is tapped: its `perform()`, in
    /// `app`'s process (`Activity.activities` and `update`/`end` inside act on this system for
    /// `app`), to the end, before returning. What it changed is in the log like any call; an
    /// error it throws is returned.
    ///
    /// `perform()` runs on an executor of its own, so this may be called from synchronous code
    /// (a scenario's `tap`). An intent that waits on the main actor while the main thread is
    /// the one waiting here would never finish: after `timeout` seconds it is given up and
    /// reported.
    @discardableResult
    public func perform(_ intent: RegionIntent, as app: String, timeout: TimeInterval = 30) -> IntentOutcome {
        locked { note("\(app): \(intent.name) runs") }
        let outcome = IntentOutcomeBox()
        let finished = DispatchSemaphore(value: 0)
        let system = self
        Task(executorPreference: IntentExecutor.shared) {
            do {
                try await system.run(as: app) { try await intent.perform() }
                outcome.set(.performed)
            } catch {
                outcome.set(.failed(String(describing: error)))
            }
            finished.signal()
        }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            locked { note("\(app): \(intent.name) did not finish in \(Self.words(timeout)) (does it wait on the main actor?)") }
            return .unfinished
        }
        let result = outcome.value
        if case .failed(let reason) = result { locked { note("\(app): \(intent.name) failed: \(reason)") } }
        return result
    }
}

/// How running an intent went.
public enum IntentOutcome: Hashable, Sendable {
    case performed
    /// `perform()` threw.
    case failed(String)
    /// It did not finish in time.
    case unfinished
}

private final class IntentOutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = IntentOutcome.unfinished
    func set(_ value: IntentOutcome) { lock.withLock { stored = value } }
    var value: IntentOutcome { lock.withLock { stored } }
}

/// Runs intents' code on a thread of its own, so that a caller may wait for them without
/// holding up Swift's cooperative threads (which a test run may have all busy).
private final class IntentExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = IntentExecutor()
    private let queue = DispatchQueue(label: "TermIsland.intents")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
