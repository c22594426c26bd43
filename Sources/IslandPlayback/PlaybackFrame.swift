import ActivityRuntime
import Foundation
import LiveActivity

/// One instant of a scenario played: what happened since the previous frame, the system as it
/// is then (one consistent snapshot), and the scene drawn from it.
public struct PlaybackFrame: Sendable {
    /// Seconds after the scenario's start.
    public let instant: TimeInterval
    /// What the system logged since the previous frame, in time order.
    public let happened: [ActivityLogEntry]
    public let system: ActivitySystemSnapshot
    /// The island, a banner and the Lock Screen's cards, drawn.
    public let scene: RenderedScene
}
