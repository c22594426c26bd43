import Foundation
import ActivityRuntime
import IslandInputs
import IslandPlayback

/// A push the server accepted, for the previewer to deliver on its own thread.
public struct PushDelivery: Sendable {
    /// Where its token points.
    public var address: PushAddressBook.Address
    /// The payload as the device reads it, or why the device drops it (APNs accepts a payload
    /// the device then drops, so this is not an HTTP error).
    public var payload: Result<PushPayload, InputFileError>
    /// The `apns-id` answered.
    public var apnsID: String

    public init(address: PushAddressBook.Address, payload: Result<PushPayload, InputFileError>, apnsID: String) {
        self.address = address
        self.payload = payload
        self.apnsID = apnsID
    }
}

/// What APNs answers a request, checked in the order APNs documents its reasons: method, path,
/// headers, token, body. Pure: the server calls it with the address book of the moment.
public enum APNsAnswer {
    /// The answer to `request`, and the delivery when it is accepted (200). `makeID` gives the
    /// `apns-id` when the request has none; `readers` read the payload's data as the device will.
    public static func answer(_ request: HTTPRequest, addresses: PushAddressBook, readers: PushReaders = PushReaders(),
                              makeID: () -> String = { UUID().uuidString }) -> (response: HTTPResponse, delivery: PushDelivery?) {
        switch check(request, addresses: addresses) {
        case .failure(let refusal):
            return (response(refusing: refusal.reason, explanation: refusal.explanation, headers: refusal.headers,
                             timestamp: refusal.timestamp), nil)
        case .success(let address):
            let id = request.values(of: "apns-id").first ?? makeID()
            let payload: Result<PushPayload, InputFileError>
            do throws(InputFileError) {
                payload = .success(try PushPayload.parse(request.body, file: "push \(id)"))
            } catch {
                payload = .failure(error)
            }
            var headers: [(name: String, value: String)] = [("apns-id", id)]
            // Not APNs's: APNs would accept it and the device drop it; said here so that
            // `island push` and a developer's curl can show why nothing changed.
            switch payload {
            case .failure(let error): headers.append(("termisland-dropped", oneLine(error.reason)))
            case .success(let parsed):
                if let problem = readers.problem(parsed, at: address) { headers.append(("termisland-dropped", oneLine(problem))) }
            }
            return (HTTPResponse(status: 200, headers: headers), PushDelivery(address: address, payload: payload, apnsID: id))
        }
    }

    struct Refusal: Error {
        var reason: APNsReason
        var explanation: String
        var headers: [(name: String, value: String)] = []
        var timestamp: Int?
    }

    static func check(_ request: HTTPRequest, addresses: PushAddressBook) -> Result<PushAddressBook.Address, Refusal> {
        guard request.method == "POST" else { return .failure(Refusal(reason: .methodNotAllowed, explanation: "pushes are POSTed")) }
        let prefix = "/3/device/"
        guard request.path.hasPrefix(prefix) else {
            return .failure(Refusal(reason: .badPath, explanation: "the path is /3/device/<device token>"))
        }
        let token = String(request.path.dropFirst(prefix.count))
        guard !token.isEmpty else { return .failure(Refusal(reason: .missingDeviceToken, explanation: "the path names no device token")) }
        for name in ["apns-push-type", "apns-topic", "apns-id", "apns-priority", "apns-expiration", "apns-collapse-id", "content-length"]
        where request.values(of: name).count > 1 {
            return .failure(Refusal(reason: .duplicateHeaders, explanation: "\(name) is sent twice"))
        }
        guard request.values(of: "apns-push-type").first == "liveactivity" else {
            return .failure(Refusal(reason: .invalidPushType, explanation: "a Live Activity push has apns-push-type: liveactivity"))
        }
        guard let topic = request.values(of: "apns-topic").first, !topic.isEmpty else {
            return .failure(Refusal(reason: .missingTopic, explanation: "apns-topic is <bundle id>.push-type.liveactivity"))
        }
        guard topic.hasSuffix(".push-type.liveactivity"), topic.count > ".push-type.liveactivity".count else {
            return .failure(Refusal(reason: .badTopic, explanation: "a Live Activity's topic ends in .push-type.liveactivity, got \(oneLine(topic))"))
        }
        if let id = request.values(of: "apns-id").first, UUID(uuidString: id) == nil {
            return .failure(Refusal(reason: .badMessageId, explanation: "apns-id is a UUID such as 123e4567-e89b-12d3-a456-4266554400a0"))
        }
        if let priority = request.values(of: "apns-priority").first, !["5", "10"].contains(priority) {
            return .failure(Refusal(reason: .badPriority, explanation: "apns-priority is 5 or 10"))
        }
        guard let address = addresses.address(of: token) else {
            return .failure(Refusal(reason: .badDeviceToken, explanation: "no activity of this previewer has that token (island push --list shows them)"))
        }
        if case .gone(let id, _) = address {
            return .failure(Refusal(reason: .unregistered, explanation: "\(id) has ended and left the Lock Screen",
                                    timestamp: Int(Date().timeIntervalSince1970 * 1000)))
        }
        guard !request.body.isEmpty else { return .failure(Refusal(reason: .payloadEmpty, explanation: "the body is the payload's JSON")) }
        return .success(address)
    }

    /// APNs's refusal body, `{"reason": "BadDeviceToken"}`, with TermIsland's explanation beside
    /// it (a key APNs clients ignore) and, for `Unregistered`, the `timestamp`.
    /// APNs's refusal: the reason's status and a JSON body with the reason, as a backend reads it.
    static func response(refusing reason: APNsReason, explanation: String, headers: [(name: String, value: String)] = [],
                         timestamp: Int? = nil) -> HTTPResponse {
        HTTPResponse(status: reason.status, headers: [("content-type", "application/json")] + headers,
                     body: body(reason: reason, explanation: explanation, timestamp: timestamp))
    }

    static func body(reason: APNsReason?, explanation: String, timestamp: Int? = nil) -> Data {
        var fields: [String] = []
        if let reason { fields.append("\"reason\": \(Asciicast.json(reason.rawValue))") }
        if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
        fields.append("\"termisland\": \(Asciicast.json(explanation))")
        return Data("{\(fields.joined(separator: ", "))}".utf8)
    }

    static func reasonBody(_ reason: APNsReason) -> Data {
        body(reason: reason, explanation: reason == .payloadTooLarge ? "APNs takes at most 4,096 bytes for a Live Activity" : reason.rawValue)
    }

    /// Text for one header line: control characters become spaces, at most 300 characters.
    static func oneLine(_ text: String) -> String {
        String(String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? " " : Character($0) }).prefix(300))
    }
}
