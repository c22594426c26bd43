import ActivityRuntime
import Foundation
import IslandInputs
@testable import IslandPreview
import IslandPushServer
import LiveActivity
import TerminalBackends
import TerminalCanvas
import Testing

/// What a push changes is what the previewer draws: the phones after a push are cell for cell
/// the phones after the same state is given by the previewer's own keys, the path that always
/// drew (the issue's bug: a push was applied to the record and the card kept the example's
/// preview). Every push kind, on the Lock Screen and in the expanded island.
@Suite("A push redraws what it changed")
struct PushRedrawTests {
    static let address = PushAddressBook.Address.activity(id: "pizza", app: "Pizza")

    /// The pizza activity's content state with `driver` delivering from 08:00 to 08:25, as a push carries it.
    static func pushed(_ driver: String) -> Data {
        Data(#"{"driverName": "\#(driver)", "deliveryTimer": [821692800, 821694300]}"#.utf8)
    }

    /// The same state as the system keeps it, as a key gives it.
    static func kept(_ driver: String) -> Data {
        Data(#"{"deliveryTimer":["2027-01-15T08:00:00Z","2027-01-15T08:25:00Z"],"driverName":"\#(driver)"}"#.utf8)
    }

    static func payload(_ event: PushPayload.Event, _ state: Data?, stamp: TimeInterval = 1_800_000_010) -> PushPayload {
        PushPayload(timestamp: Date(timeIntervalSince1970: stamp), event: event, contentState: state)
    }

    /// The screen's rows above the status line, whose words differ by path.
    static func phones(_ backend: MemoryBackend) -> [String] {
        (0..<backend.screen.height - 1).map { y in backend.screen.cells(inRow: y).map(\.grapheme).joined() }
    }

    /// Cells, styles included, above the status line and left of the panel's log.
    static func cells(_ backend: MemoryBackend) -> [[Cell]] {
        (0..<backend.screen.height - 1).map { Array(backend.screen.cells(inRow: $0)) }
    }

    /// Two previewers of pizza-delivery, locked or held as `prepare` makes them, one given
    /// `state` by push, the other by the selected activity's update (what `n` does); each run a
    /// second on so transitions end.
    func twoWays(_ prepare: (PreviewSession) -> Void, push: PushPayload) throws -> (pushed: MemoryBackend, keyed: MemoryBackend, session: PreviewSession) {
        let byPush = try PreviewTesting.session(example: "pizza-delivery")
        let byKey = try PreviewTesting.session(example: "pizza-delivery")
        let (pushLoop, pushScreen) = PreviewTesting.loop(byPush)
        let (keyLoop, keyScreen) = PreviewTesting.loop(byKey)
        for session in [byPush, byKey] { prepare(session) }
        try PreviewTesting.run(pushLoop, from: 0, to: 0.5)
        try PreviewTesting.run(keyLoop, from: 0, to: 0.5)
        byPush.receive(PushDelivery(address: Self.address, payload: .success(push), apnsID: "0A1B2C3D-0000-4000-8000-000000000000"))
        let kept = push.contentState.map { _ in Self.kept(Self.driver(in: push)) }
        if push.event == .end {
            byKey.updateSelected(state: kept)
            byKey.run.markOwnState("pizza")
            try byKey.system.end("pizza")
        } else {
            byKey.updateSelected(state: kept)
            byKey.run.markOwnState("pizza")
        }
        try PreviewTesting.run(pushLoop, from: 0.5, to: 3)
        try PreviewTesting.run(keyLoop, from: 0.5, to: 3)
        return (pushScreen, keyScreen, byPush)
    }

    static func driver(in payload: PushPayload) -> String {
        let object = (try? JSONSerialization.jsonObject(with: payload.contentState ?? Data())) as? [String: Any]
        return object?["driverName"] as? String ?? ""
    }

    @Test func anUpdateOnTheLockScreenDrawsAsTheSameStateByKey() throws {
        let (pushed, keyed, session) = try twoWays({ $0.system.lock() }, push: Self.payload(.update, Self.pushed("Zelda Quill")))
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.update, target: "pizza")))
        let rows = Self.phones(pushed)
        #expect(rows.contains { $0.contains("Zelda Quill is on their way") }, "\(rows.joined(separator: "\n"))")
        #expect(!rows.contains { $0.contains("Bill James") })
        #expect(Self.cells(pushed).map { $0.prefix(52) } == Self.cells(keyed).map { $0.prefix(52) }, "the phone, cell for cell")
    }

    @Test func anUpdateInTheExpandedIslandDrawsAsTheSameStateByKey() throws {
        let (pushed, keyed, _) = try twoWays({ $0.toggleExpanded() }, push: Self.payload(.update, Self.pushed("Zelda Quill")))
        let rows = Self.phones(pushed)
        #expect(rows.contains { $0.contains("Call driver") } && rows.contains { $0.contains("Zelda Quill") }, "\(rows.joined(separator: "\n"))")
        #expect(Self.cells(pushed).map { $0.prefix(52) } == Self.cells(keyed).map { $0.prefix(52) })
    }

    @Test func anEndWithAFinalStateDrawsTheFinalState() throws {
        let (pushed, keyed, session) = try twoWays({ $0.system.lock() }, push: Self.payload(.end, Self.pushed("Ada Final")))
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.end, target: "pizza")))
        #expect(Self.phones(pushed).contains { $0.contains("Ada Final is on their way") })
        #expect(Self.cells(pushed).map { $0.prefix(52) } == Self.cells(keyed).map { $0.prefix(52) })
    }

    /// An end without a state keeps drawing what was drawn: the example's preview.
    @Test func anEndWithoutAStateKeepsWhatWasDrawn() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let (loop, backend) = PreviewTesting.loop(session)
        session.system.lock()
        try PreviewTesting.run(loop, from: 0, to: 0.5)
        session.receive(PushDelivery(address: Self.address, payload: .success(Self.payload(.end, nil)), apnsID: "0A1B2C3D-0000"))
        try PreviewTesting.run(loop, from: 0.5, to: 2)
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.end, target: "pizza")))
        #expect(Self.phones(backend).contains { $0.contains("Bill James is on their way") })
    }

    @Test func aPushToStartIsDrawnBesideTheOthers() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let (loop, backend) = PreviewTesting.loop(session)
        session.system.lock()
        try PreviewTesting.run(loop, from: 0, to: 0.5)
        var start = Self.payload(.start, Self.pushed("Grace Start"))
        start.attributesType = "PizzaDeliveryAttributes"
        start.attributes = Data(#"{"numberOfPizzas": 5, "totalAmount": "$50.00"}"#.utf8)
        start.alert = AlertConfiguration(title: "Started", body: "by push")
        session.receive(PushDelivery(address: .pushToStart(app: "Pizza"), payload: .success(start), apnsID: "0A1B2C3D-0000"))
        try PreviewTesting.run(loop, from: 0.5, to: 3)
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.start, target: "pizza-push-1")))
        let rows = Self.phones(backend)
        #expect(rows.contains { $0.contains("5 Pizzas") } && rows.contains { $0.contains("2 Pizzas") }, "both cards: \(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("Grace Start is on their way") } && rows.contains { $0.contains("Bill James is on their way") })
        #expect(rows.contains { $0.contains("Pizza pizza-push-1") }, "the panel lists it")
    }

    @Test func aStartOfAnAttributesTypeNoWidgetDrawsIsDroppedWithTheNamesThereAre() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        var start = Self.payload(.start, Self.pushed("Grace"))
        start.attributesType = "PizzaDeliveryAtributes"
        start.attributes = Data(#"{"numberOfPizzas": 5, "totalAmount": "$50.00"}"#.utf8)
        session.receive(PushDelivery(address: .pushToStart(app: "Pizza"), payload: .success(start), apnsID: "0A1B2C3D-0000"))
        guard case .push("0A1B2C3D", .ignored(.start, "pizza-push-1", let reason))? = session.flash else {
            Issue.record("\(String(describing: session.flash))")
            return
        }
        #expect(reason.hasPrefix(#"no widget draws attributes type "PizzaDeliveryAtributes"; did you mean "PizzaDeliveryAttributes"?"#))
        #expect(session.system.records.count == 1)
    }

    /// The issue's misspelt payload: dropped, the record and the screen as they were, the
    /// reason whole in the log and on the status line.
    @Test func aStateThatCannotDecodeIsDroppedAndChangesNothing() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let (loop, backend) = PreviewTesting.loop(session, size: Size(width: 210, height: 45))
        session.system.lock()
        try PreviewTesting.run(loop, from: 0, to: 0.5)
        let record = try #require(session.system.record("pizza"))
        #expect(Self.phones(backend).contains { $0.contains("Bill James is on their way") })
        let misspelt = Self.payload(.update, Data(#"{"driverNam": "Zelda Quill", "deliveryTimer": "soon"}"#.utf8))
        session.receive(PushDelivery(address: Self.address, payload: .success(misspelt), apnsID: "0A1B2C3D-0000"))
        try PreviewTesting.run(loop, from: 0.5, to: 2)
        let reason = #"the content state for PizzaDeliveryAttributes: $: missing required key "driverName"; the data has "driverNam": did you mean "driverName"?"#
        #expect(session.flash == .push(label: "0A1B2C3D", .dropped(.update, target: "pizza", error: reason)))
        #expect(session.log.contains { $0.isLoss && $0.text == "pizza: the device drops the update: " + reason })
        #expect(session.system.record("pizza")?.stateJSON == record.stateJSON)
        #expect(session.system.record("pizza")?.lastUpdatedAt == record.lastUpdatedAt)
        // The card as it was (its timer alone moves on).
        #expect(Self.phones(backend).contains { $0.contains("Bill James is on their way") })
        #expect(!Self.phones(backend).contains { $0.contains("Zelda") })
        // The panel's log rows hold the whole reason, wrapped, not cut.
        let panel = try #require(PreviewTesting.point(of: "ACTIVITIES", in: backend.screen)).x
        let log = (0..<backend.screen.height - 1).map { y in backend.screen.cells(inRow: y).dropFirst(panel).map(\.grapheme).joined() }
            .joined(separator: " ")
        let words = log.split(separator: " ").joined(separator: " ")
        #expect(words.contains(#"missing required key "driverName"; the data has "driverNam": did you mean "driverName"?"#), "\(log)")
    }
}
