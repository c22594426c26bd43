import Foundation
import IslandPushServer
import Testing

@Suite("Answering as APNs does")
struct APNsAnswerTests {
    static let book = PushAddressBook(activities: [("pizza", "Pizza", false), ("old", "Pizza", true)], apps: ["Pizza"])
    static let pizza = PushAddressBook.token(forActivity: "pizza")
    static let update = try! Data(contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scenarios/payloads/update-pizza.json"))

    static func request(method: String = "POST", path: String = "/3/device/\(pizza)", headers: [(String, String)]? = nil,
                        body: Data = update) -> HTTPRequest {
        let standard = [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.pizza.push-type.liveactivity")]
        return HTTPRequest(method: method, path: path, headers: (headers ?? standard).map { ($0.0, $0.1) }, body: body)
    }

    func reason(_ request: HTTPRequest) -> (Int, String?) {
        let response = APNsAnswer.answer(request, addresses: Self.book).response
        let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return (response.status, json?["reason"] as? String)
    }

    @Test func aGoodPushIsAcceptedWithAnIDAndQueued() {
        let (response, delivery) = APNsAnswer.answer(Self.request(), addresses: Self.book, makeID: { "7C9A0B5E-0000-4000-8000-000000000001" })
        #expect(response == HTTPResponse(status: 200, headers: [("apns-id", "7C9A0B5E-0000-4000-8000-000000000001")]))
        #expect(delivery?.address == .activity(id: "pizza", app: "Pizza"))
        #expect((try? delivery?.payload.get())?.event == .update)
    }

    @Test func theSendersAPNsIDIsAnsweredBack() {
        var request = Self.request()
        request.headers.append(("apns-id", "123E4567-E89B-12D3-A456-426614174000"))
        #expect(APNsAnswer.answer(request, addresses: Self.book).response.value(of: "apns-id") == "123E4567-E89B-12D3-A456-426614174000")
    }

    @Test func aTokenIsTheActivitysPushTokenInHexAnyCase() {
        #expect(Self.pizza.count == 64)
        #expect(Self.pizza.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(reason(Self.request(path: "/3/device/\(Self.pizza.uppercased())")).0 == 200)
    }

    @Test func everyRefusalHasAPNsStatusAndReason() {
        let standard = [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.pizza.push-type.liveactivity")]
        #expect(reason(Self.request(method: "GET")) == (405, "MethodNotAllowed"))
        #expect(reason(Self.request(path: "/3/devices/x")) == (404, "BadPath"))
        #expect(reason(Self.request(path: "/3/device/")) == (400, "MissingDeviceToken"))
        #expect(reason(Self.request(path: "/3/device/00ff")) == (400, "BadDeviceToken"))
        #expect(reason(Self.request(path: "/3/device/\(PushAddressBook.token(forActivity: "old"))")) == (410, "Unregistered"))
        #expect(reason(Self.request(headers: [standard[1]])) == (400, "InvalidPushType"))
        #expect(reason(Self.request(headers: [("apns-push-type", "alert"), standard[1]])) == (400, "InvalidPushType"))
        #expect(reason(Self.request(headers: [standard[0]])) == (400, "MissingTopic"))
        #expect(reason(Self.request(headers: [standard[0], ("apns-topic", "com.example.pizza")])) == (400, "BadTopic"))
        #expect(reason(Self.request(headers: [standard[0], ("apns-topic", ".push-type.liveactivity")])) == (400, "BadTopic"))
        #expect(reason(Self.request(headers: standard + [standard[1]])) == (400, "DuplicateHeaders"))
        #expect(reason(Self.request(headers: standard + [("apns-id", "not-a-uuid")])) == (400, "BadMessageId"))
        #expect(reason(Self.request(headers: standard + [("apns-priority", "7")])) == (400, "BadPriority"))
        #expect(reason(Self.request(headers: standard + [("apns-priority", "5")])).0 == 200)
        #expect(reason(Self.request(body: Data())) == (400, "PayloadEmpty"))
    }

    @Test func aPayloadTheDeviceDropsIsAcceptedAsAPNsWouldAndSaysWhy() {
        let (response, delivery) = APNsAnswer.answer(Self.request(body: Data(#"{"aps": {"event": "update"}}"#.utf8)), addresses: Self.book)
        #expect(response.status == 200)
        #expect(response.value(of: "termisland-dropped") == #"missing required key "timestamp""#)
        guard case .failure = delivery?.payload else { Issue.record("parsed"); return }
    }

    @Test func aPushToStartTokenIsTheApps() {
        let path = "/3/device/\(PushAddressBook.token(forPushToStart: "Pizza"))"
        #expect(APNsAnswer.answer(Self.request(path: path), addresses: Self.book).delivery?.address == .pushToStart(app: "Pizza"))
    }
}
