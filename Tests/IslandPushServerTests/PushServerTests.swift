import Foundation
@testable import IslandPushServer
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server on a real loopback port, driven by curl as a backend would (skipped, with the
/// reason, where curl is missing, except under CI: the README's set-up line installs curl and
/// `.ci/run` runs that line, so there a missing curl fails instead of skipping silently).
@Suite("The push server over HTTP", .serialized)
struct PushServerTests {
    static let curl: String? = ["/usr/bin/curl", "/opt/homebrew/bin/curl", "/usr/local/bin/curl"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let isCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
        && ProcessInfo.processInfo.environment["CI"] != "false"
    /// Runs the curl tests where curl is, and under CI always (where its absence is a failure).
    static let runsCurlTests = curl != nil || isCI
    static let payloads = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios/payloads")

    struct Reply {
        let status: Int
        let headers: String
        let body: String
    }

    /// curl's answer: status, header block and body, as a backend sees them.
    func post(_ server: PushServer, token: String, body: Data, headers: [String] = Self.standardHeaders,
              extra: [String] = []) throws -> Reply {
        let curl = try #require(Self.curl)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("push-\(UUID().uuidString).json")
        try body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let headerFile = file.appendingPathExtension("headers")
        defer { try? FileManager.default.removeItem(at: headerFile) }
        var arguments = ["-s", "-o", "-", "-D", headerFile.path, "--data-binary", "@\(file.path)", "-w", "\n%{http_code}"]
        for header in headers { arguments += ["-H", header] }
        arguments += extra + ["http://127.0.0.1:\(server.port)/3/device/\(token)"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        return Reply(status: Int(lines.last ?? "") ?? -1, headers: (try? String(contentsOf: headerFile, encoding: .utf8)) ?? "",
                     body: lines.dropLast().joined(separator: "\n"))
    }

    static let standardHeaders = ["apns-push-type: liveactivity", "apns-topic: com.example.pizza.push-type.liveactivity"]

    func server() throws -> PushServer {
        let server = try PushServer(port: 0)
        server.addresses = PushAddressBook(activities: [("pizza", "Pizza", false)], apps: ["Pizza"])
        return server
    }

    @Test(.enabled(if: runsCurlTests, "curl is not installed"))
    func curlsPushIsAnsweredAndQueued() throws {
        let server = try server()
        defer { server.stop() }
        let body = try Data(contentsOf: Self.payloads.appendingPathComponent("update-pizza.json"))
        let reply = try post(server, token: PushAddressBook.token(forActivity: "pizza"), body: body)
        #expect(reply.status == 200)
        #expect(reply.headers.lowercased().contains("apns-id: "))
        #expect(reply.body.isEmpty)
        let deliveries = server.takeDeliveries()
        #expect(deliveries.count == 1)
        #expect(deliveries.first?.address == .activity(id: "pizza", app: "Pizza"))
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test(.enabled(if: runsCurlTests, "curl is not installed"))
    func aBodyOverAPNsLimitIsRefusedAndNothingIsQueued() throws {
        let server = try server()
        defer { server.stop() }
        let reply = try post(server, token: PushAddressBook.token(forActivity: "pizza"), body: Data(repeating: 0x20, count: 5000))
        #expect(reply.status == 413)
        #expect(reply.body.hasPrefix(#"{"reason": "PayloadTooLarge""#))
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test(.enabled(if: runsCurlTests, "curl is not installed"))
    func anUnknownTokenAndWrongHeadersGetAPNsReasons() throws {
        let server = try server()
        defer { server.stop() }
        let body = Data("{}".utf8)
        #expect(try post(server, token: "00ff", body: body).body.hasPrefix(#"{"reason": "BadDeviceToken""#))
        let wrongType = try post(server, token: PushAddressBook.token(forActivity: "pizza"), body: body,
                                 headers: ["apns-push-type: alert", Self.standardHeaders[1]])
        #expect(wrongType.status == 400)
        #expect(wrongType.body.hasPrefix(#"{"reason": "InvalidPushType""#))
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test(.enabled(if: runsCurlTests, "curl is not installed"))
    func aBodyAskingToContinueIsNotKeptWaiting() throws {
        // curl asks for 100 Continue above 1,024 bytes; a server that never answers costs a second.
        let server = try server()
        defer { server.stop() }
        var body = try Data(contentsOf: Self.payloads.appendingPathComponent("update-pizza.json"))
        body += Data(repeating: 0x20, count: 2000)
        let started = Date()
        let reply = try post(server, token: PushAddressBook.token(forActivity: "pizza"), body: body, extra: ["--expect100-timeout", "30"])
        #expect(reply.status == 200)
        #expect(Date().timeIntervalSince(started) < 25, "waited for curl's 100-continue timeout")
    }

    /// Raw bytes to the server, its whole answer.
    func raw(_ server: PushServer, _ bytes: Data) throws -> String {
        let descriptor = try #require(LoopbackSocket.connect(port: server.port))
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += Data(buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }


    @Test func garbageIsAnsweredAndTheConnectionClosed() throws {
        let server = try server()
        defer { server.stop() }
        let answer = try raw(server, Data("\u{1}\u{2} not http\r\n\r\n".utf8))
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(answer.contains("connection: close"))
        let huge = try raw(server, Data(("POST /3/device/x HTTP/1.1\r\nx: " + String(repeating: "a", count: 20_000)).utf8))
        #expect(huge.hasPrefix("HTTP/1.1 431 "))
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test func aFloodIsAnsweredTooManyRequestsAndWhatWasAcceptedIsKept() throws {
        let server = try server()
        defer { server.stop() }
        let body = try Data(contentsOf: Self.payloads.appendingPathComponent("update-pizza.json"))
        var request = "POST /3/device/\(PushAddressBook.token(forActivity: "pizza")) HTTP/1.1\r\n"
        request += Self.standardHeaders.joined(separator: "\r\n") + "\r\ncontent-length: \(body.count)\r\n\r\n"
        let one = Data(request.utf8) + body
        // 150 requests on one connection, as fast as the socket takes them; the last closes it.
        var many = Data()
        for _ in 0..<149 { many += one }
        many += Data(request.replacingOccurrences(of: "\r\n\r\n", with: "\r\nconnection: close\r\n\r\n").utf8) + body
        let answer = try raw(server, many)
        let accepted = answer.components(separatedBy: "HTTP/1.1 200 OK").count - 1
        let refused = answer.components(separatedBy: "HTTP/1.1 429 Too Many Requests").count - 1
        #expect(accepted + refused == 150)
        #expect(accepted >= 100 && accepted < 150)
        #expect(answer.contains(#"{"reason": "TooManyRequests""#))
        #expect(server.takeDeliveries().count == accepted)
    }

    @Test func theServerListensOnLoopbackOnly() throws {
        let server = try server()
        defer { server.stop() }
        #expect(server.port > 0)
        // A second server on the same port is refused with the reason, never a crash.
        #expect(throws: PushServerError.self) { try PushServer(port: server.port) }
    }

    @Test func theRequestRateTakesABurstOfAHundredThenAHundredASecond() {
        var rate = RequestRate()
        var taken: [Bool] = []
        for _ in 0..<101 { taken.append(rate.take(at: 0)) }
        taken.append(rate.take(at: 0.01))
        taken.append(rate.take(at: 0.01))
        // A long quiet refills to the burst, not beyond.
        for _ in 0..<101 { taken.append(rate.take(at: 60)) }
        #expect(taken == Array(repeating: true, count: 100) + [false, true, false] + Array(repeating: true, count: 100) + [false])
    }

    @Test func aConnectionBeyondTheLimitIsTurnedAwayWithAnAnswer() throws {
        let server = try server()
        defer { server.stop() }
        var held: [Int32] = []
        defer { held.forEach { close($0) } }
        for _ in 0..<PushServer.connectionLimit {
            let descriptor = try #require(LoopbackSocket.connect(port: server.port))
            held.append(descriptor)
        }
        let answer = try raw(server, Data("POST /3/device/x HTTP/1.1\r\n\r\n".utf8))
        #expect(answer.hasPrefix("HTTP/1.1 503 "))
        // APNs's reason, which a backend reads from every refusal.
        #expect(answer.hasSuffix(#"{"reason": "ServiceUnavailable", "termisland": "more than 8 connections at once"}"#), "\(answer)")
    }

    /// A stopped server's accept loop owns its listener until it ends, so the descriptor number
    /// cannot pass to the next server's listener while the loop would still accept on it (CI saw
    /// a stopped server answer another's request 503, "more than 8 connections at once").
    /// Each round stops a server while its loop is busy turning a ninth connection away, then
    /// asks a new server.
    @Test func aStoppedServerNeverAnswersForTheNextOne() throws {
        for _ in 0..<30 {
            let old = try server()
            var held: [Int32] = []
            for _ in 0...PushServer.connectionLimit {
                if let descriptor = LoopbackSocket.connect(port: old.port) { held.append(descriptor) }
            }
            old.stop()
            held.forEach { close($0) }
            let new = try server()
            defer { new.stop() }
            let answer = try raw(new, Data("POST /3/device/x HTTP/1.1\r\nconnection: close\r\n\r\n".utf8))
            #expect(!answer.hasPrefix("HTTP/1.1 503 "), "\(answer.prefix(80))")
            #expect(answer.hasPrefix("HTTP/1.1 4"), "\(answer.prefix(80))")
        }
    }
}

