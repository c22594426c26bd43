// `swift run MyActivityPreview`: the previewer on DeliveryWidget, `n` and `p` stepping through
// the states below as Xcode's `#Preview(…) contentStates:` does.
// `swift run MyActivityPreview among-examples.json`: DeliveryWidget competing with island's
// examples in that scenario (AmongExamples.swift).
import Foundation
import IslandPlayback
import IslandPreview
import TermIsland

/// The courier's round from `start`: five stops away, then three, then one, arriving in 40 minutes.
func states(from start: Date) -> [DeliveryAttributes.ContentState] {
    let eta = start...start.addingTimeInterval(40 * 60)
    return [
        .init(courier: "Sam", stopsAway: 5, eta: eta),
        .init(courier: "Sam", stopsAway: 3, eta: eta),
        .init(courier: "Sam", stopsAway: 1, eta: eta),
    ]
}

do {
    if let scenario = CommandLine.arguments.dropFirst().first {
        try previewAmongExamples(scenario)
    } else {
        try IslandPreview.run(DeliveryWidget.self, attributes: DeliveryAttributes(orderNumber: "#4821"), states: states(from: Date()),
                              app: "Delivery")
    }
} catch let error as PreviewUnavailable {
    // No terminal (a pipe, CI): say so, and show the compact presentation as text instead.
    FileHandle.standardError.write(Data("MyActivityPreview: \(error); the compact presentation as text:\n".utf8))
    let context = ActivityViewContext(attributes: DeliveryAttributes(orderNumber: "#4821"), state: states(from: Date())[0])
    print(PresentationRenderer().render(DeliveryWidget().body, context: context, as: .compact).canvas.plainText)
} catch {
    // A scenario that cannot be read or played (`UnplayableScenario` lists every problem).
    FileHandle.standardError.write(Data("MyActivityPreview: \(error)\n".utf8))
    exit(2)
}
