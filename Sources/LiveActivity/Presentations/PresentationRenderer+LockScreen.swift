import FrameVocabulary
import IslandUI
import TerminalCanvas

extension PresentationRenderer {
    /// The Lock Screen card: the screen's width less 14-point margins, at most 160 points of
    /// content (taller is cut, with a warning), on the activity's tint or the scheme's default.
    func renderLockScreen(_ content: ViewList) -> RenderedPresentation {
        let width = columns(device.lockScreenWidth)
        let colors = environment.colorScheme == .dark ? theme.lockScreen.dark : theme.lockScreen.light
        // Text the app leaves uncoloured takes the theme's foreground for the card (the terminal's
        // own could be white on a light card), for the scheme it is drawn in: a view that puts
        // itself in the dark scheme on a dark tint gets the dark card's foreground, as `.primary`
        // follows `.environment(\.colorScheme, …)` in SwiftUI.
        var environment = self.environment
        if environment.foregroundColor == nil {
            func color(_ terminal: TerminalColor) -> Color {
                guard case .rgb(let red, let green, let blue) = terminal else { return .primary }
                return Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
            }
            let light = color(theme.lockScreen.light.foreground), dark = color(theme.lockScreen.dark.foreground)
            if light != .primary || dark != .primary { environment.foregroundColor = Color(light: light, dark: dark) }
        }
        // One resolution serves the tint, the dismiss colour, the height, the image check and
        // the paint.
        return pool.withRenderer("lockScreen", environment: environment) { renderer in
            let node = renderer.resolve(content, reusingFor: contentKey.map { TypedResolutionKey($0) })
            let idealPoints = renderer.idealHeightInPoints(of: node, width: width - 2)
            let ideal = metrics.row(idealPoints)
            // The theme's card for the scheme, or the tint over it at the tint's opacity.
            // On glass, the material is under the tint: a clear tint shows it whole.
            let isGlass = lockScreenMaterial == .glass
            let card = isGlass ? LockScreenMaterial.glassColor : colors.background
            var background = card
            var showsGlass = isGlass
            if let tint = node.tint, let color = tint.terminalColor(in: environment.colorScheme) {
                background = color.blended(with: card, fraction: 1 - tint.opacityValue)
                // An opaque tint hides the glass: the app's own colours stand.
                if tint.opacityValue >= 1 { showsGlass = false }
            }
            let maximum = rows(160)
            var warnings: [PresentationWarning] = []
            if ideal > maximum {
                let whole = Self.wholeContent(node, renderer: renderer, width: width - 2, height: ideal)
                warnings.append(.contentCut(.lockScreen, rows: ideal, shownRows: maximum, cut: Self.whatIsCut(from: whole, shown: maximum)))
            }
            let contentRows = min(max(ideal, 1), maximum)
            // The card's colour reaches its edge: the border is a line inside the card, not an
            // outline around it with the wallpaper between (IslandChrome draws the island so).
            var canvas = Canvas(width: width, height: contentRows + 2)
            canvas.fill(canvas.bounds, style: Style(background: background))
            let border = showsGlass ? LockScreenMaterial.glassEdge : colors.border
            canvas.drawBox(canvas.bounds, glyphs: theme.lockScreen.corners.borderGlyphs,
                           style: Style(foreground: Legibility.legibleColor(border, on: background, as: .shape), background: background))
            // The system's dismiss action, in the app's colour for it or the theme's: drawn in the
            // card's top border, on the card's colour, where it does not take a row from the
            // content (the previewer's PointerGestures takes a click on it as clearing the card).
            let dismissColor = renderer.remembered("dismiss colour", of: node) { node.preferenceValue(SystemActionForegroundColorKey.self) }
                .flatMap { $0.terminalColor(in: environment.colorScheme) } ?? colors.dismissAction
            let dismiss = LockScreenDismiss.rect(in: canvas.bounds)
            if let dismiss {
                let legible = Legibility.legibleColor(dismissColor, on: background, as: .text)
                canvas.write(LockScreenDismiss.label, at: dismiss.origin, style: Style(foreground: legible, background: background))
            }
            var regions = renderer.paint(node, into: &canvas, in: Rect(x: 1, y: 1, width: width - 2, height: contentRows),
                                         background: background)
            if showsGlass {
                canvas.restyle(Rect(x: 1, y: 1, width: width - 2, height: contentRows)) { style in
                    style.foreground = LockScreenMaterial.vibrant(style.foreground)
                }
            }
            if let dismiss { regions.append(LockScreenDismiss.region(at: dismiss)) }
            let whole = Region(id: RegionID(""), rect: canvas.bounds, kind: .presentation,
                               action: renderer.remembered("widget URL", of: node) { node.widgetURL }.map { .openURL($0.absoluteString) })
            let images = ImageSizeCheck(renderer: self)
            let diagnostics = renderer.remembered("image diagnostics", of: node) { images.diagnostics(in: node, for: .lockScreen) }
            var rendered = RenderedPresentation(canvas: canvas, regions: [whole] + regions, warnings: warnings,
                                                errors: diagnostics.compactMap(images.error))
            rendered.unknownSymbols = renderer.remembered("symbols", of: node) { node.symbolDiagnostics(in: renderer.environment.symbolGlyphSet) }
            rendered.diagnostics = diagnostics
            // Measured on the phone's own scale: StandBy's doubled cells draw the same points.
            if idealPoints > 160.005 { rendered.diagnostics.insert(.tooTall(.lockScreen, points: idealPoints, limit: 160), at: 0) }
            rendered.voiceOver = voiceOver(of: node)
            return rendered
        }
    }

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
        var frame = RenderedFrame(canvas: Canvas(width: max(card.canvas.width, minimal.canvas.width),
                                                 height: minimal.canvas.height + card.canvas.height))
        frame.compose(minimal.frame, at: Point(x: (frame.canvas.width - minimal.canvas.width) / 2, y: 0), scope: "minimal")
        frame.compose(card.frame, at: Point(x: 0, y: minimal.canvas.height), scope: "card")
        card.canvas = frame.canvas
        card.regions = frame.regions
        card.errors += minimal.errors
        card.unknownSymbols += minimal.unknownSymbols
        card.diagnostics += minimal.diagnostics
        card.voiceOver = minimal.voiceOver + card.voiceOver
        return card
    }
}
