import Foundation

/// One HTTP/1.1 request as the push server read it: the method, the path, the header fields
/// (names lowercased, in order, repeats kept so they can be refused) and the body.
public struct HTTPRequest: Equatable, Sendable {
    public var method: String
    public var path: String
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(method: String, path: String, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The values of the header `name` (any case), in the order sent.
    public func values(of name: String) -> [String] {
        let lowered = name.lowercased()
        return headers.filter { $0.name == lowered }.map(\.value)
    }

    public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.path == b.path && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}

/// An HTTP/1.1 response: APNs's status, its headers and, for a refusal, its JSON body.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name` (any case), the first if sent twice.
    public func value(of name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The bytes on the wire, with `content-length` and, when `closing`, `connection: close`.
    public func serialized(closing: Bool) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        text += "content-length: \(body.count)\r\n"
        if closing { text += "connection: close\r\n" }
        text += "\r\n"
        return Data(text.utf8) + body
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 410: "Gone"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    public static func == (a: HTTPResponse, b: HTTPResponse) -> Bool {
        a.status == b.status && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
