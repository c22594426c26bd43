import TerminalCanvas

/// A `TerminalBackend` that keeps its screen in memory: what it shows is a `Canvas`.
///
/// For testing everything above the terminal: present frames, queue input, resize, then check
/// the screen and what each frame changed.
///
///     let backend = MemoryBackend(size: Size(width: 40, height: 10))
///     backend.queue(.key(.character("q"), []))
///     try runPreview(on: backend)
///     #expect(backend.screen.plainText.contains("Pizza"))
///     #expect(backend.frames.last?.changedCellCount == 5)
public final class MemoryBackend: TerminalBackend {
    /// The screen's size.
    public private(set) var size: Size
    /// What the screen shows.
    public private(set) var screen: Canvas
    /// The changes each `present(_:)` made, oldest first (a resize makes the next one a full
    /// repaint): the last `keptFrames` of them.
    public private(set) var frames: [CanvasDiff] = []
    /// How many frames `frames` keeps. Each holds its whole screen, so a program that runs for
    /// thousands of frames (a benchmark of the previewer) keeps only the last.
    public let keptFrames: Int
    /// How many frames were presented, kept or not.
    public private(set) var framesPresented = 0
    /// Events `nextEvent(before:)` will return, first first.
    public private(set) var pendingEvents: [InputEvent] = []
    /// Every deadline `nextEvent(before:)` was called with, first first.
    public private(set) var deadlines: [ContinuousClock.Instant?] = []
    /// Whether the next frame repaints every cell (after a resize).
    private var needsFullRepaint = false

    /// A blank screen of `size`, keeping the last `keptFrames` frames' changes (every one by
    /// default, for tests that check them).
    public init(size: Size, keptFrames: Int = .max) {
        self.size = size
        self.keptFrames = max(0, keptFrames)
        screen = Canvas(size: size)
    }

    /// Shows `canvas` and records what changed.
    @discardableResult
    public func present(_ canvas: Canvas) -> PresentedFrame {
        show(canvas.fitted(to: size))
    }

    /// Shows what `paint` changes on a copy of the screen, and records what changed (every
    /// cell is compared: this backend is for checking, not for speed).
    @discardableResult
    public func update(_ paint: (inout Canvas) throws -> Void) rethrows -> PresentedFrame {
        var next = screen
        try paint(&next)
        return show(next.fitted(to: size))
    }

    private func show(_ next: Canvas) -> PresentedFrame {
        // After a resize nothing on screen is trusted: diffing from an empty canvas lists
        // every cell, as a real terminal's full repaint does.
        let changes = CanvasDiff(from: needsFullRepaint ? Canvas(size: .zero) : screen, to: next)
        framesPresented += 1
        if keptFrames > 0 {
            if frames.count >= keptFrames { frames.removeFirst(frames.count - keptFrames + 1) }
            frames.append(changes)
        }
        screen = next
        needsFullRepaint = false
        return PresentedFrame(changedCellCount: changes.changedCellCount, isFullRepaint: changes.isFullRepaint)
    }

    /// The first queued event, or nil at once if none is queued: the deadline is recorded, not
    /// waited for, so tests run without sleeping.
    public func nextEvent(before deadline: ContinuousClock.Instant?) -> InputEvent? {
        deadlines.append(deadline)
        return pendingEvents.isEmpty ? nil : pendingEvents.removeFirst()
    }

    /// Queues `event` for `nextEvent(before:)`.
    public func queue(_ event: InputEvent) {
        pendingEvents.append(event)
    }

    /// Changes the screen's size as a terminal window would: what it shows is cut or padded,
    /// the next frame repaints every cell, and a `.resize` event is queued.
    public func resize(to newSize: Size) {
        size = newSize
        screen = screen.fitted(to: newSize)
        needsFullRepaint = true
        pendingEvents.append(.resize(newSize))
    }
}
