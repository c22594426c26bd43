import CursesBackend
import Foundation
import IslandInputs
import IslandPlayback
import IslandUI
import LiveActivity
import Motion
import TerminalCanvas

/// Opens the interactive previewer in the terminal: `island preview` and `island demo` use it,
/// and so can an executable of your own package, on your own widget:
///
///     import IslandPreview
///     import TermIsland
///
///     @main struct MyActivityPreview {
///         static func main() throws {
///             try IslandPreview.run(PizzaDeliveryWidget.self, attributes: PizzaDeliveryAttributes(numberOfPizzas: 2),
///                                   states: [.init(driverName: "Bill", deliveryTimer: start...end), …])
///         }
///     }
///
/// `swift run MyActivityPreview` then shows your activity on a phone, `n` and `p` stepping
/// through the states as Xcode's `#Preview(…) contentStates:` does, with the whole system
/// around it: other apps (`N`), time, locking, alerts. Throws `PreviewUnavailable` where there
/// is no terminal to draw on.
///
/// To have your activity compete with island's examples, play a scenario with your kind
/// registered beside `ActivityKinds.builtInExamples` (module `IslandExamples`):
/// `run(scenario:kinds:)`.
public enum IslandPreview {
    /// The previewer on `scenario`, its activities drawn by `kinds`. A scenario that cannot be
    /// played (an unknown example, data that does not decode: `ScenarioPlayer.validate()`) is
    /// refused before the terminal is taken, with `UnplayableScenario` naming every problem, as
    /// `island preview file.json` refuses it; so is one that `watch.reload` gives.
    ///
    /// `emojiWidth` (`--emoji-width`; nil: `TERMISLAND_EMOJI_WIDTH`, else `.auto`) says how wide
    /// to lay out ✈️, 1️⃣, 🇺🇦 and 👨‍👩‍👧: as the terminal draws them, measured once it is taken
    /// (`CursesBackend.measureGraphemeWidths`), or fixed. Everything the previewer draws uses
    /// those widths (`GraphemeWidths.withCurrent`); `?` shows them.
    ///
    /// It takes APNs-shaped pushes on 127.0.0.1:`pushPort` (0: any free port; nil: none), which
    /// `island push` finds (docs/PushPayloads.md); a port that cannot be had is refused before
    /// the terminal is taken too.
    public static func run(scenario: Scenario, kinds: ActivityKinds, theme: Theme = .dark, environment: EnvironmentValues = EnvironmentValues(),
                           speed: Double = 1, motion: MotionLevel? = nil, startingAt time: Double = 0,
                           emojiWidth: EmojiWidthSetting? = nil,
                           watching watch: (files: FileWatch, reload: () throws -> PreviewReload)? = nil,
                           pushPort: UInt16? = 0) throws {
        try ScenarioPlayer(scenario: scenario, kinds: kinds, theme: theme).requirePlayable()
        let processEnvironment = ProcessInfo.processInfo.environment
        // The push endpoint first: a port asked for and taken is an error before the terminal is.
        var pushes: PreviewPushes?, pushError: Error?
        if let pushPort {
            do { pushes = try PreviewPushes(port: pushPort, name: scenario.name) } catch {
                if pushPort != 0 { throw error }
                pushError = error
            }
        }
        defer { pushes?.stop() }
        let backend: CursesBackend
        do {
            backend = try CursesBackend(environment: processEnvironment)
        } catch {
            throw PreviewUnavailable(reason: "\(error)")
        }
        defer { backend.end() }
        let choice = EmojiWidthSetting.resolve(given: emojiWidth, environment: processEnvironment) {
            backend.measureGraphemeWidths()
        }
        let widths = choice.widths
        // Everything from here lays out with the terminal's widths: the session, the loop, a reload.
        let loop = widths.withCurrent {
            let session = PreviewSession(scenario: scenario, kinds: kinds, theme: theme, speed: speed,
                                         motion: motion ?? MotionLevel.requested(in: processEnvironment) ?? .full)
            session.environment = environment
            session.jump(to: time)
            if let pushes {
                session.report(.takesPushes(port: Int(pushes.server.port)))
            } else if let pushError {
                session.report(.noPushes(error: "\(pushError)"))
            }
            return PreviewLoop(session: session, backend: backend)
        }
        loop.pushes = pushes
        loop.colorDepth = backend.colorDepth
        loop.screen.emojiWidths = choice
        if let watch {
            // A reload that brings new kinds (a widget library compiled again) draws with them
            // from then on, and the next reload starts from them.
            var currentKinds = kinds
            loop.watch = (watch.files, {
                let reloaded = try watch.reload()
                let kinds = reloaded.kinds ?? currentKinds
                try ScenarioPlayer(scenario: reloaded.scenario, kinds: kinds, theme: theme).requirePlayable()
                currentKinds = kinds
                return (PreviewSession(scenario: reloaded.scenario, kinds: kinds, theme: theme, speed: speed), reloaded.files, reloaded.failures)
            })
        }
        try widths.withCurrent { try loop.run() }
        if let restart = loop.restart {
            // The terminal and the push port are given back before the new program takes them.
            backend.end()
            pushes?.stop()
            restart.run(loop.session.clock.time)
        }
    }

