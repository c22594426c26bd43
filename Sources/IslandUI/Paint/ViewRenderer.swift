import FrameVocabulary
import TerminalCanvas

/// Renders views into a frame: resolve the tree, lay it out, paint it, and keep a region for
/// every view that matters after painting (what Motion animates, what a click hits).
///
///     let renderer = ViewRenderer()
///     let frame = renderer.render(HStack { Image(systemName: "bag"); Text("2 Pizzas") }, width: 20)
///     print(frame.canvas.plainText)
///
/// Rendering is a pure function of the view, the environment and the size. A renderer keeps the
/// stack systems it solved and the text it measured, so rendering the same tree again (a timer
/// tick, a new `environment.date`) or at a new width reuses them, and it hands its last layout
/// on to a next tree that lays out alike (a timer's new digits: see `LayoutReuse`), so a tick
/// measures nothing: keep one renderer per thing you render repeatedly, and change its
/// environment between frames.
public final class ViewRenderer {
    /// The environment views are resolved in. Changing it keeps what the renderer has solved,
    /// unless the cell metrics change (a new grid is a new layout).
    public var environment: EnvironmentValues {
        didSet {
            if environment.cellMetrics != engine.metrics {
                engine = LayoutEngine(metrics: environment.cellMetrics, keepsSystems: !reuseIsOff)
                kept = nil
                layoutGeneration += 1
            }
        }
    }
    package private(set) var engine: LayoutEngine
    /// Whether this renderer computes everything from scratch: no tree brought on, no layout
    /// handed on or kept, no paint started from the last one's cells, no text layout or stack
    /// system kept (`Reuse`, read when the renderer is made).
    package let reuseIsOff: Bool
    private let textLayouts: TextLayoutCache
    /// The last tree's layouts, handed on to a next tree that lays out alike (a timer tick):
    /// see `LayoutReuse`.
    private var kept: KeptLayouts?
    /// How many layouts were made and how many were handed on from the tree before, for tests
    /// (a timer tick must lay nothing out again) and benchmarks.
    package private(set) var layoutStatistics = (laidOut: 0, reused: 0)
    /// Texts measured so far (the others were found in the text layout cache), for tests.
    package var textsMeasured: Int { textLayouts.measured }
    /// The last tree resolved for a content key, with what in it reads the date.
    private var lastResolution: (key: ResolutionKey, viewType: ObjectIdentifier, root: ViewNode, clock: ResolutionClock)?
    /// How many trees were resolved and how many brought on to a new date instead, for tests
    /// and benchmarks.
    package private(set) var resolutionStatistics = (resolved: 0, broughtOn: 0)
    /// Facts worked out from a tree that hold while it is brought on to new dates: see
    /// `remembered(_:of:_:)`.
    var rememberedFacts: (root: ViewNode, facts: [(name: String, fact: Any)])?
    /// Counts the layouts made and dropped: a paint may start from the last one's cells only
    /// while the layout is the one it painted (`TimedRepaint`).
    var layoutGeneration = 0
    /// The last paint of a tree resolved for a content key, to start the next from.
    var lastPaint: TimedRepaint?
    /// How many paints were whole and how many started from the last one's cells, for tests
    /// and benchmarks.
    package private(set) var paintStatistics = (painted: 0, repainted: 0)

    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        reuseIsOff = Reuse.isOff
        textLayouts = TextLayoutCache(keeps: !reuseIsOff)
        engine = LayoutEngine(metrics: environment.cellMetrics, keepsSystems: !reuseIsOff)
    }

    /// Renders `view` `width` columns wide and, unless given, as many rows tall as it wants.
    public func render<Content: View>(_ view: Content, width: Int, height: Int? = nil) -> RenderedFrame {
        render(view, width: width, height: height, reusingFor: nil as Never?)
    }

    /// Renders `view`, bringing the last tree rendered for `key` to the environment's date
    /// instead of resolving it again where it can (`resolve(_:reusingFor:)`).
    package func render<Content: View, Key: Hashable>(_ view: Content, width: Int, height: Int? = nil, reusingFor key: Key?) -> RenderedFrame {
        let node = resolve(view, reusingFor: key)
        let laidOut = layout(node, width: width, height: height)
        let rows = height ?? engine.metrics.row(laidOut.frame.maxY)
        var canvas = Canvas(width: max(0, width), height: max(0, rows))
        var regions = RegionRecorder()
        Painter(environment: environment).paint(laidOut, into: &canvas, regions: &regions)
        return RenderedFrame(canvas: canvas, regions: regions.regions)
    }

    /// The rows `view` wants at `width` columns, laid out but not painted.
    public func idealHeight<Content: View>(of view: Content, width: Int) -> Int {
        idealHeight(of: resolve(view), width: width)
    }

    /// The rows a resolved tree wants at `width` columns.
    package func idealHeight(of node: ViewNode, width: Int) -> Int {
        engine.metrics.row(layout(node, width: width, height: nil).frame.maxY)
    }

    /// The height in points a resolved tree wants at `width` columns, before it is rounded to
    /// rows (what Apple's limits in points are checked against).
    package func idealHeightInPoints(of node: ViewNode, width: Int) -> Double {
        layout(node, width: width, height: nil).frame.maxY
    }

    /// The columns a resolved tree wants when offered any width: its width unconstrained.
    package func idealWidth(of node: ViewNode) -> Int {
        if let known = keptLayouts(for: node, having: { $0.idealWidth != nil })?.idealWidth { return known }
        engine.beginPass(node)
        let width = engine.metrics.column(engine.size(of: node, proposal: ProposedSize(width: nil, height: nil)).width)
        keep(node) { $0.idealWidth = width }
        return width
    }

    /// Internal layout inconsistencies met by the renders so far, each naming the stack and the
    /// views involved; empty unless TermIsland has a bug. Content that does not fit is not an
    /// issue: it is truncated or clipped.
    public var layoutIssues: [String] { engine.stacks.issues.map(\.description) }

    /// Renders `view` into a part of an existing canvas, laid out at that part's size and painted
    /// on `background` (the chrome of a presentation draws around what its content renders).
    /// Returns the regions painted, in the canvas's coordinates.
    @discardableResult
    public func render<Content: View>(_ view: Content, into canvas: inout Canvas, in area: Rect,
                                      background: TerminalColor = .default) -> [Region] {
        paint(resolve(view), into: &canvas, in: area, background: background)
    }

    /// Lays out and paints a tree resolved by this renderer into `area` of `canvas`: for callers
    /// that read the tree first (a presentation's tint, its images), so it is resolved once.
    @discardableResult
    package func paint(_ node: ViewNode, into canvas: inout Canvas, in area: Rect, background: TerminalColor = .default) -> [Region] {
        guard area.width > 0, area.height > 0 else { return [] }
        let laidOut = layout(node, width: area.width, height: area.height)
        let painter = Painter(environment: environment, origin: area.origin)
        let timed = lastResolution.flatMap { $0.root === node ? $0.clock.timedNodes : nil }
        let situation = TimedRepaint.Situation(root: node, layoutGeneration: layoutGeneration, area: area, background: background,
                                               colorScheme: environment.colorScheme)
        if !reuseIsOff, let last = lastPaint, last.situation == situation, let regions = last.repaint(laidOut, with: painter, into: &canvas) {
            lastPaint = TimedRepaint(situation: situation, canvas: canvas, regions: regions, timedAreas: last.timedAreas, extents: last.extents)
            paintStatistics.repainted += 1
            return regions
        }
        paintStatistics.painted += 1
        var regions = RegionRecorder(watching: timed ?? [])
        canvas.withClip(area) { canvas in
            painter.paint(laidOut, into: &canvas, regions: &regions, background: background)
        }
        lastPaint = timed.map { _ in
            TimedRepaint(situation: situation, canvas: canvas, regions: regions.regions, timedAreas: regions.watchedAreas, extents: regions.extents)
        }
        return regions.regions
    }

    /// The node tree of a view in this renderer's environment.
    package func resolve<Content: View>(_ view: Content) -> ViewNode {
        resolve(view, reusingFor: nil as Never?)
    }

    /// The node tree of a view, or, when `key` is the one the last tree was resolved for, that
    /// tree brought to the environment's date: its timers, dates and timer progress views
    /// redrawn, nothing else evaluated, as WidgetKit runs a Live Activity's archived views on
    /// (see `ResolutionClock`). The caller promises that equal keys mean the same view in the
    /// same environment but for its date (a Live Activity's unchanged content); a tree whose
    /// views read the date some other way is always resolved again. A timed text that now
    /// sizes otherwise drops the tree's layouts, so it is laid out again.
    ///
    /// The key keeps its type: compared as `AnyHashable`, through its dynamic casts, it cost a
    /// tenth of bringing a tree on.
    package func resolve<Content: View, Key: Hashable>(_ view: Content, reusingFor key: Key?) -> ViewNode {
        resolve(view, reusingFor: key.map(TypedResolutionKey.init))
    }

    /// `resolve(_:reusingFor:)` with the key already in its class: what a presentation's
    /// renderer passes at every frame (see `ResolutionKey`).
    package func resolve<Content: View>(_ view: Content, reusingFor key: ResolutionKey?) -> ViewNode {
        if !reuseIsOff, let key, let last = lastResolution, last.key.isSame(as: key),
           last.viewType == ObjectIdentifier(Content.self), last.clock.isReusable {
            // The texts brought on are asked of the layout cache as a resolution's are: the
            // cache's size follows what one resolution asks.
            textLayouts.beginResolution()
            if !last.clock.bring(to: environment.date) { kept = nil; layoutGeneration += 1 }
            resolutionStatistics.broughtOn += 1
            return last.root
        }
        textLayouts.beginResolution()
        resolutionStatistics.resolved += 1
        rememberedFacts = nil
        let context = NodeContext(environment: environment, textLayouts: textLayouts)
        guard let key else {
            lastResolution = nil
            return resolveNode(view, in: context)
        }
        let clock = ResolutionClock()
        let root = ResolutionClock.$current.withValue(clock) { resolveNode(view, in: context) }
        lastResolution = (key, ObjectIdentifier(Content.self), root, clock)
        return root
    }

    /// Lays a node tree out in `width` columns (and `height` rows, or its ideal height). Views
    /// whose content depends on the size they get (`GeometryReader`, `ViewThatFits`) are given
    /// it, and the tree laid out again, up to twice.
    package func layout(_ node: ViewNode, width: Int, height: Int?) -> LaidOutNode {
        let size = KeptLayouts.Size(width: width, height: height)
        if let known = keptLayouts(for: node, having: { $0.layouts[size] != nil })?.layouts[size] {
            layoutStatistics.reused += 1
            return known
        }
        layoutGeneration += 1
        var laidOut = layoutOnce(node, width: width, height: height)
        var adapted = false
        for _ in 0..<2 {
            guard adapt(laidOut) else { break }
            adapted = true
            laidOut = layoutOnce(node, width: width, height: height)
        }
        layoutStatistics.laidOut += 1
        keep(node) { kept in
            // A handful of sizes a tree; a renderer asked for ever new ones starts again.
            if kept.layouts.count >= 8 { kept.layouts.removeAll() }
            kept.layouts[size] = laidOut
            // New content for this size (`ViewThatFits`): the tree's ideal width is asked again.
            if adapted { kept.idealWidth = nil }
        }
        return laidOut
    }

    /// The layouts kept for `node`: its own, or the last tree's handed on when it lays out alike
    /// (then they are `node`'s from now on); nil when there are none to use. A new tree is
    /// compared only when the last one's kept what is asked (`having`): at a new size it would
    /// be laid out anyway, and comparing would be wasted.
    private func keptLayouts(for node: ViewNode, having wanted: (KeptLayouts) -> Bool) -> KeptLayouts? {
        guard !reuseIsOff, let last = kept else { return nil }
        if last.root === node { return last }
        guard wanted(last) else { return nil }
        kept = last.handedOn(to: node)
        return kept
    }

    /// Records something about `node`'s layout, starting afresh when it is a new tree.
    private func keep(_ node: ViewNode, _ change: (inout KeptLayouts) -> Void) {
        var layouts = kept?.root === node ? kept! : KeptLayouts(root: node)
        change(&layouts)
        kept = layouts
    }

    /// Gives adaptive views the size they were laid out at; whether any changed its content.
    private func adapt(_ laidOut: LaidOutNode) -> Bool {
        var changed = false
        if let adapt = laidOut.node.adapt {
            let size = ViewSize(width: laidOut.frame.width, height: laidOut.frame.height)
            if let children = adapt(size, { [engine] in engine.size(of: $0, proposal: ProposedSize(width: nil, height: nil)) }) {
                laidOut.node.replaceChildren(children)
                changed = true
            }
        }
        for child in laidOut.children where adapt(child) { changed = true }
        return changed
    }

    private func layoutOnce(_ node: ViewNode, width: Int, height: Int?) -> LaidOutNode {
        engine.beginPass(node)
        let metrics = engine.metrics
        let widthPoints = Double(max(0, width)) * metrics.pointsPerColumn
        let heightPoints = height.map { Double(max(0, $0)) * metrics.pointsPerRow }
        let size = engine.size(of: node, proposal: ProposedSize(width: widthPoints, height: heightPoints))
        let frame = ViewFrame(
            x: max(0, (widthPoints - size.width) / 2), y: 0,
            width: min(size.width, widthPoints), height: heightPoints.map { min(size.height, $0) } ?? size.height)
        var root = engine.place(node, in: frame)
        // Right to left, iOS mirrors the geometry, not the glyphs: every frame reflected across
        // the width offered puts a stack's first child at the right, `.leading` at the right
        // edge and leading padding on the right, while text inside a frame reads as written.
        if environment.layoutDirection == .rightToLeft { Self.mirror(&root, across: widthPoints) }
        guard let heightPoints else { return root }
        // Offered a fixed height, the content is centred in it, as SwiftUI centres a root view.
        var shifted = root
        shift(&shifted, by: max(0, (heightPoints - size.height) / 2))
        return shifted
    }

    /// `node` and its descendants reflected across a vertical line at `width / 2`.
    static func mirror(_ node: inout LaidOutNode, across width: Double) {
        node.frame.x = width - node.frame.x - node.frame.width
        for index in node.children.indices { mirror(&node.children[index], across: width) }
    }

    private func shift(_ node: inout LaidOutNode, by dy: Double) {
        node.frame.y += dy
        for index in node.children.indices { shift(&node.children[index], by: dy) }
    }
}
