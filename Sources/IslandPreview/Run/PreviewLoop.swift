import Foundation
import Motion
import TerminalBackends
import TerminalCanvas

/// The previewer's run loop: input and time in, frames out, through any `TerminalBackend`.
///
///        ┌──────────── wait: a key, a click, the next animation frame, the next second ───┐
///        ▼                                                                                 │
///     event ──► PreviewSession.perform ──► PreviewScreen.draw ──► differs? ──► Motion ──► present
///                          │
///                          └── P, L, scroll ask PreviewScreen.layout(of: session, size:)
///
/// It waits with a deadline, never spinning: the next frame of a transition (at most 60 a
/// second), the next second of virtual time (a timer's digits), a press becoming a hold, the
/// next look for pushes (a tenth of a second, when it takes pushes) or at the watched files
/// (fifty times a second, with `--watch`). With time paused and nothing moving, a previewer
/// without either has no deadline at all; one with pushes wakes ten times a second to look,
/// which measured no CPU tick in ten seconds, and one watching files one tick in ten seconds. `step(at:event:)` is the whole loop body, so tests drive it with a `MemoryBackend` and
/// a clock of their own.
package final class PreviewLoop {
    package private(set) var session: PreviewSession
    let backend: TerminalBackend
    let screen = PreviewScreen()
    private var target: RenderedFrame?
    private var shown: Canvas?
    private var transition: (value: FrameTransition, pacer: FramePacer)?
    private var gestures = PointerGestures()
    private var lastTime: Double?
    /// "frame 0.41 ms · 212 cells changed", of the last frame presented.
    package private(set) var status = ""
    /// The colours the terminal shows, for fades.
    package var colorDepth: ColorDepth = .trueColor
    /// Files to reload when they change, and how (`--watch`): the new session replaces this
    /// one at the same moment, or the error shows and the last good frame stays.
    package var watch: (files: FileWatch, reload: () throws -> (PreviewSession, FileWatch?, failures: [ReloadedPreviewFailure]))?
    private var nextWatch = 0.0
    /// The push endpoint, when the previewer takes pushes (`--push-port`): looked at every
    /// `PreviewPushes.interval`.
    package var pushes: PreviewPushes?
    private var nextPushes = 0.0
    /// Set when a reload asked for a new program to take over (PreviewRestart): the loop ends.
    package private(set) var restart: PreviewRestart?

    package init(session: PreviewSession, backend: TerminalBackend) {
        self.session = session
        self.backend = backend
    }

    /// Runs until the person quits.
    package func run() throws {
        let clock = ContinuousClock()
        let origin = clock.now
        func seconds() -> Double {
            let elapsed = clock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        var deadline = try step(at: seconds(), event: nil)
        while let next = deadline {
            let wait: ContinuousClock.Instant? = next.isFinite ? origin + .nanoseconds(Int64(max(0, next) * 1e9)) : nil
            let event = try backend.nextEvent(before: wait)
            deadline = try step(at: seconds(), event: event)
        }
    }

    /// One turn of the loop at `time` (seconds on the loop's clock), with the event that woke
    /// it, if any. Returns when to wake next (infinity: only for input), or nil to quit.
    @discardableResult
    package func step(at time: Double, event: InputEvent?) throws -> Double? {
        if let lastTime { session.advance(realSeconds: time - lastTime) }
        lastTime = time
        var animate = true
        let overlayWasShowing = session.isShowingOverlay
        if let event {
            if case .resize = event { animate = false }
            if let action = action(for: event, at: time), !perform(action) { return nil }
        }
        var acted = event != nil
        if let held = gestures.hold(at: time) { perform(held); acted = true }
        if time >= nextWatch { acted = reloadIfChanged() || acted; nextWatch = time + FileWatch.interval }
        if let pushes, time >= nextPushes { acted = pushes.deliver(into: session) || acted; nextPushes = time + PreviewPushes.interval }
        if restart != nil { return nil }
        // An overlay (the help, the end chooser) comes and goes at once, and nothing moves under it.
        if session.isShowingOverlay || overlayWasShowing { animate = false }
        // The screen is laid out again only when something can have changed it: an action, a
        // new second of virtual time (a timer's digits, an event), a new size. Between those,
        // a transition's frames are drawn from the frames it has.
        let second = session.clock.time.rounded(.down)
        let render = acted || target == nil || second != renderedSecond || target?.canvas.size != backend.size
        renderedSecond = second
        try refresh(at: time, animate: animate, render: render)
        var deadlines: [Double] = []
        if let transition, !transition.pacer.isFinished { deadlines.append(nextFrameDeadline ?? time) }
        if let tick = session.realSecondsToNextSecond { deadlines.append(time + max(tick, 1.0 / 30)) }
        if let hold = gestures.holdDeadline { deadlines.append(hold) }
        if watch != nil { deadlines.append(nextWatch) }
        if pushes != nil { deadlines.append(nextPushes) }
        return deadlines.min() ?? .infinity
    }

    private var nextFrameDeadline: Double?
    /// The status line's answer to the last action, as last drawn.
    private var answered: PreviewAnswer?
    private var renderedSecond = -Double.infinity

    /// Reloads the watched files if one changed: the new session takes over at the same moment
    /// with the same settings; an error is shown and the old session goes on.
    @discardableResult
    private func reloadIfChanged() -> Bool {
        guard var current = watch, current.files.changed() else { return false }
        watch = current
        do {
            let (fresh, files, failures) = try current.reload()
            if let files { watch?.files = files }
            fresh.adopt(settingsOf: session)
            session = fresh
            session.report(.reloaded(paths: current.files.paths))
            if !failures.isEmpty {
                // Each in the log, all in the status line's one line (their cards show each too).
                if failures.count > 1 { for failure in failures { session.note("reloaded, but \(failure.sentence)") } }
                session.report(.failedAfterReload(failures))
            }
        } catch let asked as PreviewRestart {
            restart = asked
        } catch {
            session.report(.notReloaded(error: "\(error)"))
        }
        return true
    }

    /// Performs `action` on the session; the keys that answer the screen ask for its layout at
    /// the terminal's size now, the one function the drawing lays out with too.
    @discardableResult
    private func perform(_ action: PreviewAction) -> Bool {
        session.perform(action) { [screen, session, backend] in screen.layout(of: session, size: backend.size) }
    }

    private func action(for event: InputEvent, at time: Double) -> PreviewAction? {
        switch event {
        case .key(let key, let modifiers):
            return KeyBindings.action(for: key, modifiers, isTyping: session.isTyping)
        case .mouse(let mouse):
            guard let target else { return nil }
            return gestures.handle(mouse, on: target, at: time)
        case .resize:
            return nil
        }
    }

    /// Renders what the screen should show; if it changed, starts a transition to it (or shows
    /// it at once), and draws the transition's frame due now.
    private func refresh(at time: Double, animate: Bool, render: Bool) throws {
        if render { try retarget(at: time, animate: animate) }
        if var running = transition {
            let canvas = running.value.canvas(at: running.pacer.time(at: time))
            nextFrameDeadline = running.pacer.drew(at: time)
            try present(canvas)
            if running.pacer.isFinished { transition = nil } else { transition = running }
        }
    }

    /// Lays the screen out again; if it changed, starts or retargets a transition to it, or
    /// shows it at once.
    private func retarget(at time: Double, animate: Bool) throws {
        let size = backend.size
        // The screen only draws: nothing it lays out goes back to the session.
        var next = screen.render(session, size: size, status: status)
        // Under an overlay nothing is there to animate or to click.
        if session.isShowingOverlay { next.regions = [] }
        // The status line alone (the last frame's time) is no reason to draw; a new answer to a
        // key on it is (a key that did nothing says why, and nothing else changed).
        if target == nil || session.flash != answered || !Self.sameAboveLastRow(next.canvas, target!.canvas) {
            answered = session.flash
            let settings = MotionSettings(level: session.motion, isLuminanceReduced: session.isAlwaysOn, colorDepth: colorDepth)
            if animate, let running = transition, !running.pacer.isFinished {
                // A new frame while one is moving (a clock in the status line, a timer): the
                // running transition is retargeted, from where it started to the new frame, on
                // the same clock, rather than started again from a frame half way.
                let built = FrameTransition(from: running.value.previous, to: next, settings: settings)
                transition = (built, FramePacer(start: running.pacer.start, duration: built.duration))
                target = next
            } else {
                let previous = target.map { RenderedFrame(canvas: shown ?? $0.canvas, regions: $0.regions) } ?? next
                let built = FrameTransition(from: previous, to: next, settings: settings)
                target = next
                if animate, shown?.size == next.canvas.size, !built.isEmpty {
                    transition = (built, FramePacer(start: time, duration: built.duration))
                } else {
                    transition = nil
                    try present(next.canvas)
                }
            }
        }
    }

    /// Whether two screens are the same but for their last row.
    static func sameAboveLastRow(_ a: Canvas, _ b: Canvas) -> Bool {
        guard a.size == b.size else { return false }
        for row in 0..<max(0, a.height - 1) where a.cells(inRow: row) != b.cells(inRow: row) { return false }
        return true
    }

    private func present(_ canvas: Canvas) throws {
        guard canvas != shown else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        // The backend says what it changed: the frame is diffed once, there.
        let changed = try backend.present(canvas).changedCellCount
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        shown = canvas
        status = "frame \(Self.hundredths(elapsed)) ms · \(changed) cells changed"
    }

    /// `value` (not negative) with two decimals, as "%.2f" writes it (but for a value a hair from
    /// half a hundredth, which may round the other way): Foundation's `String(format:)`
    /// took a third of presenting a frame on Linux.
    package static func hundredths(_ value: Double) -> String {
        guard value.isFinite, value >= 0, value < 1e12 else { return "0.00" }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
