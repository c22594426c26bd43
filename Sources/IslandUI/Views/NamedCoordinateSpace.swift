import Foundation

// iOS 17's coordinate spaces as types (`.coordinateSpace(.named("track"))`), beside the older
// `CoordinateSpace` enum that `GeometryProxy.frame(in:)` takes. Each converts to the enum, so a
// named space is the same name either way.

/// A coordinate space, as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space as the enum `GeometryProxy` takes.
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space a view names, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(String(describing: name.base)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The space of the scroll view around the view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
}

extension View {
    /// Names the view's space, as `coordinateSpace(name:)` does.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedView { coordinateSpace(name: name.name) }
}
