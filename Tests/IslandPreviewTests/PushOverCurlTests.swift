import ActivityRuntime
import Foundation
import IslandPreview
import IslandPushServer
import TerminalBackends
import TerminalCanvas
import Testing

/// A previewer's push endpoint driven by curl, as a backend developer drives it, checked on the
/// previewer's screen and log: the whole path PushServerTests (which stops at the server's
/// queue) and PushIntoPreviewTests (which posts with the project's own client) leave out.
/// Skipped, with the reason, where curl is missing, except under CI, where a missing curl fails.
@Suite("Pushes from curl into a running previewer", .serialized,
       .enabled(if: Curl.path != nil || Curl.isCI, "curl is not installed"))
struct PushOverCurlTests {
    static let update = PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios/payloads/update-pizza.json")
    static let headers = ["apns-push-type: liveactivity", "apns-topic: com.example.pizza.push-type.liveactivity"]

    @Test func curlsUpdateIsAnsweredAsAPNsAndAppliedOnScreen() throws {
        let previewer = try PushingPreviewer()
        defer { previewer.stop() }
        // The loop's first turn publishes the activities' tokens to the server, as a running
        // previewer's has long before a backend sends anything.
        try previewer.loop.step(at: 0, event: nil)
        let before = try #require(previewer.session.system.record("pizza"))
        #expect(before.relevanceScore == 50)
        var arguments = ["-s", "-i"]
        for header in Self.headers { arguments += ["-H", header] }
        arguments += ["--data-binary", "@\(Self.update.path)", previewer.url]
        let reply = try Curl.run(arguments)
        #expect(reply.status == 0, "\(reply.output)")
        let head = reply.output.components(separatedBy: "\r\n\r\n")
        let lines = head[0].components(separatedBy: "\r\n")
        #expect(lines.first == "HTTP/1.1 200 OK")
        let id = try #require(lines.first { $0.lowercased().hasPrefix("apns-id: ") }.map { String($0.dropFirst("apns-id: ".count)) })
        #expect(UUID(uuidString: id) != nil, "\(id)")
        #expect(lines.contains("content-length: 0"))
        #expect(head.dropFirst().joined().isEmpty, "a 200 has no body")
        // The server answered before the loop looked: the push waits until the next tenth of a second.
        try PreviewTesting.run(previewer.loop, from: 0.01, to: 1)
        #expect(previewer.statusLine.hasPrefix(" push \(id.prefix(8)): update pizza: applied"), "\(previewer.statusLine)")
        let texts = previewer.session.log.map(\.text)
        #expect(texts.contains("a push arrives: update pizza, stamped 1800000600"), "\(texts)")
        #expect(texts.contains(#"Pizza: updated pizza with an alert: "Bill James is almost there": expanded for 4s"#), "\(texts)")
        #expect(texts.last == "push \(id.prefix(8)): update pizza: applied")
        let after = try #require(previewer.session.system.record("pizza"))
        #expect(after.relevanceScore == 90)
        #expect(after.staleDate == Date(timeIntervalSince1970: 1_800_001_800))
    }

