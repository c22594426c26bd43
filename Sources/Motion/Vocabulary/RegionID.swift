/// Who a region is, stable from one frame to the next: the view's place in its tree (or the
/// explicit `id` that replaces it), scoped by whatever composed it into a scene.
///
///     "0/2/#digits"                       a view in a presentation's tree
///     "ride·compact/0/2/#digits"          the same view in a scene, under its activity and slot
///
/// Motion pairs the regions of two frames by this value: the same ID was updated, a new ID was
/// inserted, a missing one was removed.
public struct RegionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path, its components separated by "/"; a scope is written before a "·" and a "/".
    public let path: String

    public init(_ path: String) { self.path = path }

    /// This ID inside `scope` (an activity and its slot in a scene, say).
    public func scoped(_ scope: String) -> RegionID {
        RegionID(path.isEmpty ? scope : "\(scope)/\(path)")
    }

    public var description: String { path }

    public static func < (a: RegionID, b: RegionID) -> Bool { a.path < b.path }
}
