import Foundation
import IslandInputs
import IslandPlayback
import IslandPreview
import IslandPushServer
import TermIsland
import Testing

/// A push that arrived before an edit changed the activity's state type is delivered again into
/// the new type (the warm loop's reload, docs/WidgetFolders.md): a field the edit added takes
/// its placeholder and one it removed is dropped, each with a line in the log, and what the push
/// said is still what the phone shows.
@Suite("Pushes carried into an edited state type")
struct ReloadedPushStateTests {
    /// The widget before the edit: a courier and a note.
    struct CourierBefore: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var courier: String
            var note: String
        }
        var order: Int
    }

    /// After the edit: the note gone, the stops added.
    struct CourierAfter: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var courier: String
            var stops: Int
        }
        var order: Int
    }

    struct BeforeWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: CourierBefore.self) { context in
                Text("\(context.state.courier) · \(context.state.note)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Text(context.state.courier) }
                } compactLeading: { Text("C") } compactTrailing: { Text(context.state.courier) } minimal: { Text("C") }
            }
        }
    }

    struct AfterWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: CourierAfter.self) { context in
                Text("\(context.state.courier) · \(context.state.stops) stops")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Text(context.state.courier) }
                } compactLeading: { Text("C") } compactTrailing: { Text(context.state.courier) } minimal: { Text("C") }
            }
        }
    }

    /// A session of one courier activity drawn by `kind`, both named "Courier" as a reloaded
    /// widget's kind is named as the first one was.
    func session(_ kind: ActivityKind) -> PreviewSession {
        var kinds = ActivityKinds()
        kinds.register(kind, as: "courier")
        let scenario = Scenario(name: "courier", timeline: [
            ScenarioEvent(at: 0, action: .request(ScenarioRequest(id: "order", app: "Couriers", example: "courier", relevance: 50))),
        ])
        return PreviewSession(scenario: scenario, kinds: kinds)
    }

    static let before = ActivityKind.widget(BeforeWidget.self, attributes: CourierBefore.self, named: "Courier") { _, _ in
        ActivityPreview(CourierBefore(order: 7), .init(courier: "Ana", note: "ring twice"))
    }
    static let after = ActivityKind.widget(AfterWidget.self, attributes: CourierAfter.self, named: "Courier") { _, _ in
        ActivityPreview(CourierAfter(order: 7), .init(courier: "Ana", stops: 1))
    }

    func lockScreen(of session: PreviewSession) -> String {
        session.perform(.toggleLock)
        return PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas.plainText
    }

    @Test func aPushedStateTakesThePlaceholderOfAnAddedFieldAndDropsARemovedOne() throws {
        let running = session(Self.before)
        var payload = try PushPayload.load(from: PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios/payloads/update-pizza.json"))
        payload.contentState = Data(#"{"courier": "Zoë", "note": "leave at the door"}"#.utf8)
        running.receive(PushDelivery(address: .activity(id: "order", app: "Couriers"), payload: .success(payload),
                                     apnsID: "5E1F0000-0000-4000-8000-000000000000"))
        #expect(running.system.record("order").map { String(decoding: $0.stateJSON, as: UTF8.self) }?.contains("Zoë") == true)

        let reloaded = session(Self.after)
        reloaded.adopt(settingsOf: running)
        let texts = reloaded.log.map(\.text)
        #expect(texts.contains("push 5E1F0000 delivered again: `stops` new in Courier, given a placeholder"), "\(texts)")
        #expect(texts.contains("push 5E1F0000 delivered again: `note` not in Courier now, dropped"), "\(texts)")
        #expect(!texts.contains { $0.contains("was not delivered again") }, "\(texts)")
        // The push's courier, with the placeholder's 3 stops, on the phone.
        let screen = lockScreen(of: reloaded)
        #expect(screen.contains("Zoë · 3 stops"), "\(screen)")
        #expect(!screen.contains("Ana · 1 stops"))
    }

    @Test func aPushTheTypeStillReadsIsDeliveredAsItWasWithNoLine() throws {
        let running = session(Self.after)
        var payload = try PushPayload.load(from: PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios/payloads/update-pizza.json"))
        payload.contentState = Data(#"{"courier": "Zoë", "stops": 2}"#.utf8)
        running.receive(PushDelivery(address: .activity(id: "order", app: "Couriers"), payload: .success(payload),
                                     apnsID: "5E1F0001-0000-4000-8000-000000000000"))
        let reloaded = session(Self.after)
        reloaded.adopt(settingsOf: running)
        #expect(!reloaded.log.contains { $0.text.contains("delivered again") })
        #expect(lockScreen(of: reloaded).contains("Zoë · 2 stops"))
    }

    @Test func aStateThatNoPlaceholderMendsIsNotDeliveredAgainAndSaysWhy() throws {
        // A courier that is a number cannot be read as the type's String with any placeholder:
        // the push is left out, with the device's reason, and the phone shows the preview's state.
        #expect(Self.after.carriedPushedState(Data(#"{"courier": 7, "stops": 2}"#.utf8), around: Date()) == nil)
        #expect(Self.after.carriedPushedState(Data("[1, 2]".utf8), around: Date()) == nil)
        let running = session(Self.before)
        var payload = try PushPayload.load(from: PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios/payloads/update-pizza.json"))
        payload.contentState = Data(#"{"courier": 7, "note": "x"}"#.utf8)
        running.receive(PushDelivery(address: .activity(id: "order", app: "Couriers"), payload: .success(payload),
                                     apnsID: "5E1F0002-0000-4000-8000-000000000000"))
        let reloaded = session(Self.after)
        reloaded.adopt(settingsOf: running)
        #expect(reloaded.log.contains { $0.text.hasPrefix("push 5E1F0002 was not delivered again after the reload: ") },
                "\(reloaded.log.map(\.text))")
        #expect(lockScreen(of: reloaded).contains("Ana · 1 stops"))
    }
}
