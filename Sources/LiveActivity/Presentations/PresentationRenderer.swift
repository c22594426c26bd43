import Foundation
import FrameVocabulary
import IslandUI
import TerminalCanvas

/// Renders an activity's presentations on a device, with the island's and the Lock Screen's
/// chrome around the content.
///
///     let renderer = PresentationRenderer(device: .iPhone15Pro)
///     let compact = renderer.render(PizzaDeliveryWidget().body, context: context, as: .compact)
///     print(compact.canvas.plainText)
///
/// Sizes come from the device profile in points and become cells through the environment's
/// `CellMetrics`. A renderer keeps the view renderers of its slots between calls (copies share
/// them), so keep one per activity and presentation you draw frame after frame: the next frame
/// is the warm path. Change `environment.date` between frames; nothing else needs rebuilding.
public struct PresentationRenderer: Sendable {
    public var device: DeviceProfile
    public var environment: EnvironmentValues
    /// The chrome's colours and glyphs, and the glyph set of SF Symbols.
    public var theme: Theme
    /// Whether rendering reads what VoiceOver would say of each presentation
    /// (`RenderedPresentation.voiceOver`). A previewer that shows none turns it off: reading
    /// every presentation again was a tenth of its timer tick.
    public var readsVoiceOver = true
    /// What the content drawn next is, when the caller knows it (a scene gives an activity's
    /// data and staleness): a slot whose content is the same as at its last frame brings its
    /// tree to the new date instead of resolving it again (`ViewRenderer.resolve(_:reusingFor:)`).
    /// Equal keys must mean the same content in the same environment but for its date; nil,
    /// the default, resolves every frame.
    package var contentKey: PresentationContentKey?
    /// Which way up the phone is: in landscape the compact and minimal content reads
    /// `isDynamicIslandLimitedInWidth` as true. Kept in the environment, so that whatever hands
    /// an environment on (a scene, the previewer) hands it on too.
    public var orientation: DeviceOrientation {
        get { environment.deviceOrientation }
        set { environment.deviceOrientation = newValue }
    }
    /// The Lock Screen card's material: the theme's opaque card, or iOS 26's Liquid Glass
    /// (in the environment, as `orientation`).
    public var lockScreenMaterial: LockScreenMaterial {
        get { environment.lockScreenMaterial }
        set { environment.lockScreenMaterial = newValue }
    }
    let pool = ViewRendererPool()

    public init(device: DeviceProfile = .iPhone15Pro, environment: EnvironmentValues = EnvironmentValues(), theme: Theme = .dark) {
        self.device = device
        self.theme = theme
        var environment = environment
        environment.symbolGlyphSet = SymbolGlyphSet(rawValue: theme.symbols.rawValue) ?? .emoji
        self.environment = environment
    }

    var metrics: CellMetrics { environment.cellMetrics }

    /// Cells for a width in points (at least one).
    func columns(_ points: Double) -> Int { max(1, metrics.column(points)) }
    func rows(_ points: Double) -> Int { max(1, metrics.row(points)) }

