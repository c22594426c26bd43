import Foundation
import FrameVocabulary
import IslandUI
import TerminalCanvas

/// Draws scenes frame after frame, keeping a presentation renderer for every activity and
/// presentation it has drawn, so the next frame of the same content (a timer tick) takes the
/// warm path: solved stack systems and measured text are reused.
///
///     let scenes = SceneRenderer(device: .iPhone15Pro)
///     let scene = scenes.render(content, at: now)
///     print(scene.stacked().canvas.plainText)
///
/// Renderers of activities that leave the scene are dropped at the next frame; an activity's
/// other presentations keep theirs while it stays (at most one per presentation).
public final class SceneRenderer: @unchecked Sendable {
    public let device: DeviceProfile
    public let theme: Theme
    /// The environment every presentation starts from; `render(_:at:)` sets its date.
    public var environment: EnvironmentValues
    /// Whether each presentation's `voiceOver` is read (`PresentationRenderer.readsVoiceOver`).
    public var readsVoiceOver = true
    private struct Key: Hashable {
        let activityID: String
        let presentation: Presentation
    }
    private var renderers: [Key: PresentationRenderer] = [:]
    private let scopes = RegionScopes<Key>()
    private let lock = NSLock()
    /// Whether every frame draws with new presentation renderers and no content key, nothing
    /// kept from the frame before (`Reuse`, read when the scene renderer is made).
    private let reuseIsOff = Reuse.isOff

    public init(device: DeviceProfile = .iPhone15Pro, theme: Theme = .dark, environment: EnvironmentValues = EnvironmentValues()) {
        self.device = device
        self.theme = theme
        self.environment = environment
    }

    /// Draws `content` as it looks at `date`.
    public func render(_ content: SceneContent, at date: Date) -> RenderedScene {
        lock.lock()
        defer { lock.unlock() }
        var errors: [SceneError] = []
        func draw(_ id: String, _ presentation: Presentation) -> RenderedPresentation? {
            guard let activity = content.activities[id] else { return nil }
            let key = Key(activityID: id, presentation: presentation)
            let kept = reuseIsOff ? nil : renderers[key]
            var renderer = kept ?? PresentationRenderer(device: device, environment: environment, theme: theme)
            renderer.environment.date = date
            renderer.readsVoiceOver = readsVoiceOver
            // An activity's views are the same while its data and staleness are: WidgetKit
            // archives them at each update, and only their timers run on.
            renderer.contentKey = reuseIsOff ? nil : PresentationContentKey(activity)
            renderers[key] = renderer
            do {
                var rendered = try activity.kind.render(activity.data, as: presentation, with: renderer,
                                                        isStale: activity.isStale, activityID: id)
                // What ActivityKit would refuse (an image too large) is not drawn: the part stays,
                // empty, with its errors.
                if !rendered.errors.isEmpty {
                    errors += rendered.errors.map { SceneError(activityID: id, presentation: presentation, error: $0) }
                    rendered.canvas = Canvas(width: 0, height: 0)
                    rendered.regions = []
                }
                scopes.scope(&rendered.regions, under: key) { $0.scoped(activityID: id, presentation: presentation) }
                return rendered
            } catch {
                errors.append(SceneError(activityID: id, presentation: presentation, error: .dataDoesNotDecode(error)))
                return nil
            }
        }
        var island: RenderedPresentation?
        switch content.island {
        case .empty: island = nil
        case .compact(let id): island = draw(id, .compact)
        case .expanded(let id): island = draw(id, .expanded)
        case .minimal(let attached, let detached):
            if let left = draw(attached, .minimalAttached), let right = draw(detached, .minimalDetached) {
                var both = RenderedFrame(canvas: Canvas(width: left.canvas.width + 1 + right.canvas.width,
                                                        height: max(left.canvas.height, right.canvas.height)))
                both.compose(left.frame, at: .zero)
                both.compose(right.frame, at: Point(x: left.canvas.width + 1, y: 0))
                var shown = RenderedPresentation(canvas: both.canvas, regions: both.regions,
                                                 warnings: left.warnings + right.warnings, errors: left.errors + right.errors)
                shown.unknownSymbols = left.unknownSymbols + right.unknownSymbols
                shown.diagnostics = left.diagnostics + right.diagnostics
                // Attached first, then detached: leading to trailing, as VoiceOver reads.
                shown.voiceOver = left.voiceOver + right.voiceOver
                island = shown
            }
        }
        // The island's shape itself, whatever it shows, so Motion can morph it between
        // presentations (their own regions have other IDs).
        if var shown = island {
            switch content.island {
            case .minimal:
                let attachedWidth = shown.regions.first { $0.kind == .presentation }?.rect.width ?? shown.canvas.width
                shown.regions.append(Region(id: RegionID("island"), rect: Rect(x: 0, y: 0, width: attachedWidth, height: shown.canvas.height), kind: .island))
                shown.regions.append(Region(id: RegionID("island-detached"),
                                            rect: Rect(x: attachedWidth + 1, y: 0, width: shown.canvas.width - attachedWidth - 1, height: shown.canvas.height),
                                            kind: .island))
            default:
                shown.regions.append(Region(id: RegionID("island"), rect: shown.canvas.bounds, kind: .island))
            }
            island = shown
        }
        let banner = content.banner.flatMap { id in draw(id, .banner).map { RenderedScene.Part(activityID: id, presentation: .banner, rendered: $0) } }
        // The Lock Screen's list; on a watch the Smart Stack's, in a car the Dashboard's.
        let card: Presentation = device.place == .appleWatch ? .smartStack : device.place == .carPlay ? .carPlay : .lockScreen
        let cards = content.lockScreen.compactMap { id in
            draw(id, card).map { RenderedScene.Part(activityID: id, presentation: card, rendered: $0) }
        }
        // A presentation not drawn this frame keeps its renderer while its activity is in the
        // scene: the island expanded and collapsed again (a key press) draws warm, not cold.
        renderers = renderers.filter { content.activities[$0.key.activityID] != nil }
        return RenderedScene(island: island, banner: banner, lockScreen: cards, errors: errors)
    }
}
