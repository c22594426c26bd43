import IslandUI
import TerminalCanvas

/// Places the expanded regions around the camera.
///
///     ╭──────────────────────────────────────────╮
///     │ leading      [  camera  ]       trailing │
///     │ leading…     center center      trailing…│
///     │ bottom bottom bottom bottom bottom bottom│
///     ╰──────────────────────────────────────────╯
///
/// The center's width is decided first, keeping the leading and trailing regions' widths;
/// leading and trailing get equal width by default and wrap below the camera; a region with a
/// higher priority than the other side is given its width first; `.belowIfTooWide` moves
/// leading content below the camera when it does not fit beside it. Content is 84 to 160
/// points tall; taller content is cut with a warning.
struct ExpandedLayout {
    let renderer: PresentationRenderer
    let island: DynamicIsland
    let geometry: DeviceProfile.IslandGeometry

    func region(_ position: DynamicIslandExpandedRegionPosition) -> DynamicIslandExpandedRegionContent? {
        island.expanded.last { $0.position == position }
    }

    func render() -> RenderedPresentation {
        let width = renderer.columns(geometry.expandedWidth)
        let margins = island.margins(for: .expanded, defaults: EdgeInsets(leading: 8, trailing: 8))
        let inner = width - 2 - renderer.metrics.column(margins.leading) - renderer.metrics.column(margins.trailing)
        let camera = renderer.columns(geometry.cameraWidth)
        let sideMaximum = max(0, (inner - camera) / 2)

        /// The columns a region's content wants (its ideal width, at most the island's).
        func idealWidth(_ region: DynamicIslandExpandedRegionContent?) -> Int {
            guard let region else { return 0 }
            return renderer.withViewRenderer("expanded.\(region.position)") { measure in
                let laidOut = measure.layout(measure.resolve(region.content), width: inner, height: nil)
                return Int((laidOut.frame.width / renderer.metrics.pointsPerColumn).rounded(.up))
            }
        }
        let leading = region(.leading), trailing = region(.trailing)
        let leadingIdeal = idealWidth(leading), trailingIdeal = idealWidth(trailing)
        let leadingBelow = leadingIdeal > sideMaximum && leading.map { leading in
            renderer.withViewRenderer("expanded.leading") { $0.resolve(leading.content).wantsBelowIfTooWide }
        } == true

        // Equal sides, as wide as the wider needs (the trailing alone when leading moves below).
        var leadingWidth = min(leadingBelow ? trailingIdeal : max(leadingIdeal, trailingIdeal), sideMaximum)
        var trailingWidth = leadingWidth
        // A side with a higher priority takes its width first, the camera's space permitting.
        let leadingPriority = leading?.priority ?? 0, trailingPriority = trailing?.priority ?? 0
        if trailingPriority > leadingPriority {
            trailingWidth = min(trailingIdeal, inner - camera - min(leadingIdeal, sideMaximum))
            leadingWidth = max(0, min(leadingIdeal, inner - camera - trailingWidth))
        } else if leadingPriority > trailingPriority {
            leadingWidth = min(leadingIdeal, inner - camera - min(trailingIdeal, sideMaximum))
            trailingWidth = max(0, min(trailingIdeal, inner - camera - leadingWidth))
        }
        // Leading content moved below the camera leaves its side empty. It keeps its width, so
        // the center stays centred under the camera, unless the center needs that room.
        if leadingBelow {
            let symmetric = inner - 2 * trailingWidth
            leadingWidth = idealWidth(region(.center)) <= symmetric ? trailingWidth : 0
        }
        let centerWidth = max(0, inner - leadingWidth - trailingWidth)

        let points = renderer.metrics
        func pts(_ columns: Int) -> Double { Double(columns) * points.pointsPerColumn }
        let rowPoints = points.pointsPerRow
        let content = VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                (leadingBelow ? AnyView(EmptyView()) : leading?.content ?? AnyView(EmptyView()))
                    .frame(width: pts(leadingWidth), alignment: .topLeading)
                VStack(spacing: 0) {
                    // The camera's row: nothing is drawn under the cut-out.
                    Color.clear.frame(height: rowPoints)
                    region(.center)?.content ?? AnyView(EmptyView())
                }
                .frame(width: pts(centerWidth), alignment: .top)
                (trailing?.content ?? AnyView(EmptyView()))
                    .frame(width: pts(trailingWidth), alignment: .topTrailing)
            }
            if leadingBelow, let leading { leading.content.frame(maxWidth: .infinity, alignment: .leading) }
            if let bottom = region(.bottom) { bottom.content.frame(maxWidth: .infinity) }
        }
        // Resolved once, in the island's environment: measured, checked for images, painted.
        return renderer.pool.withRenderer("expanded", environment: renderer.islandEnvironment) { view in
            let node = view.resolve(content.frame(maxHeight: .infinity, alignment: .top))
            let idealPoints = view.idealHeightInPoints(of: node, width: inner)
            let ideal = renderer.metrics.row(idealPoints)
            let minimum = max(1, renderer.rows(84) - 2), maximum = renderer.rows(160) - 2
            var warnings: [String] = []
            if ideal > maximum {
                let whole = PresentationRenderer.wholeContent(node, renderer: view, width: inner, height: ideal)
                warnings.append("the expanded presentation is \(ideal) rows of content; ActivityKit shows 160 points (\(maximum) rows): "
                    + PresentationRenderer.whatIsCut(from: whole, shown: maximum))
            }
            let rows = min(max(ideal, minimum), maximum)
            var canvas = IslandChrome(renderer: renderer, keyline: island.keylineTint).canvas(width: width, contentRows: rows)
            let area = Rect(x: 1 + renderer.metrics.column(margins.leading), y: 1, width: inner, height: rows)
            let regions = view.paint(node, into: &canvas, in: area, background: renderer.theme.island.background)
            var rendered = RenderedPresentation(canvas: canvas, regions: regions, warnings: warnings,
                                                errors: ImageSizeCheck(renderer: renderer).errors(in: node, for: .expanded))
            rendered.widgetURL = node.widgetURL
            rendered.unknownSymbols = node.symbolDiagnostics(in: view.environment.symbolGlyphSet)
            rendered.diagnostics = ImageSizeCheck(renderer: renderer).diagnostics(in: node, for: .expanded)
            // 160 points with the island's own edges (a row above and below the content).
            let limit = 160 - 2 * renderer.metrics.pointsPerRow
            if idealPoints > limit + 0.005 { rendered.diagnostics.insert(.tooTall(.expanded, points: idealPoints, limit: limit), at: 0) }
            rendered.voiceOver = VoiceOverReader.elements(of: node)
            return rendered
        }
    }
}
