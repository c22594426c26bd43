import TerminalCanvas

/// The way from one frame to the next, as a pure function of time: `canvas(at:)` gives the
/// same cells for the same time, every time, with no clock, no sleeping and no terminal.
///
///     let transition = FrameTransition(from: previousFrame, to: nextFrame)
///     for time in stride(from: 0, to: transition.duration, by: 1.0 / 60) {
///         backend.present(transition.canvas(at: time))
///     }
///
/// It pairs the two frames' regions by ID (`RegionPairing`) and gives each change an effect
/// (`EffectChoice`): text that changes blurs, views that come and go fade (or move, slide or
/// push, as their transition asks), numeric text rolls its digits, images cross-fade, the
/// island morphs between presentations and Lock Screen cards slide in and out. Cells outside
/// every region (chrome) take the next frame's look at once. Nothing lasts over two seconds.
public struct FrameTransition: Sendable {
    public let previous: RenderedFrame
    public let next: RenderedFrame
    /// What happened to each region, the unchanged ones too (paired again when asked: the
    /// effects were chosen from the changed ones alone).
    public var changes: [RegionChange] { RegionPairing.changes(from: previous, to: next) }
    private let effects: [any FrameEffect]

    /// How long it lasts, in seconds: 0 when nothing moves.
    public let duration: Double

    public init(from previous: RenderedFrame, to next: RenderedFrame, settings: MotionSettings = MotionSettings()) {
        self.previous = previous
        self.next = next
        let changes = RegionPairing.changedRegions(from: previous, to: next)
        let effects = settings.effectiveLevel == .none ? [] : EffectChoice(settings: settings).effects(for: changes)
        self.effects = effects
        duration = effects.map(\.timing.duration).max() ?? 0
    }

    /// Whether anything moves (a transition of identical frames, or with motion off, does not).
    public var isEmpty: Bool { effects.isEmpty }

    /// The frame `time` seconds in: the previous frame's look at 0 where regions changed, the
    /// next frame at `duration` and after.
    public func canvas(at time: Double) -> Canvas {
        var canvas = next.canvas
        drawEffects(at: time, into: &canvas)
        return canvas
    }

    /// The frame `time` seconds in, as `canvas(at:)` gives it, drawn into `canvas`: its storage
    /// is reused when it already has the frames' size, so drawing a transition frame after
    /// frame allocates no canvas (a new one each frame is 10,000 cells, 160 KB, on a 200×50
    /// screen). Into a backend's canvas:
    ///
    ///     try backend.update { transition.draw(at: pacer.time(at: now), into: &$0) }
    public func draw(at time: Double, into canvas: inout Canvas) {
        canvas.assignCells(of: next.canvas)
        drawEffects(at: time, into: &canvas)
    }

    /// Draws each effect that is still running at `time` over `canvas`, which holds the next
    /// frame.
    private func drawEffects(at time: Double, into canvas: inout Canvas) {
        guard time < duration, time.isFinite else { return }
        for effect in effects {
            let length = effect.timing.duration
            let fraction = length > 0 ? max(time, 0) / length : 1
            guard fraction < 1 else { continue }
            effect.draw(at: effect.timing.curve.progress(fraction), into: &canvas, from: previous.canvas, to: next.canvas)
        }
    }
}
