// `swift run MyActivityPreview`: the previewer on DeliveryWidget, `n` and `p` stepping through
// the states below as Xcode's `#Preview(…) contentStates:` does.
import Foundation
import IslandPreview
import TermIsland

let now = Date()
let eta = now...now.addingTimeInterval(40 * 60)
let states: [DeliveryAttributes.ContentState] = [
    .init(courier: "Sam", stopsAway: 5, eta: eta),
    .init(courier: "Sam", stopsAway: 3, eta: eta),
    .init(courier: "Sam", stopsAway: 1, eta: eta),
]

do {
    try IslandPreview.run(DeliveryWidget.self, attributes: DeliveryAttributes(orderNumber: "#4821"), states: states, app: "Delivery")
} catch let error as PreviewUnavailable {
    // No terminal (a pipe, CI): say so, and show the compact presentation as text instead.
    FileHandle.standardError.write(Data("MyActivityPreview: \(error); the compact presentation as text:\n".utf8))
    let context = ActivityViewContext(attributes: DeliveryAttributes(orderNumber: "#4821"), state: states[0])
    print(PresentationRenderer().render(DeliveryWidget().body, context: context, as: .compact).canvas.plainText)
}
