import Foundation
import IslandExamples
import IslandSnapshotTesting
import Motion
import Testing
import TermIsland

/// The island morphing between presentations and Lock Screen cards sliding in and out, on whole
/// scenes drawn by `SceneRenderer`.
@Suite("The island's morph and the Lock Screen's cards")
struct SceneMotionTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func scene(_ island: SceneContent.Island, cards: [String], at seconds: Double = 300) -> RenderedFrame {
        var content = SceneContent(island: island, lockScreen: cards)
        for (id, example) in [("pizza", Example.pizzaDelivery), ("ride", Example.rideShare), ("flight", Example.flight)] {
            content.activities[id] = SceneContent.Activity(kind: example.kind, data: example.kind.preview!(start, seconds).data)
        }
        return SceneRenderer(device: .iPhone15Pro).render(content, at: start.addingTimeInterval(seconds)).stacked()
    }

    @Test func compactToExpandedMorphsTheIslandOnASpring() {
        let compact = scene(.compact("pizza"), cards: [])
        let expanded = scene(.expanded("pizza"), cards: [])
        let transition = FrameTransition(from: compact, to: expanded)
        #expect(transition.duration == SystemTiming.islandMorph.duration)
        assertSnapshot(of: MotionTesting.filmstrip(transition, at: [0, 0.1, 0.2, 0.35, 0.5, 0.7, 1]), named: "compact-to-expanded")
        // The shape never gets narrower than the compact island, and ends as the expanded one.
        let compactWidth = compact.region(RegionID("island"))!.rect.width
        for step in 0...60 {
            let row = transition.canvas(at: Double(step) / 60 * transition.duration).plainText.split(separator: "\n")[0]
            #expect(row.trimmingCharacters(in: .whitespaces).count >= compactWidth, "step \(step): \(row)")
        }
        #expect(transition.canvas(at: transition.duration) == expanded.canvas)
    }

    @Test func oneAppBecomingTwoSplitsTheIslandIntoTwoMinimals() {
        let transition = FrameTransition(from: scene(.compact("ride"), cards: []),
                                         to: scene(.minimal(attached: "ride", detached: "flight"), cards: []))
        assertSnapshot(of: MotionTesting.filmstrip(transition, at: [0, 0.25, 0.5, 0.75, 1]), named: "compact-to-minimal")
    }

    @Test func aNewCardSlidesInAndTheOthersMakeWay() {
        let transition = FrameTransition(from: scene(.compact("pizza"), cards: ["pizza"]),
                                         to: scene(.compact("pizza"), cards: ["ride", "pizza"]))
        let kinds = Dictionary(transition.changes.map { ($0.id.path, $0.kind) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["ride·lock-screen"] == .inserted)
        #expect(kinds["pizza·lock-screen"] == .moved)
        assertSnapshot(of: MotionTesting.filmstrip(transition, at: [0, 0.3, 0.6, 1]), named: "card-in")
    }

    @Test func aTimerTickChangesOnlyItsDigitsAndAnimatesNothing() {
        let now = scene(.compact("pizza"), cards: ["pizza"], at: 300), second = scene(.compact("pizza"), cards: ["pizza"], at: 301)
        let transition = FrameTransition(from: now, to: second)
        #expect(transition.isEmpty, "timer text ticks; it does not blur every second")
    }
}
