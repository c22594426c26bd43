/// An animation context, as SwiftUI's `Transaction` (kept for source compatibility).
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set through `disablesAnimations`.
    var isDisablingAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
