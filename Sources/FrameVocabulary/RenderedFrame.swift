import TerminalCanvas

/// What rendering yields: the cells, and a region for every painted view that matters later.
///
///     let frame = renderer.render(content, width: 40)
///     print(frame.canvas.plainText)
///     frame.region(at: Point(x: 3, y: 1))?.action   // .button("Call driver")
///
/// Frames compose: a presentation's frame is its content's regions moved to where the content
/// sits, and a scene's is every presentation's, each scoped by its activity and slot, so a
/// whole phone screen has one hit map.
public struct RenderedFrame: Sendable {
    public var canvas: Canvas
    /// In paint order: a region painted later is on top of one painted earlier.
    public var regions: [Region]

    public init(canvas: Canvas, regions: [Region] = []) {
        self.canvas = canvas
        self.regions = regions
    }

    /// The topmost region at `point` that does something when clicked, else the topmost there.
    public func region(at point: Point) -> Region? {
        let hits = regions.reversed().filter { $0.rect.contains(point) }
        return hits.first { $0.action != nil } ?? hits.first
    }

    /// The region with this ID, if it was painted.
    public func region(_ id: RegionID) -> Region? { regions.first { $0.id == id } }

    /// `regions` moved by `offset` and scoped under `scope`, to compose into a larger frame.
    public func regions(movedBy offset: Point, scope: String? = nil) -> [Region] {
        regions.map { region in
            var moved = region
            moved.rect = Rect(x: region.rect.minX + offset.x, y: region.rect.minY + offset.y,
                              width: region.rect.width, height: region.rect.height)
            if let scope { moved.id = region.id.scoped(scope) }
            return moved
        }
    }

    /// Copies `frame` into this one with its top-left corner at `origin`, its regions scoped.
    public mutating func compose(_ frame: RenderedFrame, at origin: Point, scope: String? = nil) {
        canvas.copy(frame.canvas, to: origin)
        regions += frame.regions(movedBy: origin, scope: scope)
    }
}
