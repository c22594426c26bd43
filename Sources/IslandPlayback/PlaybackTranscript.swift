import ActivityRuntime
import Foundation
import IslandInputs
import LiveActivity
import TerminalCanvas
import TerminalEncoders

/// A played frame as text, as `island play` prints it: a header, what happened since the last
/// frame, the island with the arbitration's reason, a banner, the lit screen, and the Lock
/// Screen's list with its cards.
///
///     four apps · 5m1s · iPhone 15 Pro
///       5m      Pizza: updated pizza with an alert: "Almost there" …
///     ╭──────────────────────────────────────────────╮
///     …
///     island: Pizza has an alert: expanded for 4s
///     lock screen: pizza (Pizza, active), ride (Rides, active), …
///     scheduled: match (Sports, pending, starts in 14m59s)  (when one is)
///     not drawn: …  (a presentation that could not be drawn, and why)
///
/// Names, titles and ids come from files: every line of words is made safe for the terminal,
/// a line break in them shown as `␊` (canvases already are).
public struct PlaybackTranscript: Sendable {
    public let scenario: Scenario
    /// Cards and the island as ANSI escapes at this depth, or plain text for `.none`.
    public let colorDepth: ColorDepth

    public init(scenario: Scenario, colorDepth: ColorDepth = .none) {
        self.scenario = scenario
        self.colorDepth = colorDepth
    }

    /// The frame as lines of text, ending in a line break, every warning said.
    public func text(of frame: PlaybackFrame) -> String {
        var warned: Set<String> = []
        return text(of: frame, warned: &warned)
    }

    /// The frame as lines of text, ending in a line break. Each drawing's warnings (an SF Symbol
    /// not in TermIsland's table, content cut) follow it as `warning:` lines, except those in
    /// `warned`, said in an earlier frame: a run of frames says each once.
    public func text(of frame: PlaybackFrame, warned: inout Set<String>) -> String {
        func warnings(_ rendered: RenderedPresentation) -> String {
            rendered.warningLines(omitting: &warned).map { Self.safe($0) + "\n" }.joined()
        }
        let system = frame.system
        var header = "\(scenario.name) · \(Self.duration(frame.instant)) · \(scenario.device.name)"
        if system.isLocked { header += " · locked" }
        if let app = system.foregroundApp { header += " · \(app) open" }
        var output = Self.safe(header) + "\n"
        for entry in frame.happened {
            let at = Self.duration(entry.date.timeIntervalSince(scenario.start)).padding(toLength: 7, withPad: " ", startingAt: 0)
            output += Self.safe("  \(at) \(entry.text)") + "\n"
        }
        let scene = frame.scene
        if let island = scene.island { output += encode(island.canvas) + "\n" + warnings(island) }
        output += Self.safe("island: \(system.arrangement.reason)") + "\n"
        if let banner = system.banner {
            output += Self.safe("banner: \(banner.reason)") + "\n"
            if let card = scene.banner { output += encode(card.rendered.canvas) + "\n" + warnings(card.rendered) }
        }
        if let lit = system.litLockScreen, let record = system.record(lit) {
            output += Self.safe("lit: the locked screen lights up, \(record.app) has an alert") + "\n"
        }
        // The list names the cards drawn and counts the rest, so its length is bounded by what
        // is shown, like the cards' (ScenarioPlayer.maximumCardsDrawn).
        let cap = ScenarioPlayer.maximumCardsDrawn
        var listed = system.lockScreen.prefix(cap).map { "\($0.id) (\($0.app), \($0.state(at: system.now).rawValue))" }.joined(separator: ", ")
        if system.lockScreen.count > cap {
            listed += ", and \(system.lockScreen.count - cap) more, not drawn (a frame draws the first \(cap) cards)"
        }
        output += Self.safe("lock screen: " + (system.lockScreen.isEmpty ? "nothing" : listed)) + "\n"
        // A scheduled activity is on neither the island nor the Lock Screen until it starts
        // (ActivityKit's `.pending`): said, so a frame shows it is waiting.
        let pending = system.records.filter { $0.state(at: system.now) == .pending }
        if !pending.isEmpty {
            let waiting = pending.map { "\($0.id) (\($0.app), pending, starts in \(Self.duration($0.startsAt.timeIntervalSince(system.now))))" }
            output += Self.safe("scheduled: " + waiting.joined(separator: ", ")) + "\n"
        }
        for card in scene.lockScreen { output += encode(card.rendered.canvas) + "\n" + warnings(card.rendered) }
        // A presentation that could not be drawn (data ActivityKit would refuse, a date that
        // does not read back) is said, never left out in silence.
        for error in scene.errors { output += Self.safe("not drawn: \(error)") + "\n" }
        return output
    }

    private func encode(_ canvas: Canvas) -> String {
        colorDepth == .none ? canvas.plainText : ANSIEncoder(depth: colorDepth).encode(canvas)
    }

    /// One line with its control characters made visible, a line break among them (`␊`), so no
    /// escape sequence from a file reaches the terminal and no name or title forges a line.
    static func safe(_ text: String) -> String { text.sanitizedForTerminal }

    /// "5m", "1h30m", "45s".
    public static func duration(_ seconds: Double) -> String { DurationText.text(seconds) }
}
