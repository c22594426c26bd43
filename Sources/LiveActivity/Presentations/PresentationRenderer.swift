import Foundation
import IslandUI
import TerminalCanvas

/// A rendered presentation and what went wrong drawing it: warnings (content taller than Apple
/// allows, a device without an island) and errors (what ActivityKit would refuse, such as an
/// image larger than its presentation, or a content state that does not decode).
public struct RenderedPresentation {
    public var canvas: Canvas
    public var warnings: [String]
    public var errors: [String] = []

    public init(canvas: Canvas, warnings: [String], errors: [String] = []) {
        self.canvas = canvas
        self.warnings = warnings
        self.errors = errors
    }
}

/// Renders an activity's presentations on a device, with the island's and the Lock Screen's
/// chrome around the content.
///
///     let renderer = PresentationRenderer(device: .iPhone15Pro)
///     let compact = renderer.render(PizzaDeliveryWidget().body, context: context, as: .compact)
///     print(compact.canvas.plainText)
///
/// Sizes come from the device profile in points and become cells through the environment's
/// `CellMetrics`.
public struct PresentationRenderer {
    public var device: DeviceProfile
    public var environment: EnvironmentValues
    /// The chrome's colours and glyphs, and the glyph set of SF Symbols.
    public var theme: Theme
    /// A content state to render instead of the context's, as JSON (dates as ISO 8601 strings
    /// or seconds since 1970): `island snapshot --state` sets it.
    public var contentStateJSON: Data?
    /// Attributes to render instead of the context's, as JSON (scenario files set them).
    public var attributesJSON: Data?
    /// Whether to render the activity as stale, instead of what the context says (the
    /// activity system knows).
    public var isStale: Bool?
    /// The activity's identifier, instead of the context's.
    public var activityID: String?

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
    /// as the Lock Screen presentation would show as a banner, with a warning saying so.
    public func render<Attributes>(
        _ configuration: ActivityConfiguration<Attributes>, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> RenderedPresentation {
        let island = configuration.dynamicIsland(context)
        switch presentation {
        case .lockScreen: return renderLockScreen(configuration.lockScreen(context))
        case .banner:
            var rendered = renderLockScreen(configuration.lockScreen(context))
            if device.island != nil {
                rendered.warnings.append("\(device.name) has a Dynamic Island: an alert there shows the expanded presentation, not a banner")
            }
            return rendered
        case .standby:
            var rendered = renderStandBy(configuration.lockScreen(context), island: island)
            if device.identifier == DeviceProfile.iPad.identifier {
                rendered.warnings.append("iPad has no StandBy")
            }
            return rendered
        default: break
        }
        guard let geometry = device.island else {
            var rendered = renderLockScreen(configuration.lockScreen(context))
            if presentation != .lockScreen {
                rendered.warnings.append("\(device.name) has no Dynamic Island: its activities show as a banner like the Lock Screen presentation")
            }
            return rendered
        }
        switch presentation {
        case .compact: return renderCompact(island, geometry)
        case .minimal: return renderMinimal(island, geometry)
        case .minimalAttached: return RenderedPresentation(canvas: renderMinimalAttached(island, geometry), warnings: [])
        case .minimalDetached: return RenderedPresentation(canvas: renderMinimalDetached(island, geometry), warnings: [])
        case .expanded: return ExpandedLayout(renderer: self, island: island, geometry: geometry).render()
        case .lockScreen, .standby, .banner: return renderLockScreen(configuration.lockScreen(context))
        }
    }

    /// Renders a widget's configuration (its `body`), which must be an `ActivityConfiguration`
    /// for these attributes; anything else renders nothing, with a warning saying why.
    public func render<Configuration: WidgetConfiguration, Attributes>(
        _ configuration: Configuration, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> RenderedPresentation {
        guard let activity = configuration as? ActivityConfiguration<Attributes> else {
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0), warnings: [
                "\(Configuration.self) is not an ActivityConfiguration for \(Attributes.self): nothing to render"])
        }
        var attributes = context.attributes
        if let json = attributesJSON {
            switch ContentStateDecoding.decode(Attributes.self, from: json) {
            case .success(let decoded): attributes = decoded
            case .failure(let error):
                return RenderedPresentation(canvas: Canvas(width: 0, height: 0), warnings: [],
                                            errors: ["the attributes for \(Attributes.self): \(error.message)"])
            }
        }
        var state = context.state
        if let json = contentStateJSON {
            switch ContentStateDecoding.decode(Attributes.ContentState.self, from: json) {
            case .success(let decoded): state = decoded
            case .failure(let error):
                return RenderedPresentation(canvas: Canvas(width: 0, height: 0), warnings: [],
                                            errors: ["the content state for \(Attributes.self): \(error.message)"])
            }
        }
        let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale ?? context.isStale,
                                          activityID: activityID ?? context.activityID)
        var rendered = render(activity, context: context, as: presentation)
        rendered.errors += imageErrors(activity, context: context, as: presentation)
        return rendered
    }

    /// Images framed larger than `presentation` allows.
    func imageErrors<Attributes>(
        _ configuration: ActivityConfiguration<Attributes>, context: ActivityViewContext<Attributes>, as presentation: Presentation
    ) -> [String] {
        let island = configuration.dynamicIsland(context)
        // Without an island, every presentation is the Lock Screen's (as a banner).
        let presentation = device.island == nil ? Presentation.lockScreen : presentation
        let views: [AnyView]
        switch presentation {
        case .compact: views = [AnyView(island.compactLeading), AnyView(island.compactTrailing)]
        case .minimal, .minimalAttached, .minimalDetached: views = [AnyView(island.minimal)]
        case .expanded: views = island.expanded.map(\.content)
        case .lockScreen, .standby, .banner: views = [AnyView(configuration.lockScreen(context))]
        }
        return ImageSizeCheck(renderer: self).errors(in: views, for: presentation)
    }

    // MARK: Compact and minimal

    /// Leading and trailing content snug against the camera, inside one black capsule.
    ///
    ///     ╭──────┬──────────────┬──────╮
    ///     │ 👜    ·   camera   ·  12:00│
    ///     ╰──────┴──────────────┴──────╯
    func renderCompact(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> RenderedPresentation {
        let width = columns(geometry.compactWidth)
        let slot = columns(geometry.compactSlotWidth)
        var canvas = IslandChrome(renderer: self, keyline: island.keylineTint).canvas(width: width, contentRows: 1)
        let margins = island.margins(for: .compact, defaults: EdgeInsets())
        let leading = Rect(x: 1 + columnsOrZero(margins.leading), y: 1, width: slot - columnsOrZero(margins.leading), height: 1)
        let trailing = Rect(x: width - 1 - slot, y: 1, width: slot - columnsOrZero(margins.trailing), height: 1)
        // The camera: the theme's fill and, in the middle, its lens.
        let cameraStart = leading.maxX + columnsOrZero(margins.trailing)
        IslandChrome(renderer: self, keyline: island.keylineTint)
            .drawCamera(into: &canvas, in: Rect(x: cameraStart, y: 1, width: trailing.minX - cameraStart, height: 1))
        paint(AnyView(island.compactLeading.frame(maxWidth: .infinity, alignment: .leading)), into: &canvas, in: leading)
        paint(AnyView(island.compactTrailing.frame(maxWidth: .infinity, alignment: .trailing)), into: &canvas, in: trailing)
        return RenderedPresentation(canvas: canvas, warnings: [])
    }

    /// The small presentation, both ways the system shows it when two apps' activities share
    /// the island: attached (at the island's leading end, beside the camera) and detached (its
    /// own capsule, at most 45 points wide).
    ///
    ///     ╭──────┬────────────╮ ╭─────╮
    ///     │  ⏳  │     ◉      │ │  ⏳ │
    ///     ╰──────┴────────────╯ ╰─────╯
    func renderMinimal(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> RenderedPresentation {
        let attached = renderMinimalAttached(island, geometry)
        let detached = renderMinimalDetached(island, geometry)
        var canvas = Canvas(width: attached.width + 1 + detached.width, height: max(attached.height, detached.height))
        canvas.copy(attached, to: .zero)
        canvas.copy(detached, to: Point(x: attached.width + 1, y: 0))
        return RenderedPresentation(canvas: canvas, warnings: [])
    }

    /// The detached minimal presentation: its own capsule.
    func renderMinimalDetached(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> Canvas {
        let width = columns(geometry.minimalWidth.upperBound) + 1
        var canvas = IslandChrome(renderer: self, keyline: island.keylineTint).canvas(width: width, contentRows: 1)
        paint(AnyView(island.minimal), into: &canvas, in: Rect(x: 1, y: 1, width: width - 2, height: 1))
        return canvas
    }

    /// The attached minimal presentation: the island with the minimal content at its leading
    /// end, beside the camera.
    func renderMinimalAttached(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> Canvas {
        let slot = columns(geometry.minimalWidth.upperBound)
        let camera = columns(geometry.cameraWidth)
        var canvas = IslandChrome(renderer: self, keyline: island.keylineTint).canvas(width: slot + camera + 2, contentRows: 1)
        IslandChrome(renderer: self, keyline: island.keylineTint)
            .drawCamera(into: &canvas, in: Rect(x: 1 + slot, y: 1, width: camera, height: 1))
        paint(AnyView(island.minimal), into: &canvas, in: Rect(x: 1, y: 1, width: slot, height: 1))
        return canvas
    }

    // MARK: Lock Screen

    /// The Lock Screen card: the screen's width less 14-point margins, at most 160 points of
    /// content (taller is cut, with a warning), on the activity's tint or the scheme's default.
    func renderLockScreen(_ content: ViewList) -> RenderedPresentation {
        let width = columns(device.lockScreenWidth)
        let renderer = ViewRenderer(environment: environment)
        let node = renderer.resolve(content)
        // The theme's card for the scheme, or the tint over it at the tint's opacity.
        let colors = environment.colorScheme == .dark ? theme.lockScreen.dark : theme.lockScreen.light
        let card = colors.background
        var background = card
        if let tint = node.tint, let color = tint.terminalColor(in: environment.colorScheme) {
            background = color.blended(with: card, fraction: 1 - tint.opacityValue)
        }
        let full = renderer.render(content, width: width - 2)
        let ideal = full.height
        let maximum = rows(160)
        var warnings: [String] = []
        if ideal > maximum {
            warnings.append("the Lock Screen presentation is \(ideal) rows tall; ActivityKit shows 160 points (\(maximum) rows): "
                + Self.whatIsCut(from: full, shown: maximum))
        }
        let contentRows = min(max(ideal, 1), maximum)
        var canvas = Canvas(width: width, height: contentRows + 2)
        canvas.fill(canvas.bounds, style: Style(background: background))
        canvas.drawBox(canvas.bounds, glyphs: theme.lockScreen.corners.borderGlyphs, style: Style(foreground: colors.border, background: .default))
        // The system's dismiss action, in the app's colour for it or the theme's: drawn in the
        // card's top border, where it does not take a row from the content.
        let dismissColor = node.preferenceValue(SystemActionForegroundColorKey.self)
            .flatMap { $0.terminalColor(in: environment.colorScheme) } ?? colors.dismissAction
        if width >= 6 {
            canvas.write(" ✕ ", at: Point(x: width - 5, y: 0), style: Style(foreground: dismissColor, background: .default))
        }
        // Text the app leaves uncoloured takes the theme's foreground for the card (the terminal's
        // own could be white on a light card).
        var lockScreen = self
        if lockScreen.environment.foregroundColor == nil, case .rgb(let red, let green, let blue) = colors.foreground {
            lockScreen.environment.foregroundColor = Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        }
        lockScreen.paint(AnyView(content), into: &canvas, in: Rect(x: 1, y: 1, width: width - 2, height: contentRows), background: background)
        return RenderedPresentation(canvas: canvas, warnings: warnings)
    }

    /// What content taller than its presentation loses: its last rows, as a stack that does
    /// not fit is clipped at its end. Names them and quotes the first that shows anything.
    ///
    ///     the last 3 rows are cut (11–13), from “row 10”
    static func whatIsCut(from content: Canvas, shown: Int) -> String {
        let cut = content.height - shown
        var words = cut == 1 ? "the last row is cut (\(content.height))" : "the last \(cut) rows are cut (\(shown + 1)–\(content.height))"
        let first = (shown..<content.height).lazy.map { row in
            String(content.cells(inRow: row).map(\.grapheme).joined()).trimmingCharacters(in: .whitespaces)
        }.first { !$0.isEmpty }
        if let first {
            let quoted = first.count > 40 ? String(first.prefix(39)) + "…" : first
            words += ", from “\(quoted)”"
        }
        return words
    }

    // MARK: StandBy

    /// StandBy: the phone on its side, the Lock Screen presentation at twice the size (half as
    /// many points to a cell), with the minimal presentation centred above it.
    func renderStandBy(_ content: ViewList, island: DynamicIsland) -> RenderedPresentation {
        var doubled = self
        doubled.environment.cellMetrics = CellMetrics(
            pointsPerColumn: metrics.pointsPerColumn / 2, pointsPerRow: metrics.pointsPerRow / 2)
        doubled.environment.isActivityFullscreen = true
        var card = doubled.renderLockScreen(content)
        // Above the card, the minimal presentation, where the device has an island to show it.
        guard let geometry = device.island else { return card }
        let minimal = renderMinimalDetached(island, geometry)
        var canvas = Canvas(width: max(card.canvas.width, minimal.width), height: minimal.height + card.canvas.height)
        canvas.copy(minimal, to: Point(x: (canvas.width - minimal.width) / 2, y: 0))
        canvas.copy(card.canvas, to: Point(x: 0, y: minimal.height))
        card.canvas = canvas
        return card
    }

    // MARK: Painting content

    /// Paints island content (always in dark appearance, whatever the phone's) or, given a
    /// background, Lock Screen content.
    func paint(_ view: AnyView, into canvas: inout Canvas, in area: Rect, background: TerminalColor? = nil) {
        var environment = self.environment
        if background == nil {
            // The island is dark whatever the phone's appearance, and its text is white unless
            // the app colours it (the terminal's own colour could be dark).
            environment.colorScheme = .dark
            if environment.foregroundColor == nil { environment.foregroundColor = .white }
        }
        ViewRenderer(environment: environment).render(view, into: &canvas, in: area, background: background ?? theme.island.background)
    }

    private func columnsOrZero(_ points: Double) -> Int { points > 0 ? metrics.column(points) : 0 }
}
