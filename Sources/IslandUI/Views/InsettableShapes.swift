import Foundation

// What SwiftUI declares on each built-in shape itself rather than on `Shape`: insetting, the
// size a shape asks for, and the values an animation of its geometry would interpolate. Declared
// on the types, as Apple's are, so `Circle().inset(by: 2)` resolves to the same member in Xcode
// and here.

extension Circle: InsettableShape {
    /// The circle inset by `amount` points: drawn in the same cells (a cell is 8 × 16 points, so
    /// the inset of a stroke's width does not move it).
    public func inset(by amount: CGFloat) -> Circle { self }

    /// The size a circle takes of a proposal, as SwiftUI's: a square of the smaller proposed
    /// side; an unproposed side is 10 points.
    ///
    ///     Circle().sizeThatFits(ProposedViewSize(width: 40, height: 16))   // 16 × 16
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount` points: drawn in the same cells.
    public func inset(by amount: CGFloat) -> Capsule { self }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount` points: drawn in the same cells.
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }

    /// The corner size, as the pair an animation interpolates (SwiftUI's `CGSize.AnimatableData`).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

extension ContainerRelativeShape: InsettableShape {
    /// The container's shape inset by `amount` points: drawn in the same cells.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

extension StrokeStyle {
    /// The line width, miter limit and dash phase, as the values an animation interpolates
    /// (SwiftUI's `StrokeStyle.AnimatableData`).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