    /// Renders one presentation. A device without an island renders its island presentations
    /// as the Lock Screen presentation would show as a banner, with a warning saying so. Every
    /// SF Symbol the presentation draws that is not in TermIsland's table is named in a warning
    /// of its own, once, after the others:
    ///
    ///     SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
    public func render<Attributes>(
        _ configuration: ActivityConfiguration<Attributes>, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> RenderedPresentation {
        // The families the content may be drawn for (`supportedActivityFamilies`): the Lock
        // Screen's own, and the Smart Stack's and CarPlay's when the widget declares `.small`.
        var renderer = self
        renderer.environment.supportedActivityFamilies = configuration.supportsSmallFamily ? [.medium, .small] : [.medium]
        var rendered = renderer.renderContent(configuration, context: context, as: presentation)
        // Slots are resolved apart (compact leading and trailing, StandBy's card and minimal),
        // so a symbol in two of them is said once here.
        var seen = Set<String>()
        rendered.unknownSymbols = rendered.unknownSymbols.filter { seen.insert($0.name).inserted }
        rendered.warnings += rendered.unknownSymbols.map(PresentationWarning.unknownSymbol)
        return rendered
    }

    /// `render(_:context:as:)` before the symbols' warnings are added.
    private func renderContent<Attributes>(
        _ configuration: ActivityConfiguration<Attributes>, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> RenderedPresentation {
        // Made only for the presentations that show it: a Lock Screen card does not, and building
        // every region's views for each card was a twelfth of a scene's frame.
        lazy var island = configuration.dynamicIsland(context)
        switch presentation {
        case .smartStack, .carPlay:
            return renderSmall(configuration, context: context, island: island, as: presentation)
        default: break
        }
        if device.place == .mac && [.lockScreen, .banner, .standby].contains(presentation) {
            var rendered = renderLockScreen(configuration.lockScreen(context))
            rendered.warnings.append(.menuBarOnly)
            return rendered
        }
        switch presentation {
        case .lockScreen: return renderLockScreen(configuration.lockScreen(context))
        case .banner:
            var rendered = renderLockScreen(configuration.lockScreen(context))
            if device.island != nil {
                rendered.warnings.append(.bannerOnIslandDevice(device: device.name))
            }
            return rendered
        case .standby:
            var rendered = renderStandBy(configuration.lockScreen(context), island: island)
            if device.identifier == DeviceProfile.iPad.identifier {
                rendered.warnings.append(.noStandBy)
            }
            return rendered
        default: break
        }
        guard let geometry = device.island else {
            var rendered = renderLockScreen(configuration.lockScreen(context))
            if presentation != .lockScreen {
                rendered.warnings.append(.noDynamicIsland(device: device.name))
            }
            return rendered
        }
        var rendered: RenderedPresentation
        switch presentation {
        case .compact: rendered = renderCompact(island, geometry)
        case .minimal: rendered = renderMinimal(island, geometry)
        case .minimalAttached: rendered = renderMinimalAttached(island, geometry)
        case .minimalDetached: rendered = renderMinimalDetached(island, geometry)
        case .expanded: rendered = ExpandedLayout(renderer: self, island: island, geometry: geometry).render()
        case .lockScreen, .standby, .banner, .smartStack, .carPlay: return renderLockScreen(configuration.lockScreen(context))
        }
        // A tap on the island opens the app, at its widgetURL where it set one.
        rendered.regions.insert(Region(
            id: RegionID(""), rect: rendered.canvas.bounds, kind: .presentation,
            action: (island.url ?? rendered.widgetURL).map { .openURL($0.absoluteString) }), at: 0)
        return rendered
    }

    /// Renders a widget's configuration (its `body`), which must be an `ActivityConfiguration`
    /// for these attributes; anything else renders nothing, with a warning saying why.
    public func render<Configuration: WidgetConfiguration, Attributes>(
        _ configuration: Configuration, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> RenderedPresentation {
        guard let activity = configuration as? ActivityConfiguration<Attributes> else {
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0), warnings: [
                .notAnActivityConfiguration(configuration: "\(Configuration.self)", attributes: "\(Attributes.self)")])
        }
        return render(activity, context: context, as: presentation)
    }

    // MARK: Painting content

    /// Paints island content (always in dark appearance, whatever the phone's) or, given a
    /// background, Lock Screen content, with the view renderer kept for `slot`. The content is
    /// resolved once: painted, and checked for images larger than `presentation` allows.
    func paint(_ view: AnyView, slot: String, for presentation: Presentation, into canvas: inout Canvas, in area: Rect,
               background: TerminalColor? = nil) -> PaintedSlot {
        var slotEnvironment = background == nil ? islandEnvironment : environment
        // Apple: the limited width "applies to compactLeading, compactTrailing, and minimal".
        if orientation == .landscape && [.compact, .minimal, .minimalAttached, .minimalDetached].contains(presentation) {
            slotEnvironment.isDynamicIslandLimitedInWidth = true
        }
        return pool.withRenderer(slot, environment: slotEnvironment) { renderer in
            let node = renderer.resolve(view, reusingFor: contentKey.map { TypedResolutionKey($0) })
            let regions = renderer.paint(node, into: &canvas, in: area, background: background ?? theme.island.background)
            let images = ImageSizeCheck(renderer: self)
            var diagnostics = renderer.remembered("image diagnostics", of: node) { images.diagnostics(in: node, for: presentation) }
            // A slot one row tall (compact, minimal) cuts what is wider than it with an ellipsis.
            if area.height == 1 {
                let ideal = renderer.idealWidth(of: node)
                if ideal > area.width { diagnostics.append(.tooWide(presentation, slot: slot, columns: ideal, limit: area.width)) }
            }
            return PaintedSlot(regions: regions, errors: diagnostics.compactMap(images.error),
                               widgetURL: renderer.remembered("widget URL", of: node) { node.widgetURL },
                               unknownSymbols: renderer.remembered("symbols", of: node) { node.symbolDiagnostics(in: renderer.environment.symbolGlyphSet) },
                               diagnostics: diagnostics, voiceOver: voiceOver(of: node))
        }
    }

    /// What VoiceOver reads of a resolved tree, when this renderer reads it.
    func voiceOver(of node: ViewNode) -> [VoiceOverElement] {
        readsVoiceOver ? VoiceOverReader.elements(of: node) : []
    }

    /// The environment of island content: dark whatever the phone's appearance, its text white
    /// unless the app colours it (the terminal's own colour could be dark).
    var islandEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.colorScheme = .dark
        if environment.foregroundColor == nil { environment.foregroundColor = .white }
        return environment
    }

