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
/// The columns are shared by `ExpandedColumns` (leading and trailing equal by default, a side
/// with a higher priority first, `.belowIfTooWide` leading content moved below the camera);
/// this composes the regions in those widths and paints them. Content is 84 to 160 points
/// tall; taller content is cut with a warning.
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

        /// The columns a region's content wants (its ideal width, at most the island's).
        func idealWidth(_ region: DynamicIslandExpandedRegionContent?) -> Int {
            guard let region else { return 0 }
            return renderer.withViewRenderer("expanded.\(region.position.name)") { measure in
                let laidOut = measure.layout(measure.resolve(region.content, reusingFor: renderer.contentKey.map { TypedResolutionKey($0) }), width: inner, height: nil)
                return Int((laidOut.frame.width / renderer.metrics.pointsPerColumn).rounded(.up))
            }
        }
        let leading = region(.leading), trailing = region(.trailing)
        let columns = ExpandedColumns.resolve(
            inner: inner, camera: camera, leadingIdeal: idealWidth(leading), trailingIdeal: idealWidth(trailing),
            leadingPriority: leading?.priority ?? 0, trailingPriority: trailing?.priority ?? 0,
            leadingWantsBelow: leading.map { leading in
                renderer.withViewRenderer("expanded.leading") { $0.resolve(leading.content, reusingFor: renderer.contentKey.map { TypedResolutionKey($0) }).wantsBelowIfTooWide }
            } == true,
            centerIdeal: idealWidth(region(.center)))
        let leadingBelow = columns.leadingBelow
        let (leadingWidth, centerWidth, trailingWidth) = (columns.leading, columns.center, columns.trailing)

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
            // The composition is made from the columns worked out above: the same content in
            // other columns is another tree.
            let key = renderer.contentKey.map {
                ExpandedKey(content: $0, columns: [leadingWidth, centerWidth, trailingWidth], leadingBelow: leadingBelow)
            }
            let node = view.resolve(content.frame(maxHeight: .infinity, alignment: .top), reusingFor: key.map { TypedResolutionKey($0) })
            let idealPoints = view.idealHeightInPoints(of: node, width: inner)
            let ideal = renderer.metrics.row(idealPoints)
            let minimum = max(1, renderer.rows(84) - 2), maximum = renderer.rows(160) - 2
            var warnings: [PresentationWarning] = []
            if ideal > maximum {
                let whole = PresentationRenderer.wholeContent(node, renderer: view, width: inner, height: ideal)
                warnings.append(.contentCut(.expanded, rows: ideal, shownRows: maximum,
                                            cut: PresentationRenderer.whatIsCut(from: whole, shown: maximum)))
            }
            let rows = min(max(ideal, minimum), maximum)
            var canvas = IslandChrome(renderer: renderer, keyline: island.keylineTint).canvas(width: width, contentRows: rows)
            let area = Rect(x: 1 + renderer.metrics.column(margins.leading), y: 1, width: inner, height: rows)
            let regions = view.paint(node, into: &canvas, in: area, background: renderer.theme.island.background)
            let images = ImageSizeCheck(renderer: renderer)
            let diagnostics = view.remembered("image diagnostics", of: node) { images.diagnostics(in: node, for: .expanded) }
            var rendered = RenderedPresentation(canvas: canvas, regions: regions, warnings: warnings,
                                                errors: diagnostics.compactMap(images.error))
            rendered.widgetURL = view.remembered("widget URL", of: node) { node.widgetURL }
            rendered.unknownSymbols = view.remembered("symbols", of: node) { node.symbolDiagnostics(in: view.environment.symbolGlyphSet) }
            rendered.diagnostics = diagnostics
            // 160 points with the island's own edges (a row above and below the content).
            let limit = 160 - 2 * renderer.metrics.pointsPerRow
            if idealPoints > limit + 0.005 { rendered.diagnostics.insert(.tooTall(.expanded, points: idealPoints, limit: limit), at: 0) }
            rendered.voiceOver = renderer.voiceOver(of: node)
            return rendered
        }
    }
}

/// What an expanded island's tree is resolved for: its content, in the columns worked out
/// for it (the same content in other columns is another tree). Typed, as `AnyHashable` of
/// arrays it took a tenth of the island's tick to compare.
private struct ExpandedKey: Hashable {
    let content: PresentationContentKey
    let columns: [Int]
    let leadingBelow: Bool
}
