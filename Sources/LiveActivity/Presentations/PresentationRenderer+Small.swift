import FrameVocabulary
import IslandUI
import TerminalCanvas

extension PresentationRenderer {
    /// The Apple Watch Smart Stack or the CarPlay Dashboard: a card of the place's size.
    ///
    ///     ╭─────────────────────╮       declared .small: the Lock Screen content, drawn with
    ///     │ 🐼 Power Panda   64%│       `activityFamily == .small`
    ///     │ ████████████▌       │
    ///     ╰─────────────────────╯
    ///
    /// Without `.supplementalActivityFamilies([.small])`, the card shows the compact
    /// presentation's leading and trailing content, at its ends, as Apple's default does. Taller
    /// content is cut, with a warning. In CarPlay buttons and toggles do nothing: their regions
    /// keep their place but carry no action or intent.
    func renderSmall<Attributes>(
        _ configuration: ActivityConfiguration<Attributes>, context: ActivityViewContext<Attributes>, island: DynamicIsland,
        as presentation: Presentation
    ) -> RenderedPresentation {
        let size = smallActivitySize(for: presentation)
        let width = columns(size.width), height = max(rows(size.height), 3)
        let inner = Rect(x: 1, y: 1, width: width - 2, height: height - 2)
        let small = configuration.supportsSmallFamily
        let content: AnyView = small
            ? AnyView(configuration.lockScreen(context))
            : AnyView(HStack(spacing: 0) {
                island.compactLeading
                Spacer(minLength: 8)
                island.compactTrailing
            })
        // Both places are dark, whatever the phone's appearance.
        var environment = islandEnvironment
        environment.activityFamily = small ? .small : .medium
        let slot = "\(presentation.rawValue).\(small ? "small" : "compact")"
        return pool.withRenderer(slot, environment: environment) { renderer in
            let node = renderer.resolve(content, reusingFor: contentKey.map { TypedResolutionKey($0) })
            var background = theme.island.background
            if small, let tint = node.tint, let color = tint.terminalColor(in: .dark) {
                background = color.blended(with: background, fraction: 1 - tint.opacityValue)
            }
            var canvas = Canvas(width: width, height: height)
            canvas.fill(canvas.bounds, style: Style(background: background))
            // The card's colour reaches its edge, the border a line inside it (as the island's).
            canvas.drawBox(canvas.bounds, glyphs: theme.lockScreen.corners.borderGlyphs,
                           style: Style(foreground: Legibility.legibleColor(theme.island.keyline, on: background, as: .shape), background: background))
            var warnings: [PresentationWarning] = []
            let idealPoints = renderer.idealHeightInPoints(of: node, width: inner.width)
            let ideal = metrics.row(idealPoints)
            if ideal > inner.height {
                warnings.append(.contentCut(presentation, rows: ideal, shownRows: inner.height, cut: nil))
            }
            var regions = renderer.paint(node, into: &canvas, in: inner, background: background)
            if presentation == .carPlay {
                // Apple: buttons and toggles on Live Activities don't perform actions in CarPlay.
                regions = regions.map { region in
                    var inert = region
                    if case .button = region.action { inert.action = nil }
                    if case .toggle = region.action { inert.action = nil }
                    inert.intent = nil
                    return inert
                }
            }
            let url = island.url ?? renderer.remembered("widget URL", of: node) { node.widgetURL }
            let whole = Region(id: RegionID(""), rect: canvas.bounds, kind: .presentation, action: url.map { .openURL($0.absoluteString) })
            let images = ImageSizeCheck(renderer: self)
            let diagnostics = renderer.remembered("image diagnostics", of: node) { images.diagnostics(in: node, for: presentation) }
            var rendered = RenderedPresentation(canvas: canvas, regions: [whole] + regions, warnings: warnings,
                                                errors: diagnostics.compactMap(images.error))
            rendered.unknownSymbols = renderer.remembered("symbols", of: node) { node.symbolDiagnostics(in: renderer.environment.symbolGlyphSet) }
            rendered.diagnostics = diagnostics
            let shown = Double(inner.height) * metrics.pointsPerRow
            if idealPoints > shown + 0.005 { rendered.diagnostics.insert(.tooTall(presentation, points: idealPoints, limit: shown), at: 0) }
            rendered.voiceOver = voiceOver(of: node)
            return rendered
        }
    }

    /// The size of a Live Activity in the Smart Stack or on the CarPlay Dashboard: the device's
    /// own when it is that place, else a 45 mm watch's or CarPlay's first listed size.
    func smallActivitySize(for presentation: Presentation) -> ViewSize {
        if let size = device.smallActivitySize, (presentation == .carPlay) == (device.place == .carPlay) { return size }
        return (presentation == .carPlay ? DeviceProfile.carPlay : DeviceProfile.appleWatch45mm).smallActivitySize!
    }
}
