import ActivityRuntime
import Foundation
import IslandInputs
import IslandPreview
import IslandPushServer
import Testing

/// Issue 36's report: a push's new state, logged "applied", must be what the island and the
/// Lock Screen draw, not the example's own state. Read from the screen.
@Suite("A pushed state reaches the screen")
struct PushedStateShowsTests {
    @Test func aNewDriverNameIsDrawnOnTheLockScreenAndInTheExpandedIsland() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        #expect(!backend.screen.plainText.contains("Zed Zebra"))
        let body = #"{"aps": {"timestamp": 1800000600, "event": "update", "content-state": "#
            + #"{"driverName": "Zed Zebra", "deliveryTimer": [821692800, 821694300]}}}"#
        session.receive(PushDelivery(address: .activity(id: "pizza", app: "Pizza"),
                                     payload: .success(try PushPayload.parse(Data(body.utf8), file: "push")),
                                     apnsID: "0A1B2C3D-0000-4000-8000-000000000000"))
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.update, target: "pizza")))
        // Held, so the island shows its expanded presentation beside the Lock Screen's card.
        try loop.step(at: 0.5, event: .key(.character("e"), []))
        try PreviewTesting.run(loop, from: 0.6, to: 3)
        let screen = backend.screen.plainText
        // The expanded island's line (cut: "Zed Zebra is on thei…") and the Lock Screen card's.
        let lines = screen.split(separator: "\n").filter { $0.contains("Zed Zebra is on") }
        #expect(lines.count == 2, "\(lines.joined(separator: "\n"))")
        #expect(!screen.contains("Bill James"))
    }
}
