import Foundation
import IslandUI
import TerminalCanvas

/// The view renderers a presentation renderer draws its slots with, kept between frames.
///
/// A `ViewRenderer` keeps the stack systems it solved and the text it measured, so the second
/// frame of the same content (a timer tick) reuses them: the warm path `island-bench layout`
/// measures. Each slot of a presentation (compact leading, the Lock Screen card, the expanded
/// content's measurement…) keeps its own renderer, keyed by slot and cell metrics (StandBy's
/// doubled cells are another grid). Copies of a `PresentationRenderer` share the pool.
///
/// One lock serialises the pool's users, so a renderer shared between tasks (a test's static
/// renderer, say) stays consistent: renderers are not thread-safe, and a frame is drawn by one
/// task at a time anyway.
final class ViewRendererPool: @unchecked Sendable {
    private struct Key: Hashable {
        let slot: String
        let metrics: CellMetrics
    }
    private var renderers: [Key: ViewRenderer] = [:]
    private let lock = NSRecursiveLock()

    /// Runs `body` with the renderer of `slot`, its environment set to `environment`.
    func withRenderer<Result>(_ slot: String, environment: EnvironmentValues, _ body: (ViewRenderer) -> Result) -> Result {
        // With reuse off (`Reuse`) every slot is drawn by a new renderer.
        if Reuse.isOff { return body(ViewRenderer(environment: environment)) }
        lock.lock()
        defer { lock.unlock() }
        let key = Key(slot: slot, metrics: environment.cellMetrics)
        let renderer: ViewRenderer
        if let kept = renderers[key] {
            renderer = kept
            renderer.environment = environment
        } else {
            renderer = ViewRenderer(environment: environment)
            renderers[key] = renderer
        }
        return body(renderer)
    }
}
