import Foundation

/// A user's ``Layout`` as the engine calls it: its `sizeThatFits` answers for the container,
/// its `placeSubviews` puts each child at a point, and the engine lays each child out in the
/// frame that gives.
///
///     placeSubviews:  subview.place(at: (40, 16), anchor: .topLeading, proposal: 24 × 16)
///     engine:         child frame x 40…64, y 16…32 → columns 5…7, row 1
///
/// Type-erased to closures, as the node tree holds one concrete kind. The layout's cache is
/// made the first time the container is measured and updated once every pass after.
package final class CustomLayoutSpec {
    private let sizing: (ProposedViewSize, LayoutSubviews, Int) -> CGSize
    private let placing: (CGRect, ProposedViewSize, LayoutSubviews, Int) -> Void
    /// The axis a spacer in it follows (`layoutProperties.stackOrientation`).
    let axis: StackSpec.Axis?

    init<L: Layout>(_ layout: L) {
        let box = CacheBox<L.Cache>()
        func cache(for subviews: LayoutSubviews, pass: Int) {
            if box.cache == nil {
                box.cache = layout.makeCache(subviews: subviews)
            } else if box.pass != pass {
                layout.updateCache(&box.cache!, subviews: subviews)
            }
            box.pass = pass
        }
        sizing = { proposal, subviews, pass in
            cache(for: subviews, pass: pass)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.cache!)
        }
        placing = { bounds, proposal, subviews, pass in
            cache(for: subviews, pass: pass)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache!)
        }
        switch L.layoutProperties.stackOrientation {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        case nil: axis = nil
        }
    }

    /// The container's size for `proposal`, as the user's `sizeThatFits` answers it (lengths
    /// that are not finite numbers become 0, so no layout can break the grid).
    func size(of node: ViewNode, proposal: ProposedSize, engine: LayoutEngine) -> ViewSize {
        let pass = CustomLayoutPass(engine: engine, axis: axis)
        let size = sizing(ProposedViewSize(proposal), pass.subviews(of: node), engine.passNumber)
        return ViewSize(width: Double(size.width).sanitizedLength, height: Double(size.height).sanitizedLength)
    }

    /// The children laid out where the user's `placeSubviews` put them; one it did not place
    /// is centred in the container, as SwiftUI does.
    func place(_ node: ViewNode, in frame: ViewFrame, engine: LayoutEngine) -> [LaidOutNode] {
        let pass = CustomLayoutPass(engine: engine, axis: axis)
        let subviews = pass.subviews(of: node)
        let bounds = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        placing(bounds, ProposedViewSize(width: frame.width, height: frame.height), subviews, engine.passNumber)
        return subviews.map { subview in
            let placement = pass.placements[subview.index] ?? CustomLayoutPass.Placement(
                x: frame.x + frame.width / 2, y: frame.y + frame.height / 2, anchor: .center,
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
            let size = engine.size(of: subview.node, proposal: placement.proposal.engineProposal, axis: axis)
            let x = placement.x.finiteLength(or: frame.x) - placement.anchor.x * size.width
            let y = placement.y.finiteLength(or: frame.y) - placement.anchor.y * size.height
            return engine.place(subview.node, in: ViewFrame(x: x, y: y, width: size.width, height: size.height), axis: axis)
        }
    }
}

/// One call into a user's layout: the engine its subviews measure with, and where they were
/// placed. A class, because `LayoutSubview.place` is not mutating (as in SwiftUI).
final class CustomLayoutPass {
    struct Placement {
        var x: Double
        var y: Double
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    let engine: LayoutEngine
    let axis: StackSpec.Axis?
    var placements: [Int: Placement] = [:]

    init(engine: LayoutEngine, axis: StackSpec.Axis?) {
        self.engine = engine
        self.axis = axis
    }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews(ArraySlice(node.flattenedChildren.enumerated().map { LayoutSubview(node: $1, index: $0, context: self) }))
    }
}

private final class CacheBox<Cache> {
    var cache: Cache?
    var pass = -1
}

extension Double {
    /// A coordinate a layout computed: `fallback` where it is not a finite number, and no
    /// farther than 100 000 points either way (as every length a user writes).
    fileprivate func finiteLength(or fallback: Double) -> Double { isFinite ? Swift.min(Swift.max(self, -100_000), 100_000) : fallback }
}
