import Foundation

/// A stack aligned by guides, as SwiftUI aligns one: each child's guide (the value it sets with
/// `alignmentGuide`, else the alignment's default) on one line across the stack.
///
///     HStack(alignment: .mid)            .mid's default is d[.bottom]
///       "a\nb" guide at its centre (16)      a
///       "c"    guide at its bottom (16)      b c     ← both guides on the line 16 points down
///
/// The stack is as tall as the most any child reaches above the line plus the most below it.
/// Used only when the alignment is one of the user's own or a child moves its guide: otherwise
/// the stack aligns each child in its slot as it always has. A guide is read on the stack's
/// child, or through the modifiers around it (padding, frame…), without their offsets.
enum StackGuides {
    /// For each child, its cross offset from the stack's edge, and the stack's cross length;
    /// nil when the stack aligns children in their slots.
    static func offsets(children: [ViewNode], mains: [Double], crosses: [Double], spec: StackSpec) -> (offsets: [Double], cross: Double)? {
        let isHorizontal = spec.axis == .horizontal
        let builtIn: Bool
        if isHorizontal {
            let vertical = spec.alignment.vertical
            builtIn = vertical == .top || vertical == .center || vertical == .bottom
                || vertical == .firstTextBaseline || vertical == .lastTextBaseline
        } else {
            let horizontal = spec.alignment.horizontal
            builtIn = horizontal == .leading || horizontal == .center || horizontal == .trailing
        }
        // Nearly every stack: asked of each stack a layout pass measures, so nothing is made.
        if builtIn && !children.contains(where: { guideClosure(of: $0, spec: spec) != nil }) { return nil }
        let guides = children.map { guideClosure(of: $0, spec: spec) }
        let values = children.indices.map { index -> Double in
            let dimensions = isHorizontal
                ? ViewDimensions(width: mains[index], height: crosses[index])
                : ViewDimensions(width: crosses[index], height: mains[index])
            if let explicit = guides[index] {
                let value = Double(explicit(dimensions))
                return value.isFinite ? value : 0
            }
            return isHorizontal ? Double(dimensions[spec.alignment.vertical]) : Double(dimensions[spec.alignment.horizontal])
        }
        let above = values.max() ?? 0
        let below = zip(crosses, values).map { $0 - $1 }.max() ?? 0
        return (values.map { above - $0 }, max(0, above + below))
    }

    /// The closure the child (or a modifier's content inside it) moved the stack's guide with.
    private static func guideClosure(of node: ViewNode, spec: StackSpec) -> ((ViewDimensions) -> CGFloat)? {
        var current: ViewNode? = node
        while let candidate = current {
            let explicit = spec.axis == .horizontal
                ? candidate.verticalGuides[spec.alignment.vertical]
                : candidate.horizontalGuides[spec.alignment.horizontal]
            if let explicit { return explicit }
            switch candidate.kind {
            case .padding, .frame, .fixedSize, .opacity, .hidden, .background, .overlay: current = candidate.children.first
            default: current = nil
            }
        }
        return nil
    }
}
