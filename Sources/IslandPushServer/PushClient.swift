import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `island push`'s side: one HTTP/1.1 request to a previewer on 127.0.0.1, as a backend would
/// send it to APNs, and the answer.
public enum PushClient {
    /// Why the previewer could not be asked.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// POSTs `body` to `/3/device/<token>` on 127.0.0.1:`port` with APNs's Live Activity headers,
    /// and `apns-id` when one is given (a UUID, as APNs takes one; else the previewer makes one).
    public static func post(port: UInt16, token: String, topic: String, body: Data, apnsID: String? = nil) throws -> HTTPResponse {
        guard let descriptor = LoopbackSocket.connect(port: port) else {
            throw Failure(description: "the previewer on port \(port) does not answer: \(LoopbackSocket.errorText())")
        }
        defer { close(descriptor) }
        let head = "POST /3/device/\(token) HTTP/1.1\r\nhost: 127.0.0.1:\(port)\r\napns-push-type: liveactivity\r\n"
            + "apns-topic: \(topic)\r\napns-priority: 10\r\ncontent-type: application/json\r\ncontent-length: \(body.count)\r\n"
            + (apnsID.map { "apns-id: \($0)\r\n" } ?? "") + "connection: close\r\n\r\n"
        guard LoopbackSocket.write(descriptor, Data(head.utf8) + body) else {
            throw Failure(description: "the previewer on port \(port) closed the connection")
        }
        var received = Data()
        while received.count < 1 << 20 {
            let bytes = LoopbackSocket.read(descriptor, upTo: 8192)
            if bytes.isEmpty { break }
            received += bytes
        }
        guard let response = parse(received) else { throw Failure(description: "the previewer on port \(port) gave no answer") }
        return response
    }

    /// An HTTP/1.1 response's status, headers and body.
    static func parse(_ data: Data) -> HTTPResponse? {
        guard let range = data.range(of: Data("\r\n\r\n".utf8)),
              let head = String(data: data[..<range.lowerBound], encoding: .utf8) else { return nil }
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return HTTPResponse(status: status, headers: headers, body: Data(data[range.upperBound...]))
    }
}
