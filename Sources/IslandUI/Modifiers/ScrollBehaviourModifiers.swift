// How scroll views show their indicators and bounce. A Live Activity's views do not scroll (the
// Lock Screen cuts what does not fit, and `island lint` says so), so these are accepted with
// Apple's types and draw the view as it is.

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static var automatic: ScrollIndicatorVisibility { .init(name: "automatic") }
    public static var visible: ScrollIndicatorVisibility { .init(name: "visible") }
    public static var hidden: ScrollIndicatorVisibility { .init(name: "hidden") }
    public static var never: ScrollIndicatorVisibility { .init(name: "never") }
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: ScrollBounceBehavior { .init(name: "automatic") }
    public static var always: ScrollBounceBehavior { .init(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { .init(name: "basedOnSize") }
}

extension View {
    /// The scroll indicators' visibility: nothing here scrolls.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// How scroll views bounce: nothing here scrolls.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}

extension EnvironmentValues {
    /// The scroll indicators' visibility: automatic.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility { .automatic }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility { .automatic }
    /// How scroll views bounce: automatic.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior { .automatic }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior { .automatic }
}
