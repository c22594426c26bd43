import Foundation
@testable import IslandCommandLine
@testable import IslandCommands
@testable import IslandPushServer
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `island push` against a previewer that is not this version's: a hand-written responder on a
/// loopback port gives one fixed HTTP answer. Island's own previewer never drops what `island
/// push` sends, since both read the payload with the same parser; another version's may, and
/// says so in `termisland-dropped` (pinned for the mutation run, whose mutant ignored it).
@Suite("island push to another previewer")
struct PushToAnotherPreviewerTests {
    /// Listens on a loopback port, answers one request with `response`, and gives back the
    /// request it read.
    final class Responder: @unchecked Sendable {
        let port: UInt16
        private let listener: Int32
        private let done = DispatchSemaphore(value: 0)
        private(set) var request = Data()

        init(answering response: String) throws {
            (listener, port) = try LoopbackSocket.listen(port: 0)
            Thread.detachNewThread { [self] in
                defer { LoopbackSocket.end(listener); done.signal() }
                guard let connection = LoopbackSocket.accept(listener, readTimeout: 5) else { return }
                defer { close(connection) }
                while !Self.isWhole(request) {
                    let bytes = LoopbackSocket.read(connection, upTo: 4096)
                    if bytes.isEmpty { break }
                    request += bytes
                }
                _ = LoopbackSocket.write(connection, Data(response.utf8))
            }
        }

        /// The request's head and as much body as its content-length says.
        static func isWhole(_ request: Data) -> Bool {
            guard let end = request.range(of: Data("\r\n\r\n".utf8)),
                  let head = String(data: request[..<end.lowerBound], encoding: .utf8) else { return false }
            let length = head.lowercased().components(separatedBy: "\r\n")
                .first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            return request.count - end.upperBound >= length
        }

        func wait() -> Data {
            done.wait()
            return request
        }
    }

    @Test func aPushTheDeviceDropsIsSaidAndExitsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-push-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let responder = try Responder(answering: "HTTP/1.1 200 OK\r\napns-id: 0A1B\r\n"
            + "termisland-dropped: its content-state does not decode as Pizza's\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
        let registry = PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path])
        let book = PushAddressBook(activities: [("pizza", "Pizza", false)], apps: ["Pizza"])
        try registry.publish(PreviewerRegistry.Entry(name: "older-island", pid: getpid(), port: responder.port, addresses: book))
        let run = PushCommand.$registry.withValue(registry) {
            CommandLineRun(["push", "\(PushCommandTests.payloads)/update-pizza.json", "--id", "pizza"])
        }
        let request = String(decoding: responder.wait(), as: UTF8.self)
        #expect(request.hasPrefix("POST /3/device/\(PushAddressBook.token(forActivity: "pizza")) HTTP/1.1\r\n"))
        #expect(run.status == 1, "\(run)")
        #expect(run.output == "")
        #expect(run.errorLines == ["island: older-island took the push (apns-id 0A1B) but the device drops it: its content-state does not decode as Pizza's"])
    }
}
