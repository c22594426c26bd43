import Foundation
import IslandExamples
import LiveActivity

/// `island-bench scene`: a phone's whole screen of Live Activities (the island, and 1, 4 or 16
/// Lock Screen cards) drawn frame after frame as a timer ticks, one second of virtual time a
/// frame. "warm" keeps one `SceneRenderer`, as a previewer and playback do; "cold" makes a new
/// one every frame (every stack system solved again, every text measured again).
func runSceneBenchmarks(_ arguments: [String]) {
    let repetitions = arguments.contains("--quick") ? 30 : 300
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let examples = [Example.pizzaDelivery, .rideShare, .flight, .kitchenTimer, .sportsScore, .emojiRangers]

    /// `cards` activities, each an example's preview five minutes in; the first is on the island.
    func content(cards: Int, island: (String) -> SceneContent.Island) -> SceneContent {
        var content = SceneContent()
        for index in 0..<cards {
            let example = examples[index % examples.count]
            let id = "\(example.name)-\(index)"
            let preview = example.kind.preview!(start, 300)
            content.activities[id] = SceneContent.Activity(kind: example.kind, data: preview.data, isStale: preview.isStale)
            content.lockScreen.append(id)
        }
        content.island = island(content.lockScreen[0])
        return content
    }

    var sink = 0
    func measure(_ name: String, cards: Int, _ frame: (Int) -> RenderedScene) {
        let samples = sampleNanoseconds(repetitions: repetitions, index: { tick in
            let scene = frame(tick)
            sink &+= scene.lockScreen.count
            return Double(scene.island?.canvas.width ?? 0)
        })
        print(BenchRecord([
            "suite": .string("scene"), "case": .string(name), "cards": .integer(cards),
            "reps": .integer(repetitions), "median_us": .number(median(samples) / 1000),
        ]).jsonLine)
    }

    for cards in [1, 4, 16] {
        let compact = content(cards: cards) { .compact($0) }
        let warm = SceneRenderer(device: .iPhone15Pro)
        _ = warm.render(compact, at: start.addingTimeInterval(300))
        measure("warm: compact island and the cards, a timer tick", cards: cards) { tick in
            warm.render(compact, at: start.addingTimeInterval(301 + Double(tick)))
        }
        let expanded = content(cards: cards) { .expanded($0) }
        _ = warm.render(expanded, at: start.addingTimeInterval(300))
        measure("warm: expanded island and the cards, a timer tick", cards: cards) { tick in
            warm.render(expanded, at: start.addingTimeInterval(301 + Double(tick)))
        }
        // As the previewer draws it: what VoiceOver would say is read only for its overlay.
        let quiet = SceneRenderer(device: .iPhone15Pro)
        quiet.readsVoiceOver = false
        _ = quiet.render(compact, at: start.addingTimeInterval(300))
        measure("warm, no VoiceOver read (the previewer's): compact island and the cards, a timer tick", cards: cards) { tick in
            quiet.render(compact, at: start.addingTimeInterval(301 + Double(tick)))
        }
        measure("cold: compact island and the cards, a new renderer", cards: cards) { tick in
            SceneRenderer(device: .iPhone15Pro).render(compact, at: start.addingTimeInterval(301 + Double(tick)))
        }
    }
    blackHole(Double(sink))
}