    /// Runs `body` with the view renderer kept for `slot`, in this renderer's environment.
    func withViewRenderer<Result>(_ slot: String, _ body: (ViewRenderer) -> Result) -> Result {
        pool.withRenderer(slot, environment: environment, body)
    }

    func columnsOrZero(_ points: Double) -> Int { points > 0 ? metrics.column(points) : 0 }

    /// What content taller than its presentation loses: its last rows, as a stack that does
    /// not fit is clipped at its end, and the first of them that shows anything.
    static func whatIsCut(from content: Canvas, shown: Int) -> CutRows {
        let first = (shown..<content.height).lazy.map { row in
            String(content.cells(inRow: row).map(\.grapheme).joined()).trimmingCharacters(in: .whitespaces)
        }.first { !$0.isEmpty }
        return CutRows(rows: content.height, shown: shown, firstText: first.map { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 })
    }

    /// The whole of a resolved tree, painted at its ideal height: for saying what is cut.
    static func wholeContent(_ node: ViewNode, renderer: ViewRenderer, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: max(0, width), height: max(0, height))
        renderer.paint(node, into: &canvas, in: canvas.bounds)
        return canvas
    }
}

/// What painting one slot of a presentation gave: its regions, and what ActivityKit would refuse
/// in it (an image framed larger than the presentation).
struct PaintedSlot {
    var regions: [Region]
    var errors: [PresentationError]
    /// The `widgetURL` the slot's content set.
    var widgetURL: URL?
    /// The SF Symbols in the slot that do not draw as themselves.
    var unknownSymbols: [SymbolDiagnostic] = []
    /// Apple's size rules the slot breaks.
    var diagnostics: [PresentationDiagnostic] = []
    /// What VoiceOver reads in the slot.
    var voiceOver: [VoiceOverElement] = []
}

extension RenderedPresentation {
    /// A presentation with nothing to warn about.
    init(frame: RenderedFrame) {
        self.init(canvas: frame.canvas, regions: frame.regions)
    }
}
