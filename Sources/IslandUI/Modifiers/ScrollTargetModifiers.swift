import Foundation

// iOS 17's scroll positions and targets. A Live Activity's views do not scroll (the Lock Screen
// cuts what does not fit), so these are accepted with Apple's types and draw the view as it is,
// as `ScrollBehaviourModifiers.swift`'s do.

/// How a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior`. A behaviour of
/// the app's own compiles with Apple's requirement; nothing scrolls, so it is never asked.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior {
    /// Apple's behaviours settle where they are asked to; here nothing scrolls.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll would come to rest, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behaviour is told about a scroll, as SwiftUI's `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
    let environment: EnvironmentValues

    init(originalTarget: ScrollTarget, velocity: CGVector = CGVector(dx: 0, dy: 0), contentSize: CGSize,
         containerSize: CGSize, axes: Axis.Set = .vertical, environment: EnvironmentValues = EnvironmentValues()) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.environment = environment
    }

    /// The scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Settling on a page of the container's size, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

/// Settling on a view's edge, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// How scrolling settles: nothing here scrolls.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The views a scroll view settles on: nothing here scrolls.
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The view scrolled to: the first, as a scroll view is drawn from its start.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Content drawn past the scroll view's edges: the view as it is.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Flashes the scroll indicators: there are none.
    public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedView { modifyingEnvironment { _ in } }
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Where scrolling starts: at the start, as drawn.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedView { modifyingEnvironment { _ in } }
}
