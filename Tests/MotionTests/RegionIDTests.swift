import FrameVocabulary
import Testing

/// A region's ID is a name: equal when its path is the same bytes, hashed and ordered by them.
@Suite("Region IDs")
struct RegionIDTests {
    @Test func anIDIsItsPathsBytes() {
        let scoped = RegionID("0/2").scoped(activityID: "ride", presentationName: "compact")
        #expect(scoped == RegionID("ride·compact/0/2"))
        #expect(Set([scoped, RegionID("ride·compact/0/2"), RegionID("ride·compact/0/3")]).count == 2)
        // "é" written as one scalar and as "e" and a combining accent: the same text to Swift's
        // `==`, two names here.
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(RegionID("caf\u{E9}") != RegionID("cafe\u{301}"))
        #expect(Set([RegionID("caf\u{E9}"), RegionID("cafe\u{301}")]).count == 2)
    }

    @Test func idsAreInTheOrderOfTheirScalars() {
        let paths = ["ride·compact/0", "ride/0", "ride·compact", "", "a", "ride·lock-screen/1", "Zeta", "ride·compact/0/1"]
        #expect(paths.map(RegionID.init).sorted().map(\.path) == paths.sorted())
        #expect(RegionID("a") < RegionID("b") && !(RegionID("b") < RegionID("a")) && !(RegionID("a") < RegionID("a")))
    }
}
