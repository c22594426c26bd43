import Foundation
// Modifiers that change how a view is sized and placed.

extension View {
    /// A fixed size in points; a missing dimension stays the content's. A shape or colour framed
    /// smaller than a cell takes one cell (a 4-point progress track, a 1-point hairline, a
    /// 6-point dot), and thinner than half a cell it is drawn as a line across that cell.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            var spec = FrameSpec(width: width?.sanitizedLength, height: height?.sanitizedLength, alignment: alignment)
            ThinShapes.round(&spec, of: node, metrics: context.environment.cellMetrics)
            return ViewNode(.frame(spec), children: [node], identity: context.identity)
        })
    }

    /// A flexible frame: the content is offered what the container offers, clamped between the
    /// bounds; `.infinity` as a maximum takes all the space there is.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            var spec = FrameSpec(
                minWidth: minWidth?.sanitizedLength, idealWidth: idealWidth?.sanitizedLength,
                maxWidth: maxWidth?.sanitizedMaximum, minHeight: minHeight?.sanitizedLength,
                idealHeight: idealHeight?.sanitizedLength, maxHeight: maxHeight?.sanitizedMaximum,
                alignment: alignment)
            ThinShapes.round(&spec, of: node, metrics: context.environment.cellMetrics)
            return ViewNode(.frame(spec), children: [node], identity: context.identity)
        })
    }

    /// Space around the view, in points; the default is one column and no row (SwiftUI's 16
    /// points would take a whole terminal row top and bottom).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let insets = length.map { EdgeInsets(edges, $0.sanitizedLength) }
            ?? EdgeInsets(top: 0, leading: edges.contains(.leading) ? 8 : 0, bottom: 0, trailing: edges.contains(.trailing) ? 8 : 0)
        return wrapped(in: .padding(insets))
    }

    /// The same space on every edge, in points.
    public func padding(_ length: CGFloat) -> ModifiedView {
        wrapped(in: .padding(EdgeInsets(.all, length.sanitizedLength)))
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        wrapped(in: .padding(EdgeInsets(
            top: insets.top.sanitizedLength, leading: insets.leading.sanitizedLength,
            bottom: insets.bottom.sanitizedLength, trailing: insets.trailing.sanitizedLength)))
    }

    /// Who keeps its size when a stack runs short of space: higher first.
    public func layoutPriority(_ priority: Double) -> ModifiedView {
        changingNode { $0.layoutPriority = priority.isFinite ? priority : 0 }
    }

    /// The view at its ideal size along the chosen axes, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedView {
        wrapped(in: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// A view behind this one, sized like it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedView {
        let background = AnyView(content())
        return ModifiedView(content: AnyView(self), wrap: { node, context in
            ViewNode(.background(alignment), children: [node, background.makeNode(in: context.child(1))], identity: context.identity)
        })
    }

    /// A colour behind this view.
    public func background(_ color: Color) -> ModifiedView {
        background { color }
    }

    /// A view behind this one: `.background(Capsule().fill(.gray))`.
    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> ModifiedView {
        background(alignment: alignment) { content }
    }

    /// A colour behind this view, in a shape: `.background(.blue, in: Capsule())`.
    public func background<S: Shape>(_ color: Color, in shape: S) -> ModifiedView {
        background { shape.fill(color) }
    }

    /// A view in front of this one: `.overlay(Circle().stroke(.red))`.
    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> ModifiedView {
        overlay(alignment: alignment) { content }
    }

    /// Kept for source compatibility: a terminal image has one size.
    public func scaledToFit() -> ModifiedView { changingNode { _ in } }
    public func scaledToFill() -> ModifiedView { changingNode { _ in } }

    /// A view in front of this one, sized like it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedView {
        let overlay = AnyView(content())
        return ModifiedView(content: AnyView(self), wrap: { node, context in
            ViewNode(.overlay(alignment), children: [node, overlay.makeNode(in: context.child(1))], identity: context.identity)
        })
    }

    /// Blends the view towards what is behind it (a terminal cell has no alpha: colours are
    /// mixed with the background).
    public func opacity(_ opacity: Double) -> ModifiedView {
        wrapped(in: .opacity(opacity.clamped))
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> ModifiedView {
        wrapped(in: .hidden)
    }

    public func accessibilityLabel(_ label: String) -> ModifiedView {
        changingNode { node in
            node.accessibilityLabel = label
            node.accessibility.label = label
        }
    }

    /// An explicit identity: a view whose id changes is a new view (it transitions in and out).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView {
        ModifiedView(content: AnyView(self), identity: .explicit(String(describing: id)))
    }
}

/// Shapes framed smaller than a cell, rounded up to one so they do not vanish.
enum ThinShapes {
    /// Whether a tree draws anything visible: text, a symbol, a coloured shape, a bar, a control.
    static func draws(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .text, .glyph, .progress, .control, .divider: return true
        case .shape(let spec): return spec.fill.map { $0.terminalColor(in: spec.scheme) != nil } ?? (spec.stroke != nil)
        case .hidden, .empty, .spacer: return false
        default: return node.children.contains(where: draws)
        }
    }

    /// Makes `spec`'s lengths for a shape at least one cell where they are set below one, and
    /// marks the shape a line when it is thinner than half a cell one way.
    static func round(_ spec: inout FrameSpec, of node: ViewNode, metrics: CellMetrics) {
        let column = metrics.pointsPerColumn, row = metrics.pointsPerRow
        func up(_ length: Double?, _ cell: Double) -> Double? {
            guard let length, length > 0, length < cell else { return length }
            return cell
        }
        guard case .shape(var shape) = node.kind else {
            // Content that draws something (a progress track in a `GeometryReader`, say) framed
            // smaller than a cell takes a cell too; an empty gap (a spacer) keeps its size.
            guard draws(node) else { return }
            spec.width = up(spec.width, column)
            spec.height = up(spec.height, row)
            spec.maxWidth = up(spec.maxWidth, column)
            spec.maxHeight = up(spec.maxHeight, row)
            return
        }
        let thinHeight = (spec.height ?? spec.maxHeight).map { $0 > 0 && $0 < row / 2 } ?? false
        let thinWidth = (spec.width ?? spec.maxWidth).map { $0 > 0 && $0 < column / 2 } ?? false
        let thickness = thinHeight ? (spec.height ?? spec.maxHeight ?? 0) : (spec.width ?? spec.maxWidth ?? 0)
        let original = spec
        // Thin one way and not short the other: a line along it. A circle, or a shape small both
        // ways, is a dot.
        let short = { (length: Double?, cell: Double) in length.map { $0 > 0 && $0 < cell } ?? false }
        let isRound = shape.shape == .circle || shape.shape == .ellipse
        let other = thinHeight ? short(original.width ?? original.maxWidth, column) : short(original.height ?? original.maxHeight, row)
        spec.width = up(spec.width, column)
        spec.height = up(spec.height, row)
        spec.maxWidth = up(spec.maxWidth, column)
        spec.maxHeight = up(spec.maxHeight, row)
        if thinHeight != thinWidth && !other && !isRound && shape.pattern == nil {
            shape.line = ShapeLine(isVertical: thinWidth, isHeavy: thickness > 2)
            node.kind = .shape(shape)
        }
    }
}
