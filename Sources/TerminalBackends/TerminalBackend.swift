import TerminalCanvas

/// The one interface the rest of TermIsland paints and reads through.
///
/// A backend owns a screen of `size` cells. `present(_:)` shows a canvas there: the backend
/// compares it with what the screen already shows and changes only the cells that differ, so
/// callers can simply render every frame whole; `update(_:)` paints into the backend's own
/// canvas instead, and only the cells painted are compared. `nextEvent(before:)` waits for input until a
/// deadline, so a program can wait for "a key or the next animation frame" without spinning:
///
///     ┌─────────┐ present(canvas) ┌─────────────────┐  changed cells  ┌──────────┐
///     │ caller  │ ──────────────► │ TerminalBackend │ ──────────────► │  screen  │
///     │         │ ◄────────────── │                 │ ◄────────────── │ keyboard │
///     └─────────┘ nextEvent(…)    └─────────────────┘  keys, mouse    └──────────┘
///
///     let frameInterval = Duration.milliseconds(100)
///     var deadline = ContinuousClock.now + frameInterval
///     while true {
///         try backend.present(render(at: .now, size: backend.size))
///         switch try backend.nextEvent(before: deadline) {
///         case .key(.character("q"), []): return
///         case nil: deadline += frameInterval   // the next frame is due
///         default: break                         // handle the event
///         }
///     }
///
/// `CursesBackend` paints a real terminal with ncurses; `MemoryBackend` keeps the screen as a
/// canvas for tests.
public protocol TerminalBackend: AnyObject {
    /// The screen's size in cells, as of the last `.resize` event (or the start).
    var size: Size { get }

    /// Shows `canvas` with its top-left cell at the screen's top-left, changing only the cells
    /// that differ from what is shown, and says what that took. Cells beyond the screen are
    /// left out; screen cells the canvas does not reach are blank. Every cell is compared: a
    /// caller that knows what it changed paints through `update(_:)` instead.
    @discardableResult
    func present(_ canvas: Canvas) throws -> PresentedFrame

    /// Shows what `paint` changes on the backend's own canvas, which holds what the screen
    /// shows (the screen's size), and says what that took.
    ///
    ///     try backend.update { canvas in canvas.write("11:59", at: countdown, style: bold) }
    ///
    /// Only the cells `paint` wrote are compared and sent: a countdown's tick costs five cells,
    /// not the screen. The canvas is the backend's from frame to frame, so no frame allocates
    /// one; copying it out is allowed, and assigning a canvas to it makes the next frame
    /// compare every cell. After a `.resize` it is blank at the new size. If `paint` throws,
    /// nothing is shown now; what it painted may show with the next frame.
    @discardableResult
    func update(_ paint: (inout Canvas) throws -> Void) throws -> PresentedFrame

    /// The next input event, waiting at most until `deadline` (for ever when nil); nil when
    /// the deadline passes first. Waiting uses no CPU.
    func nextEvent(before deadline: ContinuousClock.Instant?) throws -> InputEvent?
}

extension Canvas {
    /// This canvas cut or padded with blanks to exactly `size`, as a backend's screen of that
    /// size shows it.
    public func fitted(to size: Size) -> Canvas {
        guard size != self.size else { return self }
        var screen = Canvas(size: size)
        screen.copy(self, to: .zero)
        return screen
    }
}
