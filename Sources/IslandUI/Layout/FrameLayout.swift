/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`, as SwiftUI
/// sizes them: a fixed length is the frame's; a flexible frame takes the length offered, clamped
/// between its minimum and maximum, where a missing bound is the child's own length; offered
/// nothing, it takes its ideal length, or the child's.
enum FrameLayout {
    static func size(of node: ViewNode, spec: FrameSpec, proposal: ProposedSize, engine: LayoutEngine) -> ViewSize {
        guard let child = node.children.first else {
            return ViewSize(width: spec.width ?? spec.minWidth ?? 0, height: spec.height ?? spec.minHeight ?? 0)
        }
        let childProposal = ProposedSize(
            width: offered(fixed: spec.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth, proposal.width),
            height: offered(fixed: spec.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight, proposal.height))
        let childSize = engine.size(of: child, proposal: childProposal, axis: nil)
        return ViewSize(
            width: length(fixed: spec.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth,
                          offered: proposal.width, child: childSize.width),
            height: length(fixed: spec.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight,
                           offered: proposal.height, child: childSize.height))
    }

    static func place(_ node: ViewNode, spec: FrameSpec, in frame: ViewFrame, engine: LayoutEngine) -> [LaidOutNode] {
        node.children.prefix(1).map { child in
            let size = engine.size(of: child, proposal: ProposedSize(width: frame.width, height: frame.height), axis: nil)
            let clamped = ViewSize(width: min(size.width, frame.width), height: min(size.height, frame.height))
            return engine.place(child, in: engine.aligned(clamped, in: frame, spec.alignment))
        }
    }

    /// What the frame offers its child along one axis.
    private static func offered(fixed: Double?, min: Double?, ideal: Double?, max: Double?, _ proposal: Double?) -> Double? {
        if let fixed { return sanitized(fixed) }
        guard min != nil || ideal != nil || max != nil else { return proposal }
        guard let proposal else { return ideal.map(sanitized) }
        return clamp(proposal, lower: min.map(sanitized) ?? 0, upper: max.map(sanitized) ?? .infinity)
    }

    /// The frame's own length along one axis.
    private static func length(fixed: Double?, min: Double?, ideal: Double?, max: Double?, offered: Double?, child: Double) -> Double {
        if let fixed { return sanitized(fixed) }
        guard min != nil || ideal != nil || max != nil else { return child }
        let lower = min.map(sanitized) ?? child
        let upper = Swift.max(max.map(sanitized) ?? child, lower)
        guard let offered else {
            // Asked for its ideal, a frame with an ideal length gives it, bounded only by the
            // bounds it states (a missing bound is no bound here, not the child's length).
            if let ideal { return clamp(sanitized(ideal), lower: min.map(sanitized) ?? 0, upper: max.map(sanitized) ?? .infinity) }
            // Without one, the child's ideal within the bounds: a maximum caps it (so a frame's
            // ideal is never past the most it takes, which a stack sharing out its room relies
            // on), and a minimum above the maximum wins, as in SwiftUI.
            return clamp(child, lower: min.map(sanitized) ?? 0, upper: Swift.max(max.map(sanitized) ?? .infinity, min.map(sanitized) ?? 0))
        }
        // Offered infinity (a stack asking how far the frame can grow), a flexible frame says so.
        return offered.isFinite ? clamp(offered, lower: lower, upper: upper) : upper
    }

    private static func clamp(_ value: Double, lower: Double, upper: Double) -> Double {
        Swift.max(lower, Swift.min(upper, value))
    }

    /// Negative and NaN lengths become 0, so a bad `frame` cannot break layout.
    private static func sanitized(_ length: Double) -> Double {
        length.isNaN ? 0 : Swift.max(0, length)
    }
}
