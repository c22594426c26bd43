import TerminalCanvas

/// Who a region is, stable from one frame to the next: the view's place in its tree (or the
/// explicit `id` that replaces it), scoped by whatever composed it into a scene.
///
///     "0/2/#digits"                       a view in a presentation's tree
///     "ride·compact/0/2/#digits"          the same view in a scene, under its activity and slot
///
/// Motion pairs the regions of two frames by this value: the same ID was updated, a new ID was
/// inserted, a missing one was removed. Two IDs are equal when their paths are the same bytes
/// (UTF-8), not merely canonically equivalent: an ID is a name, and comparing bytes keeps
/// hashing off Unicode normalisation, which the scope's "·" otherwise costs every lookup (a
/// tenth of a previewer's timer tick went to pairing regions so). The activity
/// and presentation a scene scoped the region under are also kept as values
/// (`activityID`, `presentationName`), so a reader asks for them instead of splitting the path.
public struct RegionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path, its components separated by "/"; a scope is written before a "·" and a "/".
    public let path: String
    /// The activity whose presentation drew the region, once a scene has scoped it (kept
    /// through every scope added around it); nil for a region of no activity.
    public let activityID: String?
    /// The name of that presentation ("compact", "lock-screen": LiveActivity's `Presentation`,
    /// which reads it back as `presentation`).
    public let presentationName: String?

    public init(_ path: String) {
        self.path = path
        activityID = nil
        presentationName = nil
    }

    private init(path: String, activityID: String?, presentationName: String?) {
        self.path = path
        self.activityID = activityID
        self.presentationName = presentationName
    }

    /// This ID inside `scope` (a slot of a presentation, a phone of the previewer), keeping the
    /// activity and presentation it was scoped under.
    public func scoped(_ scope: String) -> RegionID {
        RegionID(path: path.isEmpty ? scope : "\(scope)/\(path)", activityID: activityID, presentationName: presentationName)
    }

    /// This ID in a scene, under the activity and presentation that drew it:
    /// `"\(activityID)·\(presentationName)/\(path)"`.
    public func scoped(activityID: String, presentationName: String) -> RegionID {
        let scope = "\(activityID)·\(presentationName)"
        return RegionID(path: path.isEmpty ? scope : "\(scope)/\(path)", activityID: activityID, presentationName: presentationName)
    }

    public var description: String { path }

    public static func == (a: RegionID, b: RegionID) -> Bool { a.path.hasSameBytes(as: b.path) }

    public func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// In the order of the paths' bytes, which is the order of their scalars (and Swift's own
    /// order for the normalised text every ID TermIsland makes is).
    public static func < (a: RegionID, b: RegionID) -> Bool {
        var a = a.path, b = b.path
        return a.withUTF8 { a in b.withUTF8 { b in a.lexicographicallyPrecedes(b) } }
    }
}
