import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as Core Graphics' `CGVector` (a scroll's velocity): Linux's
/// Foundation has `CGPoint`, `CGSize` and `CGRect` but not this one. On Apple's platforms Core
/// Graphics' own is used.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector() }
}
#endif
