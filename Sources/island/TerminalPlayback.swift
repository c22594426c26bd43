import CursesBackend
import Foundation
import IslandPlayback
import Motion
import TerminalCanvas

/// `island demo` in a terminal: its screens painted through a `TerminalBackend`, each reached
/// through Motion's transition from the one before (at up to 60 frames a second, only the
/// cells that change sent), then held for its pause; the terminal is always given back (see
/// docs/Terminal.md).
///
/// Any key or click skips ahead (the transition's end, or the next screen), `q`, Escape or
/// Ctrl-C ends the demo, a resize repaints at the new size. When it ends, the caller prints the
/// screen shown last as text, so it stays on the terminal.
enum TerminalPlayback {
    /// A screen and how long to hold it, in seconds.
    typealias Screen = (frame: RenderedFrame, hold: TimeInterval)

    /// Plays `screens` on the controlling terminal and returns the index of the one shown last,
    /// or nil at once if there is no terminal to paint on (no /dev/tty, TERM=dumb): the caller
    /// prints text instead.
    static func playInTerminal(_ screens: [Screen], motion: MotionSettings) throws -> Int? {
        let backend: CursesBackend
        do {
            backend = try CursesBackend(environment: ProcessInfo.processInfo.environment)
        } catch let error as CursesBackendError {
            FileHandle.standardError.write(Data("island: \(error); printing the frames as text\n".utf8))
            return nil
        }
        defer { backend.end() }
        var motion = motion
        motion.colorDepth = backend.colorDepth
        return try present(screens, on: backend, motion: motion)
    }

    /// What the viewer asked for while a screen was shown.
    private enum Request { case next, quit }

    /// Shows `screens` one after another on `backend` and returns the index of the one shown
    /// last (-1 if there were none).
    @discardableResult
    static func present(_ screens: [Screen], on backend: TerminalBackend, motion: MotionSettings) throws -> Int {
        let clock = ContinuousClock()
        let origin = clock.now
        func seconds(_ instant: ContinuousClock.Instant) -> Double {
            let elapsed = instant - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        func instant(_ seconds: Double) -> ContinuousClock.Instant { origin + .nanoseconds(Int64(seconds * 1e9)) }
        var previous: RenderedFrame?
        for (index, screen) in screens.enumerated() {
            let footer = "\(index + 1) of \(screens.count) · any key: next · q: quit"
            // The transition from the screen before, paced; a key jumps to its end.
            if let previous {
                let transition = FrameTransition(from: previous, to: screen.frame, settings: motion)
                var pacer = FramePacer(start: seconds(clock.now), duration: transition.duration)
                var deadline: Double? = pacer.start
                animating: while let due = deadline {
                    let now = seconds(clock.now)
                    try backend.present(withFooter(transition.canvas(at: pacer.time(at: now)), footer, size: backend.size))
                    deadline = pacer.drew(at: now)
                    guard let next = deadline else { break }
                    while let event = try backend.nextEvent(before: instant(max(next, due))) {
                        switch request(for: event) {
                        case .quit?: return index
                        case .next?: break animating
                        case nil: continue
                        }
                    }
                }
            }
            try backend.present(withFooter(screen.frame.canvas, footer, size: backend.size))
            previous = screen.frame
            let deadline = clock.now + .milliseconds(Int(screen.hold * 1000))
            waiting: while let event = try backend.nextEvent(before: deadline) {
                switch request(for: event) {
                case .quit?: return index
                case .next?: break waiting
                case nil:
                    if case .resize = event { try backend.present(withFooter(screen.frame.canvas, footer, size: backend.size)) }
                }
            }
        }
        return screens.count - 1
    }

    /// What an event asks for: a key or a click moves on, q, Escape or Ctrl-C quits.
    private static func request(for event: InputEvent) -> Request? {
        switch event {
        case .key(.character("q"), []), .key(.escape, []), .key(.character("c"), .control): return .quit
        case .key: return .next
        case .mouse(let mouse) where mouse.kind == .press: return .next
        case .mouse, .resize: return nil
        }
    }

    /// The screen at `size`, with `footer` on the last row.
    static func withFooter(_ canvas: Canvas, _ footer: String, size: Size) -> Canvas {
        var screen = canvas.fitted(to: size)
        guard size.height > 1 else { return screen }
        screen.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
        screen.write(footer, at: Point(x: 0, y: size.height - 1), style: Style(attributes: .dim))
        return screen
    }
}
