import ActivityRuntime
import Foundation
import IslandPushServer
import LiveActivity
import Testing

/// `Activity.pushToStartToken` (iOS 17.2) is the token the previewer's address book gives the
/// app: a `start` sent to it reaches the previewer.
@Suite("Push-to-start tokens")
struct PushToStartTokenTests {
    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
    }

    @Test func theAppsTokenIsTheOneTheAddressBookReaches() async throws {
        let token = try #require(ActivitySystem.$currentApp.withValue("Courier") { Activity<Delivery>.pushToStartToken })
        let hex = token.map { String(format: "%02x", $0) }.joined()
        #expect(hex == PushAddressBook.token(forPushToStart: "Courier"))
        let book = PushAddressBook(activities: [], apps: ["Courier"])
        #expect(book.address(of: hex) == .pushToStart(app: "Courier"))
        let updates = ActivitySystem.$currentApp.withValue("Courier") { Activity<Delivery>.pushToStartTokenUpdates }
        var iterator = updates.makeAsyncIterator()
        #expect(await iterator.next() == token)
    }
}
