import ActivityRuntime
import Foundation
import IslandInputs
@testable import IslandPreview
import IslandPushServer
import TerminalBackends
import TerminalCanvas

/// One previewer as `island preview` runs it, on a memory screen and the test's clock: its
/// loop, its push endpoint on a real loopback port, and a watched file, with reuse on or off.
/// Everything it does happens in its own `Reuse` scope, so a run with reuse on and one with it
/// off go side by side in one process.
final class DrivenPreview {
    let reuseIsOff: Bool
    /// A key field left out on purpose (the proof that the test bites), with reuse on.
    let planted: PlantedKeyOmission?
    private(set) var loop: PreviewLoop!
    let backend: MemoryBackend
    let pushes: PreviewPushes
    let registry: PreviewerRegistry

    /// A previewer of `scenario`, watching `watched` (a change starts a new session from
    /// `reload`, as `--watch` does), listed in `registry`.
    init(reuseIsOff: Bool, planted: PlantedKeyOmission? = nil, size: Size, registry: PreviewerRegistry, watched: URL,
         session: @escaping () throws -> PreviewSession) throws {
        self.reuseIsOff = reuseIsOff
        self.planted = planted
        self.registry = registry
        backend = MemoryBackend(size: size)
        pushes = try PreviewPushes(port: 0, name: reuseIsOff ? "reuse-off" : "reuse-on", registry: registry)
        try inScope {
            let loop = PreviewLoop(session: try session(), backend: backend)
            loop.pushes = pushes
            loop.watch = (FileWatch(paths: [watched.path]), { (try session(), nil, []) })
            self.loop = loop
        }
    }

    deinit { pushes.stop() }

    var session: PreviewSession { loop.session }
    var screen: Canvas { backend.screen }

    /// Runs `body` with this previewer's reuse (and planted omission).
    func inScope<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Reuse.withReuse(off: reuseIsOff) { try Reuse.withPlanted(planted, body) }
    }

    /// One pass of the loop at `time`, with `event` if any.
    func step(at time: Double, event: InputEvent? = nil) throws {
        try inScope { _ = try loop.step(at: time, event: event) }
    }

    /// A push over HTTP to this previewer's endpoint, as a backend (or `curl`) sends one; the
    /// loop applies it at its next look. Its answer's status. The `apns-id` is given, as both
    /// runs' status lines and logs show it.
    func post(_ body: Data, to id: String, app: String, apnsID: String) throws -> Int {
        try PushClient.post(port: pushes.server.port, token: PushAddressBook.token(forActivity: id),
                            topic: "com.termisland.\(app).push-type.liveactivity", body: body, apnsID: apnsID).status
    }
}
