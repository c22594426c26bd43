import FrameVocabulary
import TerminalCanvas
import Testing

/// `RegionScopes` gives the IDs it made last under a scope to a frame with the same IDs, and
/// makes them again for any other.
@Suite("Region scopes remembered from frame to frame")
struct RegionScopesTests {
    static func regions(_ paths: [String]) -> [Region] {
        paths.enumerated().map { Region(id: RegionID($1), rect: Rect(x: $0, y: 0, width: 1, height: 1), kind: .text) }
    }

    @Test func theSameIDsTakeTheIDsMadeLastAndOthersAreMadeAgain() {
        let scopes = RegionScopes<String>()
        var made = 0
        func scoped(_ paths: [String], under scope: String) -> [String] {
            scopes.scoped(Self.regions(paths), under: scope) { made += 1; return $0.scoped(scope) }.map(\.id.path)
        }
        #expect(scoped(["0", "0/1"], under: "lock") == ["lock/0", "lock/0/1"])
        #expect(made == 2)
        #expect(scoped(["0", "0/1"], under: "lock") == ["lock/0", "lock/0/1"])
        #expect(made == 2)
        // Another scope, another list, a list one longer: made again.
        #expect(scoped(["0", "0/1"], under: "home") == ["home/0", "home/0/1"])
        #expect(scoped(["0", "0/2"], under: "lock") == ["lock/0", "lock/0/2"])
        #expect(scoped(["0", "0/2", "0/3"], under: "lock") == ["lock/0", "lock/0/2", "lock/0/3"])
        #expect(made == 2 + 2 + 2 + 3)
        // The rectangles are the frame's own, whatever IDs they take.
        let shifted = Self.regions(["0", "0/2", "0/3"]).map { region -> Region in
            var moved = region
            moved.rect = Rect(x: region.rect.minX + 5, y: 0, width: 1, height: 1)
            return moved
        }
        let moved = scopes.scoped(shifted, under: "lock") { $0.scoped("lock") }
        #expect(moved.map { $0.rect.minX } == [5, 6, 7])
    }

    /// An ID of the same path kept under an activity is another ID: what scoping keeps of it
    /// (the activity, the presentation) is made again.
    @Test func anIDsActivityAndPresentationCount() {
        let scopes = RegionScopes<Int>()
        let bare = Region(id: RegionID("ride·compact/0"), rect: Rect(x: 0, y: 0, width: 1, height: 1), kind: .text)
        var kept = bare
        kept.id = RegionID("0").scoped(activityID: "ride", presentationName: "compact")
        #expect(kept.id == bare.id, "the same path")
        #expect(scopes.scoped([bare], under: 1) { $0.scoped("phone") }.map(\.id.activityID) == [nil])
        #expect(scopes.scoped([kept], under: 1) { $0.scoped("phone") }.map(\.id.activityID) == ["ride"])
        #expect(scopes.scoped([kept], under: 1) { $0.scoped("phone") }.map(\.id.presentationName) == ["compact"])
    }
}

extension RegionScopes {
    /// `regions` scoped (`scope(_:under:_:)`), as a value, for the assertions above.
    func scoped(_ regions: [Region], under scope: Scope, _ scoping: (RegionID) -> RegionID) -> [Region] {
        var result = regions
        self.scope(&result, under: scope, scoping)
        return result
    }
}
