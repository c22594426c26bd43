import FrameVocabulary
import IslandUI
import TerminalCanvas

extension PresentationRenderer {
    /// Leading and trailing content snug against the camera, inside one black capsule.
    ///
    ///     ╭──────┬──────────────┬──────╮
    ///     │ 👜    ·   camera   ·  12:00│
    ///     ╰──────┴──────────────┴──────╯
    func renderCompact(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> RenderedPresentation {
        let width = columns(geometry.compactWidth)
        let slot = columns(geometry.compactSlotWidth)
        let chrome = IslandChrome(renderer: self, keyline: island.keylineTint)
        var canvas = chrome.canvas(width: width, contentRows: 1)
        let margins = island.margins(for: .compact, defaults: EdgeInsets())
        let leading = Rect(x: 1 + columnsOrZero(margins.leading), y: 1, width: slot - columnsOrZero(margins.leading), height: 1)
        let trailing = Rect(x: width - 1 - slot, y: 1, width: slot - columnsOrZero(margins.trailing), height: 1)
        // The camera: the theme's fill and, in the middle, its lens.
        let cameraStart = leading.maxX + columnsOrZero(margins.trailing)
        chrome.drawCamera(into: &canvas, in: Rect(x: cameraStart, y: 1, width: trailing.minX - cameraStart, height: 1))
        // Right to left, the leading side is the right one, as iOS mirrors the island.
        let isRightToLeft = environment.layoutDirection == .rightToLeft
        let leadingSlot = paint(AnyView(island.compactLeading.frame(maxWidth: .infinity, alignment: .leading)),
                                slot: "compactLeading", for: .compact, into: &canvas, in: isRightToLeft ? trailing : leading)
        let trailingSlot = paint(AnyView(island.compactTrailing.frame(maxWidth: .infinity, alignment: .trailing)),
                                 slot: "compactTrailing", for: .compact, into: &canvas, in: isRightToLeft ? leading : trailing)
        var rendered = RenderedPresentation(
            canvas: canvas, regions: scoped(leadingSlot.regions, "leading") + scoped(trailingSlot.regions, "trailing"),
            errors: leadingSlot.errors + trailingSlot.errors)
        rendered.widgetURL = leadingSlot.widgetURL ?? trailingSlot.widgetURL
        rendered.unknownSymbols = leadingSlot.unknownSymbols + trailingSlot.unknownSymbols
        rendered.diagnostics = leadingSlot.diagnostics + trailingSlot.diagnostics
        rendered.voiceOver = leadingSlot.voiceOver + trailingSlot.voiceOver
        return rendered
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
        var frame = RenderedFrame(canvas: Canvas(width: attached.canvas.width + 1 + detached.canvas.width,
                                                 height: max(attached.canvas.height, detached.canvas.height)))
        frame.compose(attached.frame, at: .zero, scope: "attached")
        frame.compose(detached.frame, at: Point(x: attached.canvas.width + 1, y: 0), scope: "detached")
        // One image check is enough: both draw the same minimal content.
        var rendered = RenderedPresentation(canvas: frame.canvas, regions: frame.regions, errors: attached.errors)
        rendered.widgetURL = attached.widgetURL
        rendered.unknownSymbols = attached.unknownSymbols
        // The detached capsule is a column narrower: what fits attached can be cut there.
        rendered.diagnostics = attached.diagnostics + detached.diagnostics.filter { if case .tooWide = $0 { true } else { false } }
        rendered.voiceOver = attached.voiceOver
        return rendered
    }

    /// The detached minimal presentation: its own capsule.
    func renderMinimalDetached(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> RenderedPresentation {
        let width = columns(geometry.minimalWidth.upperBound) + 1
        var canvas = IslandChrome(renderer: self, keyline: island.keylineTint).canvas(width: width, contentRows: 1)
        let slot = paint(AnyView(island.minimal), slot: "minimal", for: .minimal, into: &canvas,
                         in: Rect(x: 1, y: 1, width: width - 2, height: 1))
        var rendered = RenderedPresentation(canvas: canvas, regions: scoped(slot.regions, "minimal"), errors: slot.errors)
        rendered.widgetURL = slot.widgetURL
        rendered.unknownSymbols = slot.unknownSymbols
        rendered.diagnostics = slot.diagnostics.map { $0.in(.minimalDetached) }
        rendered.voiceOver = slot.voiceOver
        return rendered
    }

    /// The attached minimal presentation: the island with the minimal content at its leading
    /// end, beside the camera.
    func renderMinimalAttached(_ island: DynamicIsland, _ geometry: DeviceProfile.IslandGeometry) -> RenderedPresentation {
        let slot = columns(geometry.minimalWidth.upperBound)
        let camera = columns(geometry.cameraWidth)
        let chrome = IslandChrome(renderer: self, keyline: island.keylineTint)
        var canvas = chrome.canvas(width: slot + camera + 2, contentRows: 1)
        // The island's leading end is its right one right to left.
        let isRightToLeft = environment.layoutDirection == .rightToLeft
        chrome.drawCamera(into: &canvas, in: Rect(x: isRightToLeft ? 1 : 1 + slot, y: 1, width: camera, height: 1))
        let painted = paint(AnyView(island.minimal), slot: "minimal", for: .minimal, into: &canvas,
                            in: Rect(x: isRightToLeft ? 1 + camera : 1, y: 1, width: slot, height: 1))
        var rendered = RenderedPresentation(canvas: canvas, regions: scoped(painted.regions, "minimal"), errors: painted.errors)
        rendered.widgetURL = painted.widgetURL
        rendered.unknownSymbols = painted.unknownSymbols
        rendered.diagnostics = painted.diagnostics.map { $0.in(.minimalAttached) }
        rendered.voiceOver = painted.voiceOver
        return rendered
    }

    /// Regions of one slot, their IDs under the slot's name so that leading and trailing
    /// content (each a tree of its own) cannot share an ID.
    func scoped(_ regions: [Region], _ slot: String) -> [Region] {
        regions.map { region in
            var scoped = region
            scoped.id = region.id.scoped(slot)
            return scoped
        }
    }
}
