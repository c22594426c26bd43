import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import IslandPreview
import TermIsland

/// `swift run MyActivityPreview among-examples.json`: DeliveryWidget in a scenario, competing
/// for the island with island's own examples, which the scenario names as `island list` does.
func previewAmongExamples(_ file: String) throws {
    let scenario = try Scenario.load(from: URL(fileURLWithPath: file))
    let order = DeliveryAttributes(orderNumber: "#4821")
    var kinds = ActivityKinds.builtInExamples
    // Requests name it "delivery", as they name "pizza-delivery"; its states start with the scenario.
    kinds.register(IslandPreview.kind(DeliveryWidget.self, attributes: order, states: states(from: scenario.start)), as: "delivery")
    do {
        try IslandPreview.run(scenario: scenario, kinds: kinds)
    } catch let error as PreviewUnavailable {
        // No terminal (a pipe, CI): what `island play` prints, at each event's time.
        FileHandle.standardError.write(Data("MyActivityPreview: \(error); the scenario as text:\n".utf8))
        let player = ScenarioPlayer(scenario: scenario, kinds: kinds)
        for frame in player.frames(at: Array(Set(scenario.timeline.map(\.at))).sorted()) {
            print(PlaybackTranscript(scenario: scenario).text(of: frame))
        }
    }
}
