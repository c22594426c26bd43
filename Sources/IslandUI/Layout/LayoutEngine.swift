import TerminalCanvas

/// Sizes and places a node tree, SwiftUI-style: each container proposes sizes to its children,
/// they answer, and the container places them. Stacks share their space through the constraint
/// solver (see ``StackLayout``).
///
/// An engine keeps the stack systems it solved, keyed by what went into them, so laying the
/// same tree out again (a timer tick) or at a new width reuses them.
package final class LayoutEngine {
    package let metrics: CellMetrics
    package let stacks: StackLayout

    /// An engine for `metrics`; `keepsSystems` false (reuse off, `Reuse`) solves every stack
    /// afresh.
    package init(metrics: CellMetrics, keepsSystems: Bool = !Reuse.isOff) {
        self.metrics = metrics
        stacks = StackLayout(keepsSystems: keepsSystems)
    }

    /// Counts layout passes, so a custom `Layout`'s cache is updated once a pass.
    private(set) var passNumber = 0

    /// One column and one row, in points.
    var column: Double { metrics.pointsPerColumn }
    var row: Double { metrics.pointsPerRow }

    // MARK: Sizing

    /// Starts a layout pass: numbers the tree's nodes and forgets the last pass's measurements.
    package func beginPass(_ node: ViewNode) {
        var next = 0
        node.number(from: &next)
        passNumber += 1
    }

    /// The size `node` wants when offered `proposal`, inside a stack along `axis` (which decides
    /// what a spacer or a divider is).
    package func size(of node: ViewNode, proposal: ProposedSize, axis: StackSpec.Axis? = nil) -> ViewSize {
        // A stack measures each child at its minimum, ideal and maximum, and nested stacks
        // measure again for each of those: remembering sizes for the pass keeps a frame linear.
        guard node.serial >= 0 else { return measure(node, proposal: proposal, axis: axis) }
        let key = MeasurementKey(proposal, axis)
        if let known = node.measurements.first(where: { $0.key == key }) { return known.size }
        let size = measure(node, proposal: proposal, axis: axis)
        // Room for the usual few at once: growing the list one element at a time from empty
        // was a twentieth of a cold layout.
        if node.measurements.capacity == 0 { node.measurements.reserveCapacity(8) }
        node.measurements.append((key, size))
        return size
    }

    private func measure(_ node: ViewNode, proposal: ProposedSize, axis: StackSpec.Axis?) -> ViewSize {
        switch node.kind {
        case .empty:
            return .zero
        case .group, .zStack:
            var size = ViewSize.zero
            for child in node.flattenedChildren {
                let childSize = self.size(of: child, proposal: proposal, axis: axis)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            return size
        case .hidden, .opacity:
            return node.children.first.map { size(of: $0, proposal: proposal, axis: axis) } ?? .zero
        case .text(let text):
            return TextMeasurement.size(of: text, proposal: proposal, metrics: metrics)
        case .glyph(_, let width, _):
            return ViewSize(width: Double(width) * column, height: row)
        case .stack(let spec):
            return stacks.size(of: node, spec: spec, proposal: proposal, engine: self)
        case .custom(let spec):
            return spec.size(of: node, proposal: proposal, engine: self)
        case .spacer(let minLength):
            let minimum = minLength ?? (axis == .vertical ? 0 : column)
            guard let axis else { return .zero }
            let offered = proposal.length(along: axis) ?? minimum
            return ViewSize(axis, main: max(minimum, offered), cross: 0)
        case .divider:
            if axis == .horizontal {
                return ViewSize(width: column, height: proposal.height ?? row)
            }
            return ViewSize(width: proposal.width ?? column, height: row)
        case .shape:
            // Shapes and colours take what they are offered; alone they are one cell.
            return ViewSize(width: proposal.width ?? column, height: proposal.height ?? row)
        case .progress(let spec):
            // A linear bar takes the width offered (ten columns when asked its ideal); a ring is
            // one glyph.
            if spec.style == .linear { return ViewSize(width: proposal.width ?? 10 * column, height: row) }
            return ViewSize(width: column, height: row)
        case .control(let spec):
            let label = node.children.first.map {
                size(of: $0, proposal: inset(proposal, by: controlInsets(spec)), axis: nil)
            } ?? .zero
            let insets = controlInsets(spec)
            return ViewSize(width: label.width + insets.horizontal, height: max(label.height, row))
        case .frame(let spec):
            return FrameLayout.size(of: node, spec: spec, proposal: proposal, engine: self)
        case .padding(let points):
            let insets = quantized(points)
            guard let child = node.children.first else { return ViewSize(width: insets.horizontal, height: insets.vertical) }
            let inner = size(of: child, proposal: inset(proposal, by: insets), axis: axis)
            return ViewSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        case .background, .overlay:
            return node.children.first.map { size(of: $0, proposal: proposal, axis: axis) } ?? .zero
        case .fixedSize(let horizontal, let vertical):
            let fixed = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return node.children.first.map { size(of: $0, proposal: fixed, axis: axis) } ?? .zero
        }
    }

    /// Padding in whole cells: columns round half up, rows half down. A row is 16 points tall,
    /// so SwiftUI's common 8-point padding would otherwise put a blank row above the content and
    /// none below it; half a row or less rounds away.
    func quantized(_ insets: EdgeInsets) -> EdgeInsets {
        func columns(_ points: Double) -> Double { (max(0, points) / column).rounded(.toNearestOrAwayFromZero) * column }
        func rows(_ points: Double) -> Double { (max(0, points) / row - 0.5).rounded(.up) * row }
        return EdgeInsets(top: rows(insets.top), leading: columns(insets.leading),
                          bottom: rows(insets.bottom), trailing: columns(insets.trailing))
    }

    func inset(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func controlInsets(_ spec: ControlSpec) -> EdgeInsets {
        switch spec.kind {
        case .button: return EdgeInsets(leading: column, trailing: column)
        case .toggle: return EdgeInsets(trailing: 4 * column)
        }
    }

    // MARK: Placing

    /// Lays `node` out in `frame` (the size it answered, at its place).
    package func place(_ node: ViewNode, in frame: ViewFrame, axis: StackSpec.Axis? = nil) -> LaidOutNode {
        var laidOut = LaidOutNode(node: node, frame: frame, children: [])
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        switch node.kind {
        case .group, .zStack:
            let alignment: Alignment
            if case .zStack(let zAlignment) = node.kind { alignment = zAlignment } else { alignment = .center }
            laidOut.children = node.flattenedChildren.map { child in
                let size = self.size(of: child, proposal: proposal, axis: axis)
                return place(child, in: aligned(size, in: frame, alignment), axis: axis)
            }
        case .stack(let spec):
            laidOut.children = stacks.place(node, spec: spec, in: frame, engine: self)
        case .custom(let spec):
            laidOut.children = spec.place(node, in: frame, engine: self)
        case .frame(let spec):
            laidOut.children = FrameLayout.place(node, spec: spec, in: frame, engine: self)
        case .padding(let points):
            let insets = quantized(points)
            laidOut.children = node.children.map { child in
                place(child, in: ViewFrame(
                    x: frame.x + insets.leading, y: frame.y + insets.top,
                    width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)),
                    axis: axis)
            }
        case .background(let alignment), .overlay(let alignment):
            guard let content = node.children.first else { break }
            var children = [place(content, in: frame, axis: axis)]
            if node.children.count > 1 {
                let decoration = node.children[1]
                let size = self.size(of: decoration, proposal: proposal, axis: nil)
                children.append(place(decoration, in: aligned(size, in: frame, alignment), axis: nil))
            }
            laidOut.children = children
        case .control(let spec):
            let insets = controlInsets(spec)
            laidOut.children = node.children.prefix(1).map { label in
                let inner = inset(proposal, by: insets)
                let size = self.size(of: label, proposal: inner, axis: nil)
                // The label stays inside the control: a toggle's switch is not painted over it.
                let width = min(size.width, inner.width ?? size.width)
                let height = min(size.height, frame.height)
                return place(label, in: ViewFrame(
                    x: frame.x + insets.leading, y: frame.y + max(0, (frame.height - height) / 2),
                    width: width, height: height))
            }
        case .fixedSize, .opacity, .hidden:
            laidOut.children = node.children.map { place($0, in: frame, axis: axis) }
        case .empty, .text, .glyph, .spacer, .divider, .shape, .progress:
            break
        }
        return laidOut
    }

    /// A frame of `size` aligned inside `container`.
    func aligned(_ size: ViewSize, in container: ViewFrame, _ alignment: Alignment) -> ViewFrame {
        let x: Double
        switch alignment.horizontal {
        case .leading: x = container.x
        case .center: x = container.x + (container.width - size.width) / 2
        case .trailing: x = container.maxX - size.width
        default:
            // A guide of the user's own: the container's guide and the view's meet.
            x = container.x + alignment.horizontal.key.defaultValue(in: ViewDimensions(width: container.width, height: container.height))
                - alignment.horizontal.key.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
        let y: Double
        switch alignment.vertical {
        case .top, .firstTextBaseline: y = container.y
        case .center: y = container.y + (container.height - size.height) / 2
        case .bottom, .lastTextBaseline: y = container.maxY - size.height
        default:
            y = container.y + alignment.vertical.key.defaultValue(in: ViewDimensions(width: container.width, height: container.height))
                - alignment.vertical.key.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
        return ViewFrame(x: x, y: y, width: size.width, height: size.height)
    }
}
