import TerminalCanvas

/// Scopes the regions of frames composed again and again under the same scope (a presentation
/// into a scene, a phone into the previewer's screen), remembering the IDs it made: a frame
/// whose IDs are those of the last one under that scope takes the IDs made then, instead of
/// building every path string again (a tick of the previewer built some eighty).
package final class RegionScopes<Scope: Hashable> {
    private var last: [Scope: (ids: [RegionID], scoped: [RegionID])] = [:]
    /// Whether the IDs made are remembered: not with reuse off (`Reuse`, read when made).
    private let remembers = !Reuse.isOff

    package init() {}

    /// Scopes the IDs of `regions` by `scoping`, which must give the same ID for the same ID
    /// under the same `scope`. In place: a caller that owns its array (a frame's regions, just
    /// made) has it changed without a copy, which was most of what scoping cost.
    package func scope(_ regions: inout [Region], under scope: Scope, _ scoping: (RegionID) -> RegionID) {
        guard remembers else {
            for index in regions.indices { regions[index].id = scoping(regions[index].id) }
            return
        }
        if let known = last[scope], Self.same(known.ids, regions) {
            for index in regions.indices { regions[index].id = known.scoped[index] }
            return
        }
        let ids = regions.map(\.id)
        let scoped = ids.map(scoping)
        last[scope] = (ids, scoped)
        for index in regions.indices { regions[index].id = scoped[index] }
    }

    /// Whether the regions have the IDs of the list: the same paths, under the same activity
    /// and presentation (what `==` leaves out, and scoping keeps).
    /// Read in place: a region or an ID copied out is several strings retained and released.
    private static func same(_ ids: [RegionID], _ regions: [Region]) -> Bool {
        guard ids.count == regions.count else { return false }
        return ids.withUnsafeBufferPointer { ids in
            regions.withUnsafeBufferPointer { regions in
                for index in ids.indices {
                    guard ids[index].path.hasSameBytes(as: regions[index].id.path),
                          ids[index].activityID == regions[index].id.activityID,
                          ids[index].presentationName == regions[index].id.presentationName else { return false }
                }
                return true
            }
        }
    }
}