    /// A body that is not JSON: APNs's list of reasons has none for it, and APNs takes such a
    /// body for the device to drop, so the previewer answers 200 with the reason in
    /// `termisland-dropped` (docs/DECISIONS.md), says it on the status line and in the log, and
    /// the phones show what they showed.
    @Test func malformedJSONFromCurlIsDroppedWithTheReasonAndChangesNothing() throws {
        let previewer = try PushingPreviewer()
        defer { previewer.stop() }
        try PreviewTesting.run(previewer.loop, from: 0, to: 0.5)
        let record = try #require(previewer.session.system.record("pizza"))
        let phones = try previewer.phones()
        var arguments = ["-s", "-i"]
        for header in Self.headers { arguments += ["-H", header] }
        arguments += ["-H", "apns-id: 0BAD0BAD-0000-4000-8000-000000000000"]
        arguments += ["--data-binary", #"{"aps": {"timestamp": 1800000600, "event": "update",,}"#, previewer.url]
        let reply = try Curl.run(arguments)
        #expect(reply.status == 0)
        #expect(reply.output == "HTTP/1.1 200 OK\r\napns-id: 0BAD0BAD-0000-4000-8000-000000000000\r\n"
                + "termisland-dropped: not valid JSON (invalid value)\r\ncontent-length: 0\r\n\r\n")
        try PreviewTesting.run(previewer.loop, from: 0.5, to: 1)
        #expect(previewer.statusLine.hasPrefix(" push 0BAD0BAD: dropped by the device: not valid JSON (invalid value)"),
                "\(previewer.statusLine)")
        #expect(previewer.session.log.last?.text == "push 0BAD0BAD: dropped by the device: not valid JSON (invalid value)")
        let now = try #require(previewer.session.system.record("pizza"))
        #expect(now.stateJSON == record.stateJSON)
        #expect(now.lastUpdatedAt == record.lastUpdatedAt && now.relevanceScore == record.relevanceScore)
        #expect(try previewer.phones() == phones)
    }

    /// 300 pushes from one curl, 20 at a time: more than the 100 a second the server takes and
    /// more connections than its 8. Every request gets an answer a backend knows (200, APNs's 429
    /// `TooManyRequests` or 503 `ServiceUnavailable`, each with its reason), every push answered
    /// 200 is applied on the previewer under its own apns-id and none twice, and the server
    /// takes pushes again once the flood is over.
    @Test func aFloodFromCurlIsAnsweredAndNothingAcceptedIsLost() throws {
        let previewer = try PushingPreviewer()
        defer { previewer.stop() }
        try previewer.loop.step(at: 0, event: nil)
        let replies = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: replies, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: replies) }
        let count = 300
        // One transfer a `--next` group, each with an apns-id of its own, so the log can be matched
        // to the answers; `-w` says each transfer's status and `-o` keeps its body.
        var arguments = ["--parallel", "--parallel-immediate", "--parallel-max", "20"]
        for index in 0..<count {
            if index > 0 { arguments.append("--next") }
            arguments += ["-s", "-o", replies.appendingPathComponent("\(index)").path, "-w", "%{http_code} \(index)\\n"]
            for header in Self.headers { arguments += ["-H", header] }
            arguments += ["-H", "apns-id: \(Self.id(index))", "--data-binary", "@\(Self.update.path)", previewer.url]
        }
        let run = try Curl.run(arguments)
        var statuses: [Int: Int] = [:]
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let status = Int(fields[0]), let index = Int(fields[1]) { statuses[index] = status }
        }
        #expect(statuses.count == count, "every request is answered: \(run.output) \(run.errors)")
        var accepted: Set<Int> = []
        for (index, status) in statuses.sorted(by: { $0.key < $1.key }) {
            let body = (try? String(contentsOf: replies.appendingPathComponent("\(index)"), encoding: .utf8)) ?? ""
            switch status {
            case 200:
                accepted.insert(index)
                #expect(body.isEmpty)
            case 429: #expect(body == #"{"reason": "TooManyRequests", "termisland": "at most 100 pushes a second"}"#)
            case 503: #expect(body == #"{"reason": "ServiceUnavailable", "termisland": "more than 8 connections at once"}"#)
            default: Issue.record("request \(index) was answered \(status): \(body)")
            }
        }
        let refused = statuses.values.filter { $0 != 200 }.count
        #expect(!accepted.isEmpty && refused > 0, "a flood is both taken and refused: \(statuses.values.sorted())")
        try PreviewTesting.run(previewer.loop, from: 0.01, to: 1)
        let applied = previewer.session.log.map(\.text).filter { $0.hasPrefix("push ") }
        #expect(applied.sorted() == accepted.map { "push \(Self.id($0).prefix(8)): update pizza: applied" }.sorted())
        // The rate refills at 100 a second: a push after the flood is taken within a few seconds.
        let deadline = Date().addingTimeInterval(10)
        var after = (status: Int32(0), errors: "", output: "")
        repeat {
            var one = ["-s", "-o", "/dev/null", "-w", "%{http_code}"]
            for header in Self.headers { one += ["-H", header] }
            one += ["-H", "apns-id: \(Self.id(count))", "--data-binary", "@\(Self.update.path)", previewer.url]
            after = try Curl.run(one)
        } while after.output != "200" && Date() < deadline
        #expect(after.output == "200")
        try PreviewTesting.run(previewer.loop, from: 1, to: 2)
        #expect(previewer.statusLine.hasPrefix(" push \(Self.id(count).prefix(8)): update pizza: applied"), "\(previewer.statusLine)")
    }

    /// "00000007-0000-4000-8000-000000000000": a UUID, as APNs wants an apns-id, told apart by
    /// its first eight digits, which the log shows.
    static func id(_ index: Int) -> String { String(format: "%08X-0000-4000-8000-000000000000", index) }
}

/// The previewer of pizza-delivery on a memory screen, taking pushes on a free loopback port,
/// listed in a runtime folder of its own.
final class PushingPreviewer {
    let session: PreviewSession
    let loop: PreviewLoop
    let backend: MemoryBackend
    let pushes: PreviewPushes
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-push-\(UUID().uuidString)")

    init() throws {
        session = try PreviewTesting.session(example: "pizza-delivery")
        (loop, backend) = PreviewTesting.loop(session)
        pushes = try PreviewPushes(port: 0, name: "pizza-delivery",
                                   registry: PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path]))
        loop.pushes = pushes
    }

    /// The endpoint for the pizza activity's token, as `island push --list` shows it.
    var url: String { "http://127.0.0.1:\(pushes.server.port)/3/device/\(PushAddressBook.token(forActivity: "pizza"))" }

    var port: UInt16 { pushes.server.port }

    var statusLine: String { row(backend.screen.height - 1) }

    /// Everything but the status line, which says what became of each push.
    var rowsAboveTheStatusLine: [String] { (0..<backend.screen.height - 1).map(row) }

    /// The two phones, rows of the columns left of the panel (whose log and time left change
    /// as time passes).
    func phones() throws -> [String] {
        let panel = try #require(PreviewTesting.point(of: "ACTIVITIES", in: backend.screen)).x
        return (0..<backend.screen.height - 1).map { y in backend.screen.cells(inRow: y).prefix(panel).map(\.grapheme).joined() }
    }

    func row(_ y: Int) -> String { backend.screen.cells(inRow: y).map(\.grapheme).joined() }

    func stop() {
        pushes.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// curl, found where systems install it.
enum Curl {
    static let path: String? = ["/usr/bin/curl", "/opt/homebrew/bin/curl", "/usr/local/bin/curl"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let isCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty && ProcessInfo.processInfo.environment["CI"] != "false"

    /// curl's exit status and what it wrote to standard output and error.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String, output: String) {
        let curl = try #require(path, "CI has no curl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        // To a file, not a second pipe: a parallel run's progress meter could fill a pipe no
        // one reads while the output is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-curl-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, errors, output)
    }
}
