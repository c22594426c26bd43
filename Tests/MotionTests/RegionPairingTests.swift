import IslandUI
import Motion
import Testing
import TerminalCanvas

@Suite("Pairing the regions of two frames")
struct RegionPairingTests {
    /// A column whose views come, go, change and move with `later`, as a Live Activity's do
    /// between two content states.
    struct Column: View {
        let later: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(later ? "Maria" : "Bill").id("name")
                Text("12:40").id("eta")
                if !later { Text("gone").id("old") }
                Image(systemName: "car").id("icon")
                if later { Text("new").id("fresh") }
            }
        }
    }

    @Test func eachRegionIsFoundByItsIdentityAndSaysWhatChanged() {
        let before = MotionTesting.frame(Column(later: false), width: 10)
        let after = MotionTesting.frame(Column(later: true), width: 10)
        let changes = RegionPairing.changes(from: before, to: after)
        func change(_ name: String) -> RegionChange? { changes.first { $0.id.path.hasSuffix("#" + name) } }
        #expect(change("name")?.kind == .resized, "Bill → Maria: four columns to five")
        #expect(change("eta")?.kind == .unchanged)
        #expect(change("icon")?.kind == .moved, "up a row, into the place of the text that went")
        #expect(change("icon")?.contentChanged == false)
        #expect(change("fresh")?.kind == .inserted)
        #expect(change("old")?.kind == .removed)
        #expect(Set(changes.map(\.id)).count == changes.count)
    }

    @Test func viewsInsideOneThatComesOrGoesFollowIt() {
        let before = MotionTesting.frame(VStack { Text("stay").id("stay") }, width: 10)
        let after = MotionTesting.frame(VStack {
            Text("stay").id("stay")
            HStack { Text("a"); Text("b") }.id("row")
        }, width: 10)
        let ids = RegionPairing.changes(from: before, to: after).filter { $0.kind == .inserted }.map(\.id.path)
        #expect(ids.count == 1)
        #expect(ids.first?.hasSuffix("#row") == true, "the row's texts are left to the row: \(ids)")
    }

    @Test func contentChangesAreFoundCellByCell() {
        let before = MotionTesting.frame(Text("12:40").id("t"), width: 5)
        let after = MotionTesting.frame(Text("12:39").id("t"), width: 5)
        let change = RegionPairing.changes(from: before, to: after).first { $0.id.path.hasSuffix("#t") }
        #expect(change?.kind == .content)
    }

    /// The system's chrome (the Lock Screen card's ✕) is for clicks: pairing leaves it out, so
    /// it neither fades in nor slides, whatever happens around it.
    @Test func chromeIsNotPaired() {
        var before = MotionTesting.frame(Text("12:40").id("t"), width: 8)
        var after = MotionTesting.frame(Text("12:40").id("t"), width: 8)
        before.regions.append(Region(id: RegionID("dismiss"), rect: Rect(x: 5, y: 0, width: 3, height: 1), kind: .chrome, action: .dismiss))
        after.regions.append(Region(id: RegionID("dismiss"), rect: Rect(x: 4, y: 0, width: 3, height: 1), kind: .chrome, action: .dismiss))
        after.regions.append(Region(id: RegionID("other"), rect: Rect(x: 0, y: 0, width: 3, height: 1), kind: .chrome))
        let changes = RegionPairing.changes(from: before, to: after)
        #expect(changes.map(\.id.path).allSatisfy { $0.hasSuffix("#t") }, "\(changes.map(\.id))")
    }
}
