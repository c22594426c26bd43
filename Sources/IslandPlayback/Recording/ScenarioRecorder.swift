import Foundation
import IslandInputs
import LiveActivity
import Motion
import TerminalCanvas
import TerminalEncoders

/// Records a scenario as an asciicast: each chosen instant's screen, reached through Motion's
/// transition from the one before at its real speed, then held.
///
///     time   0 ─ transition ─┬─ hold 3 s ─┬─ transition ─┬─ hold 2 s ─ …
///     events  full screen     frames at 30 a second (only the cells that change), then a
///             marker naming what happened
///
/// The first frame is written whole; every later frame only as the cells that changed, so a
/// recording stays small.
public struct ScenarioRecorder: Sendable {
    public let player: ScenarioPlayer
    public var motion: MotionSettings
    public var colorDepth: ColorDepth
    /// At most this many frames a second during a transition.
    public var framesPerSecond: Double = 30

    public init(player: ScenarioPlayer, motion: MotionSettings = MotionSettings(), colorDepth: ColorDepth = .ansi256) {
        self.player = player
        self.motion = motion
        self.colorDepth = colorDepth
    }

    /// A recording of the frames at `instants` (seconds into the scenario), each held for its
    /// `hold` seconds of real time.
    public func record(_ instants: [(at: TimeInterval, hold: TimeInterval)]) -> Asciicast {
        let frames = player.frames(at: instants.map(\.at))
        let size = PlaybackScreen.size(for: frames)
        let screen = PlaybackScreen(scenario: player.scenario, width: size.width, height: size.height)
        var cast = Asciicast(width: size.width, height: size.height, title: player.scenario.name)
        let encoder = ANSIEncoder(depth: colorDepth)
        var clock = 0.0
        var shown: Canvas?
        var previous: RenderedFrame?
        func show(_ canvas: Canvas, at time: Double) {
            if let shown {
                let output = encoder.encode(CanvasDiff(from: shown, to: canvas))
                if !output.isEmpty { cast.append(.output, output, at: time) }
            } else {
                // The first screen whole: every row placed where it goes (a diff from nothing is a
                // full repaint that clears the screen first).
                cast.append(.output, encoder.encode(CanvasDiff(from: Canvas(width: 0, height: 0), to: canvas)), at: time)
            }
            shown = canvas
        }
        for (frame, instant) in zip(frames, instants) {
            let next = screen.frame(of: frame)
            if let previous {
                let transition = FrameTransition(from: previous, to: next, settings: motion)
                var time = 0.0
                while time < transition.duration {
                    show(transition.canvas(at: time), at: clock + time)
                    time += 1 / framesPerSecond
                }
                clock += transition.duration
            }
            show(next.canvas, at: clock)
            let label = frame.happened.last.map { "\(PlaybackTranscript.duration(frame.instant)): \($0.text)" }
                ?? PlaybackTranscript.duration(frame.instant)
            cast.append(.marker, label.sanitizedForTerminal, at: clock)
            clock += instant.hold
            previous = next
        }
        // The last frame stays up for its hold: a final event marks the end.
        cast.append(.output, "", at: clock)
        return cast
    }
}
