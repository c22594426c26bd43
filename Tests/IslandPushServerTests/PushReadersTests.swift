import ActivityRuntime
import Foundation
import IslandPlayback
import IslandPushServer
import LiveActivity
import TermIsland
import Testing

/// The server reads each accepted payload with the previewer's kinds before it answers: still
/// APNs's 200, with the reason the device will drop it in `termisland-dropped`, so curl and
/// `island push` see it at once.
@Suite("Reading pushes before answering")
struct PushReadersTests {
    struct Parcel: ActivityAttributes {
        struct ContentState: Codable, Hashable { var stopsAway: Int }
        var carrier: String
    }

    struct ParcelWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Parcel.self) { context in
                Text("\(context.state.stopsAway)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.stopsAway)") }
                } compactLeading: { Text("📦") } compactTrailing: { Text("\(context.state.stopsAway)") } minimal: { Text("📦") }
            }
        }
    }

    static let parcel = ActivityKind.widget(ParcelWidget.self, attributes: Parcel.self)
    static let book = PushAddressBook(activities: [("box", "Post", false)], apps: ["Post"])

    static var readers: PushReaders {
        var kinds = ActivityKinds()
        kinds.register(parcel)
        return PushReaders(byActivity: ["box": parcel], kinds: kinds)
    }

    func answer(_ body: String, to token: String, readers: PushReaders = readers) -> HTTPResponse {
        let request = HTTPRequest(method: "POST", path: "/3/device/\(token)",
                                  headers: [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.post.push-type.liveactivity")],
                                  body: Data(body.utf8))
        return APNsAnswer.answer(request, addresses: Self.book, readers: readers).response
    }

    static let box = PushAddressBook.token(forActivity: "box")
    static let post = PushAddressBook.token(forPushToStart: "Post")

    @Test func anUpdateThatDecodesIsAnsweredPlainly() {
        let response = answer(#"{"aps": {"timestamp": 1800000000, "event": "update", "content-state": {"stopsAway": 2}}}"#, to: Self.box)
        #expect(response.status == 200)
        #expect(response.value(of: "termisland-dropped") == nil)
    }

    @Test func anUpdateThatDoesNotDecodeSaysWhy() {
        let response = answer(#"{"aps": {"timestamp": 1800000000, "event": "update", "content-state": {"stopAway": 2}}}"#, to: Self.box)
        #expect(response.status == 200)
        #expect(response.value(of: "termisland-dropped")
                == #"the content state for Parcel: $: missing required key "stopsAway"; the data has "stopAway": did you mean "stopsAway"?"#)
    }

    @Test func aStartIsReadWithTheKindOfItsAttributesType() {
        let good = #"{"aps": {"timestamp": 1800000000, "event": "start", "attributes-type": "Parcel", "attributes": {"carrier": "Swift Post"}, "#
            + #""content-state": {"stopsAway": 2}, "alert": {"title": "t", "body": "b"}}}"#
        #expect(answer(good, to: Self.post).value(of: "termisland-dropped") == nil)
        let badAttributes = good.replacingOccurrences(of: #""carrier": "Swift Post""#, with: #""carrier": 7"#)
        #expect(answer(badAttributes, to: Self.post).value(of: "termisland-dropped")
                == "the attributes for Parcel: $.carrier: expected a string, got the number 7")
        let unknown = good.replacingOccurrences(of: #""attributes-type": "Parcel""#, with: #""attributes-type": "Parcle""#)
        #expect(answer(unknown, to: Self.post).value(of: "termisland-dropped") == #"no widget draws attributes type "Parcle"; did you mean "Parcel"?"#)
    }

    /// A server without readers (a previewer that set none) cannot know, and says nothing.
    @Test func noReadersNoVerdict() {
        let response = answer(#"{"aps": {"timestamp": 1800000000, "event": "update", "content-state": {"stopAway": 2}}}"#,
                              to: Self.box, readers: PushReaders())
        #expect(response.status == 200 && response.value(of: "termisland-dropped") == nil)
    }
}