    /// The previewer on your own widget: one activity of `attributes`, showing `states[0]` and
    /// stepping through the others with `n` and `p`. The title, the log and the apps `N` starts
    /// are named after `app`.
    public static func run<W: Widget, Attributes: ActivityAttributes>(
        _ widget: W.Type, attributes: Attributes, states: [Attributes.ContentState], app: String = "My App",
        device: DeviceProfile = .iPhone15Pro, theme: Theme = .dark
    ) throws {
        let (scenario, kinds) = try preview(widget, attributes: attributes, states: states, app: app, device: device)
        try run(scenario: scenario, kinds: kinds, theme: theme)
    }

    /// What `run(_:attributes:states:app:device:theme:)` plays: a scenario named after `app`
    /// with one activity of the kind registered under `app`'s name, not the attributes type's
    /// (which `N`, starting another of it, would show as its app). It starts `now`, the moment
    /// states made from `Date()` count from, as Xcode's previews do.
    static func preview<W: Widget, Attributes: ActivityAttributes>(
        _ widget: W.Type, attributes: Attributes, states: [Attributes.ContentState], app: String, device: DeviceProfile,
        now: Date = Date()
    ) throws -> (Scenario, ActivityKinds) {
        var kinds = ActivityKinds()
        kinds.register(kind(widget, attributes: attributes, states: states), as: app)
        var scenario = try scenario(for: app, app: app, device: device)
        scenario.start = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        return (scenario, kinds)
    }

    /// The kind for `widget` whose preview steps through `states`, one every five minutes of
    /// the preview's time (what `n` and `p` move by).
    public static func kind<W: Widget, Attributes: ActivityAttributes>(
        _ widget: W.Type, attributes: Attributes, states: [Attributes.ContentState]
    ) -> ActivityKind {
        // Encoded once: the closure must be Sendable, and the states need not be.
        let data = states.map { ActivityPreview(attributes, $0).data }
        return .widget(widget, attributes: Attributes.self) { _, elapsed in
            guard !data.isEmpty else { return ActivityPreview(data: ActivityData(attributes: Data("{}".utf8), state: Data("{}".utf8))) }
            return ActivityPreview(data: data[min(max(0, Int(elapsed / 300)), data.count - 1)])
        }
    }

    /// A scenario of one activity of the kind named `name`, requested by `app` at the start.
    public static func scenario(for name: String, app: String, device: DeviceProfile = .iPhone15Pro) throws -> Scenario {
        let id = app.lowercased().replacingOccurrences(of: " ", with: "-")
        return Scenario(name: name, device: device, timeline: [
            ScenarioEvent(at: 0, action: .request(ScenarioRequest(id: id, app: app, example: name, relevance: 50))),
        ])
    }
}

/// There is no terminal to draw the previewer on (a pipe, CI): callers print text instead.
public struct PreviewUnavailable: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
