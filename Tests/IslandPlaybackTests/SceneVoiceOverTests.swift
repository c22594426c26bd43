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

/// A scene renderer that does not read VoiceOver (the previewer, unless its overlay shows)
/// draws the same cells and regions, and reads nothing; turned back on, it reads again.
@Test func aSceneThatReadsNoVoiceOverDrawsTheSame() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    var content = SceneContent(island: .compact("pizza"), lockScreen: ["pizza", "ride"])
    for (id, example) in [("pizza", Example.pizzaDelivery), ("ride", Example.rideShare)] {
        let preview = try #require(example.kind.preview?(start, 300))
        content.activities[id] = SceneContent.Activity(kind: example.kind, data: preview.data)
    }
    let now = start.addingTimeInterval(300)
    let reading = SceneRenderer(device: .iPhone15Pro).render(content, at: now)
    let silent = SceneRenderer(device: .iPhone15Pro)
    silent.readsVoiceOver = false
    let quiet = silent.render(content, at: now)
    #expect(quiet.stacked().canvas == reading.stacked().canvas)
    #expect(quiet.stacked().regions == reading.stacked().regions)
    #expect(try #require(reading.island).voiceOver.isEmpty == false)
    #expect(try #require(quiet.island).voiceOver.isEmpty)
    #expect(quiet.lockScreen.allSatisfy { $0.rendered.voiceOver.isEmpty })
    #expect(reading.lockScreen.allSatisfy { !$0.rendered.voiceOver.isEmpty })
    silent.readsVoiceOver = true
    #expect(try #require(silent.render(content, at: now).island).voiceOverText == reading.island?.voiceOverText)
}
