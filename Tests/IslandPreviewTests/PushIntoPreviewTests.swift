import ActivityRuntime
import Foundation
import IslandInputs
import IslandPreview
import IslandPushServer
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pushes arriving in a running previewer: what the session makes of each, and the whole path
/// from an HTTP request to the screen.
@Suite("Pushes into a running previewer")
struct PushIntoPreviewTests {
    static let payloads = PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios/payloads")

    func payload(_ name: String) throws -> PushPayload {
        try PushPayload.load(from: Self.payloads.appendingPathComponent(name))
    }

    func delivery(_ address: PushAddressBook.Address, _ payload: PushPayload) -> PushDelivery {
        PushDelivery(address: address, payload: .success(payload), apnsID: "0A1B2C3D-0000-4000-8000-000000000000")
    }

    @Test func anUpdateToAnActivitysTokenIsAppliedAndSaysSo() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        #expect(session.pushAddresses.address(of: PushAddressBook.token(forActivity: "pizza")) == .activity(id: "pizza", app: "Pizza"))
        session.receive(delivery(.activity(id: "pizza", app: "Pizza"), try payload("update-pizza.json")))
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.update, target: "pizza")))
        let texts = session.log.map(\.text)
        let arrives = try #require(texts.firstIndex { $0.hasPrefix("a push arrives: update pizza") })
        #expect(texts.last == "push 0A1B2C3D: update pizza: applied")
        #expect(arrives < texts.count - 1)
    }

    /// A push is part of what happened: a reloaded widget (`--watch`) or another device gets it
    /// again, at its moment, decoded from its JSON into the reloaded types.
    @Test func aPushIsDeliveredAgainOnAReloadAndOnAnotherDevice() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery", speed: 60)
        session.advance(realSeconds: 1)
        session.receive(delivery(.activity(id: "pizza", app: "Pizza"), try payload("update-pizza.json")))
        session.advance(realSeconds: 1)
        #expect(session.system.record("pizza")?.relevanceScore == 90)
        let reloaded = try PreviewTesting.session(example: "pizza-delivery")
        #expect(reloaded.system.record("pizza")?.relevanceScore != 90)
        reloaded.adopt(settingsOf: session)
        #expect(reloaded.system.record("pizza")?.relevanceScore == 90)
        #expect(reloaded.system.record("pizza")?.lastUpdatedAt == session.system.record("pizza")?.lastUpdatedAt)
        #expect(!reloaded.log.contains { $0.text.contains("was not delivered again") })
        reloaded.perform(.nextDevice)
        #expect(reloaded.system.record("pizza")?.relevanceScore == 90, "another device lost the push")
    }

    @Test func aStartToAnAppsPushToStartTokenStartsANewActivity() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        session.receive(delivery(.pushToStart(app: "Pizza"), try payload("start-pizza.json")))
        #expect(session.flash == .push(label: "0A1B2C3D", .applied(.start, target: "pizza-push-1")))
        #expect(session.system.record("pizza-push-1")?.app == "Pizza")
        session.receive(delivery(.pushToStart(app: "Pizza"), try payload("start-pizza.json")))
        #expect(session.system.record("pizza-push-2") != nil)
    }

    @Test func aPushToTheWrongKindOfTokenIsDroppedAsTheDeviceWould() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        session.receive(delivery(.activity(id: "pizza", app: "Pizza"), try payload("start-pizza.json")))
        #expect(session.flash == .push(label: "0A1B2C3D", .startToActivityToken(activityID: "pizza")))
        session.receive(delivery(.pushToStart(app: "Pizza"), try payload("update-pizza.json")))
        #expect(session.flash == .push(label: "0A1B2C3D", .toStartToken(.update, app: "Pizza")))
        #expect(session.system.records.count == 1)
    }

    @Test func aPayloadTheDeviceCannotReadIsDroppedWithItsReason() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let error = InputFileError(file: "push x", location: "$.aps", reason: #"missing required key "timestamp""#)
        session.receive(PushDelivery(address: .activity(id: "pizza", app: "Pizza"), payload: .failure(error), apnsID: "FFFFFFFF-0000"))
        #expect(session.flash == .push(label: "FFFFFFFF", .unreadable(reason: #"missing required key "timestamp""#)))
    }

    @Test func anOlderPushIsIgnoredWithTheReason() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        session.receive(delivery(.activity(id: "pizza", app: "Pizza"), try payload("update-pizza.json")))
        var older = try payload("update-pizza.json")
        older.timestamp = older.timestamp.addingTimeInterval(-60)
        session.receive(delivery(.activity(id: "pizza", app: "Pizza"), older))
        guard case .push("0A1B2C3D", .ignored(.update, "pizza", let reason))? = session.flash else {
            Issue.record("\(String(describing: session.flash))")
            return
        }
        #expect(reason.hasPrefix("timestamp 1800000540 is older than the last update"))
    }

    @Test func aRequestOverHTTPReachesTheScreenAndTheListingGoesWithThePreviewer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-push-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path])
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let (loop, backend) = PreviewTesting.loop(session)
        let pushes = try PreviewPushes(port: 0, name: "pizza-delivery", registry: registry)
        loop.pushes = pushes
        try loop.step(at: 0, event: nil)
        let listed = try #require(registry.entries().first)
        #expect(listed.name == "pizza-delivery" && listed.pid == getpid() && listed.port == pushes.server.port)
        #expect(listed.activities.map(\.id) == ["pizza"])
        let body = try Data(contentsOf: Self.payloads.appendingPathComponent("update-pizza.json"))
        let response = try PushClient.post(port: pushes.server.port, token: listed.activities[0].token,
                                           topic: "com.example.pizza.push-type.liveactivity", body: body)
        #expect(response.status == 200)
        let id = try #require(response.value(of: "apns-id"))
        try PreviewTesting.run(loop, from: 0, to: 1)
        let lastRow = backend.screen.cells(inRow: backend.screen.height - 1).map(\.grapheme).joined()
        #expect(lastRow.hasPrefix(" push \(id.prefix(8)): update pizza: applied"))
        pushes.stop()
        #expect(registry.entries().isEmpty)
    }

    @Test func aPortAnotherProgramHoldsIsRefusedWithWhatToDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-push-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path])
        let holder = try PreviewPushes(port: 0, name: "first", registry: registry)
        defer { holder.stop() }
        let port = holder.server.port
        #expect(throws: PushServerError.self) { try PreviewPushes(port: port, name: "second", registry: registry) }
        do {
            _ = try PreviewPushes(port: port, name: "second", registry: registry)
        } catch {
            #expect("\(error)".hasPrefix("cannot listen for pushes on 127.0.0.1:\(port): "))
            #expect("\(error)".hasSuffix("(another previewer on that port? without --push-port any free one is taken)"))
        }
    }
}
