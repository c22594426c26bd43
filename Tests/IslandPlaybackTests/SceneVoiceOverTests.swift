import Foundation
import IslandExamples
import Testing
import TermIsland

/// What a previewer shows VoiceOver reading: the island a scene draws, both apps' minimal
/// presentations when two share it.
@Test func twoAppsMinimalPresentationsAreReadAttachedFirst() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    var content = SceneContent(island: .minimal(attached: "ride", detached: "pizza"), lockScreen: [])
    for (id, example) in [("pizza", Example.pizzaDelivery), ("ride", Example.rideShare)] {
        let preview = try #require(example.kind.preview?(start, 300))
        content.activities[id] = SceneContent.Activity(kind: example.kind, data: preview.data)
    }
    let island = try #require(SceneRenderer(device: .iPhone15Pro).render(content, at: start.addingTimeInterval(300)).island)
    #expect(island.voiceOverText == """
        1. car, Image
        2. timer, Image
        3. 20:00
        """)
}
