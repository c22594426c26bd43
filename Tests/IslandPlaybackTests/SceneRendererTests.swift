import Foundation
import IslandExamples
import Testing
import TermIsland
import TerminalCanvas

@Suite("Scenes: several activities drawn frame after frame")
struct SceneRendererTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func content(island: SceneContent.Island, cards: [String]) -> SceneContent {
        var content = SceneContent(island: island, lockScreen: cards)
        for (id, example) in [("pizza", Example.pizzaDelivery), ("ride", Example.rideShare), ("flight", Example.flight)] {
            let preview = try! #require(example.kind.preview?(start, 300))
            content.activities[id] = SceneContent.Activity(kind: example.kind, data: preview.data)
        }
        return content
    }

    @Test func aSceneHasOneHitMapWithEveryRegionScopedByActivityAndPresentation() throws {
        let scenes = SceneRenderer(device: .iPhone15Pro)
        let scene = scenes.render(content(island: .minimal(attached: "ride", detached: "flight"), cards: ["pizza", "ride"]),
                                  at: start.addingTimeInterval(300))
        let frame = scene.stacked()
        let scopes = Set(frame.regions.map { String($0.id.path.split(separator: "/").first ?? "") })
        #expect(scopes == ["island", "island-detached", "ride·minimal-attached", "flight·minimal-detached", "pizza·lock-screen", "ride·lock-screen"])
        // The same scopes as values: a reader never splits the path.
        let scoped = Set(frame.regions.compactMap { region in region.id.activityID.map { "\($0) \(region.id.presentation!)" } })
        #expect(scoped == ["ride minimalAttached", "flight minimalDetached", "pizza lockScreen", "ride lockScreen"])
        #expect(frame.regions.filter { $0.id.activityID == nil }.map(\.id.path).sorted() == ["island", "island-detached"])
        #expect(frame.regions.filter { $0.kind == .island }.map(\.rect) == [Rect(x: 0, y: 0, width: 24, height: 3), Rect(x: 25, y: 0, width: 7, height: 3)],
                "the island's shape: attached and detached")
        #expect(Set(frame.regions.map(\.id)).count == frame.regions.count, "no two regions share an ID")
        // Every region lies inside the frame.
        #expect(frame.regions.allSatisfy { frame.canvas.bounds.intersection($0.rect) == $0.rect })
        // The second card starts below the island and the first card, a blank row between each.
        let island = try #require(scene.island), pizza = scene.lockScreen[0].rendered
        let rideCard = try #require(frame.region(RegionID("ride·lock-screen")))
        #expect(rideCard.rect.minY == island.canvas.height + 1 + pizza.canvas.height + 1)
    }

    @Test func aTimerTickRedrawsTheSameSceneWithNewDigitsOnly() {
        let scenes = SceneRenderer(device: .iPhone15Pro)
        let content = content(island: .compact("pizza"), cards: ["pizza"])
        let first = scenes.render(content, at: start.addingTimeInterval(300)).stacked()
        let second = scenes.render(content, at: start.addingTimeInterval(301)).stacked()
        let changed = CanvasDiff(from: first.canvas, to: second.canvas).flatMap { run in
            (0..<run.cells.count).map { Point(x: run.column + $0, y: run.row) }
        }
        #expect(!changed.isEmpty)
        // Only timer text changed: every changed cell lies in a timer region.
        let timers = second.regions.filter { $0.kind == .timerText }
        #expect(changed.allSatisfy { point in timers.contains { $0.rect.contains(point) } })
        #expect(first.regions.map(\.id) == second.regions.map(\.id))
    }

    @Test func activitiesWhoseDataDoesNotDecodeAreLeftOutWithAReason() {
        var content = content(island: .compact("pizza"), cards: ["pizza"])
        content.activities["pizza"]?.data.state = Data(#"{"driverName": 1}"#.utf8)
        let scene = SceneRenderer().render(content, at: start)
        #expect(scene.island == nil && scene.lockScreen.isEmpty)
        #expect(scene.errors.map { "\($0.activityID) \($0.presentation)" } == ["pizza compact", "pizza lockScreen"])
        #expect(scene.errors.allSatisfy { if case .dataDoesNotDecode = $0.error { true } else { false } })
        #expect(scene.errors.map(\.description) == [
            "pizza (compact): the content state for PizzaDeliveryAttributes: $.driverName: expected a string, got the number 1",
            "pizza (lock-screen): the content state for PizzaDeliveryAttributes: $.driverName: expected a string, got the number 1",
        ])
    }
}
