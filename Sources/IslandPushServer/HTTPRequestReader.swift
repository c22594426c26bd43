import Foundation

/// Reads HTTP/1.1 requests from a connection's bytes as they arrive, within bounds: a header
/// section of at most `headerLimit` bytes and a body of at most `bodyLimit`. What exceeds them,
/// or is not HTTP, is refused with an answer and the connection closed, never read on.
///
///     var reader = HTTPRequestReader()
///     reader.append(bytes)
///     switch reader.next() {
///     case .incomplete: …read more…
///     case .request(let request): …answer it, then call next() again (keep-alive)…
///     case .refused(let response): …send it and close…
///     }
public struct HTTPRequestReader: Sendable {
    /// What the next request is, so far.
    public enum Result: Equatable, Sendable {
        /// More bytes are needed.
        case incomplete
        case request(HTTPRequest)
        /// Not a request the server can read; the answer to send before closing.
        case refused(HTTPResponse)
    }

    /// The most bytes of request line and header fields: 16 KiB, as web servers commonly allow.
    public static let headerLimit = 16 * 1024
    /// The largest body read: APNs's 4,096 bytes for a Live Activity push. A longer one is
    /// answered `PayloadTooLarge` from its `content-length`, without reading it.
    public static let bodyLimit = 4096

    private var buffer = Data()
    /// Whether the request whose header section was read asked for `100 Continue` and has not
    /// had it (curl asks before sending a body over 1,024 bytes, and waits a second otherwise).
    public private(set) var wantsContinue = false
    private var head: (request: HTTPRequest, length: Int, headerBytes: Int)?

    public init() {}

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: Data) {
        buffer.append(bytes)
    }

    /// Marks the `100 Continue` as sent.
    public mutating func continueSent() { wantsContinue = false }

    /// The next request, if all of it has arrived.
    public mutating func next() -> Result {
        if head == nil {
            guard let end = Self.endOfHeaders(in: buffer) else {
                if buffer.count > Self.headerLimit { return .refused(Self.refusal(431, "the header section is over \(Self.headerLimit) bytes")) }
                return .incomplete
            }
            if end > Self.headerLimit { return .refused(Self.refusal(431, "the header section is over \(Self.headerLimit) bytes")) }
            switch Self.parseHead(buffer.prefix(end)) {
            case .failure(let refusal): return .refused(refusal.response)
            case .success(let parsed):
                if parsed.length > Self.bodyLimit {
                    return .refused(HTTPResponse(status: APNsReason.payloadTooLarge.status,
                                                 body: APNsAnswer.reasonBody(.payloadTooLarge)))
                }
                head = (parsed.request, parsed.length, end + 4)
                wantsContinue = parsed.request.values(of: "expect").contains { $0.lowercased() == "100-continue" } && parsed.length > 0
            }
        }
        guard let (request, length, headerBytes) = head, buffer.count >= headerBytes + length else { return .incomplete }
        var complete = request
        complete.body = buffer.subdata(in: buffer.startIndex + headerBytes ..< buffer.startIndex + headerBytes + length)
        buffer.removeFirst(headerBytes + length)
        head = nil
        wantsContinue = false
        return .request(complete)
    }

    /// The offset of the blank line ending the header section.
    private static func endOfHeaders(in data: Data) -> Int? {
        let bytes = [UInt8](data.prefix(headerLimit + 4))
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func parseHead(_ data: Data) -> Swift.Result<(request: HTTPRequest, length: Int), HTTPResponseRefusal> {
        guard let text = String(data: data, encoding: .utf8), !text.unicodeScalars.contains(where: { $0.value == 0 }) else {
            return .failure(.init(refusal(400, "the request is not text")))
        }
        var lines = text.components(separatedBy: "\r\n")
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            return .failure(.init(refusal(400, "the request line is not METHOD /path HTTP/1.1")))
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return .failure(.init(refusal(505, "only HTTP/1.1 is spoken here (APNs's HTTP/2 is not)")))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return .failure(.init(refusal(400, "a header line without a colon"))) }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
                return .failure(.init(refusal(400, "a header name that is not a token")))
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.unicodeScalars.contains(where: { $0.value < 32 && $0 != "\t" }) else {
                return .failure(.init(refusal(400, "a control character in a header value")))
            }
            headers.append((name, value))
        }
        let request = HTTPRequest(method: String(parts[0]), path: String(parts[1]), headers: headers)
        if request.values(of: "transfer-encoding").contains(where: { $0.lowercased() != "identity" }) {
            return .failure(.init(refusal(411, "send the body with a content-length, not chunked")))
        }
        let lengths = Set(request.values(of: "content-length"))
        guard lengths.count <= 1 else { return .failure(.init(refusal(400, "two different content-lengths"))) }
        var length = 0
        if let declared = lengths.first {
            guard !declared.isEmpty, declared.count <= 12, declared.allSatisfy(\.isASCII), let value = Int(declared), value >= 0 else {
                return .failure(.init(refusal(400, "content-length is not a number")))
            }
            length = value
        }
        return .success((request, length))
    }

    /// A refusal of what is not a readable request: HTTP's own status and a JSON reason.
    static func refusal(_ status: Int, _ explanation: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("content-type", "application/json")],
                     body: APNsAnswer.body(reason: nil, explanation: explanation))
    }
}

/// A refusal as an error, for `Result`.
struct HTTPResponseRefusal: Error {
    let response: HTTPResponse
    init(_ response: HTTPResponse) { self.response = response }
}
