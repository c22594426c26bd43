import TerminalCanvas

/// What happened to one region between two frames, found by its ID.
///
///     previous            next                change
///     "0/1" at (2,1)      "0/1" at (2,1)      unchanged, or content (its cells differ)
///     "0/1" at (2,1)      "0/1" at (2,3)      moved (and content, if its cells differ too)
///     "0/1" 4×1           "0/1" 6×1           resized
///     —                   "0/2"               inserted
///     "0/3"               —                   removed
public struct RegionChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case unchanged
        /// Same place and size, other cells.
        case content
        case inserted
        case removed
        /// Same size, another place.
        case moved
        /// Another size.
        case resized
    }

    public var id: RegionID
    public var kind: Kind
    /// The region in the previous frame, if it was there.
    public var before: Region?
    /// The region in the next frame, if it is there.
    public var after: Region?
    /// Whether its cells differ (for moved and resized regions, compared where they overlap
    /// after lining up their top-left corners).
    public var contentChanged: Bool

    /// The region as it is described for effects: the next frame's, or the previous for one removed.
    public var region: Region { after ?? before! }
}
