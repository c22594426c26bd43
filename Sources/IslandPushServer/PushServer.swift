import Foundation
import Synchronization

/// The previewer's APNs-shaped endpoint: HTTP/1.1 on 127.0.0.1, `POST /3/device/<token>` with
/// APNs's headers and a Live Activity payload, answered as APNs would (`APNsAnswer`). Accepted
/// pushes wait in an inbox the previewer empties on its own thread, so the activity system is
/// only ever touched there.
///
///     let server = try PushServer(port: 0)          // any free port
///     server.addresses = PushAddressBook(…)           // what the previewer shows, kept current
///     … each turn of the loop: for push in server.takeDeliveries() { deliver it } …
///
/// Bounds: 16 KiB of headers, APNs's 4,096 bytes of body, 100 requests a second (a burst of 100),
/// 8 connections at a time, 5 seconds of silence closes a connection, 1,000 pushes waiting.
/// Beyond them a request gets APNs's answer (`PayloadTooLarge`, `TooManyRequests`) or the
/// connection is closed; nothing accepted is dropped.
public final class PushServer: @unchecked Sendable {
    /// The port it listens on.
    public let port: UInt16
    public static let connectionLimit = 8
    public static let inboxLimit = 1000
    public static let idleSeconds = 5

    private let listener: Int32
    private let state = Mutex(State())
    private let started = ContinuousClock.now

    private struct State {
        var addresses = PushAddressBook()
        var readers = PushReaders()
        var inbox: [PushDelivery] = []
        var rate = RequestRate()
        var connections = 0
        var isStopped = false
    }

    /// Starts listening on 127.0.0.1:`port` (0: any free port) and accepting on a thread of its own.
    public init(port: UInt16) throws {
        (listener, self.port) = try LoopbackSocket.listen(port: port)
        let thread = Thread { [self] in acceptConnections() }
        thread.name = "TermIsland push server"
        thread.start()
    }

    deinit { stop() }

    /// The tokens requests are accepted for; the previewer sets it whenever its activities change.
    public var addresses: PushAddressBook {
        get { state.withLock { $0.addresses } }
        set { state.withLock { $0.addresses = newValue } }
    }

    /// The kinds the device reads payloads with; the previewer sets it whenever its activities change.
    public var readers: PushReaders {
        get { state.withLock { $0.readers } }
        set { state.withLock { $0.readers = newValue } }
    }

    /// The pushes accepted since the last call, oldest first.
    public func takeDeliveries() -> [PushDelivery] {
        state.withLock { state in
            defer { state.inbox.removeAll() }
            return state.inbox
        }
    }

    /// Stops listening; connections open now end after their current request.
    public func stop() {
        let wasRunning = state.withLock { state in
            defer { state.isStopped = true }
            return !state.isStopped
        }
        guard wasRunning else { return }
        // The accept loop owns the listener and closes it when it ends: closed here, its
        // descriptor number could go to a socket another server opens next, which the loop,
        // between two accepts, would then accept on (CI saw a stopped server answer another's
        // request 503). Shutting it down wakes the loop on Linux (where a connection would
        // wait for its timeout: a shut listener answers none); on Darwin, where shutting a
        // listener down may not wake `accept`, a connection of our own does (untested: no Mac).
        shutdown(listener, Int32(SHUT_RDWR))
        #if canImport(Darwin)
        if let wake = LoopbackSocket.connect(port: port, timeout: 1) { close(wake) }
        #endif
    }

    private func acceptConnections() {
        defer { close(listener) }
        while let connection = LoopbackSocket.accept(listener, readTimeout: Self.idleSeconds) {
            if state.withLock({ $0.isStopped }) {
                LoopbackSocket.end(connection)
                return
            }
            let admitted = state.withLock { state -> Bool in
                guard !state.isStopped, state.connections < Self.connectionLimit else { return false }
                state.connections += 1
                return true
            }
            guard admitted else {
                // With APNs's reason, so a backend that reads `reason` from every refusal reads one here too.
                let refusal = APNsAnswer.response(refusing: .serviceUnavailable,
                                                  explanation: "more than \(Self.connectionLimit) connections at once")
                LoopbackSocket.write(connection, refusal.serialized(closing: true))
                LoopbackSocket.end(connection)
                continue
            }
            let thread = Thread { [self] in
                serve(connection)
                LoopbackSocket.end(connection)
                state.withLock { $0.connections -= 1 }
            }
            thread.start()
        }
    }

    /// Answers requests on one connection until the client closes it, goes quiet, or sends what
    /// cannot be read.
    private func serve(_ connection: Int32) {
        var reader = HTTPRequestReader()
        while true {
            switch reader.next() {
            case .incomplete:
                if reader.wantsContinue {
                    LoopbackSocket.write(connection, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                    reader.continueSent()
                }
                let bytes = LoopbackSocket.read(connection, upTo: 8192)
                if bytes.isEmpty { return }
                reader.append(bytes)
            case .refused(let response):
                LoopbackSocket.write(connection, response.serialized(closing: true))
                return
            case .request(let request):
                let closing = request.values(of: "connection").contains { $0.lowercased() == "close" }
                guard LoopbackSocket.write(connection, answer(request).serialized(closing: closing)), !closing else { return }
            }
        }
    }

    /// The answer to one request, the push queued if accepted.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let elapsed = ContinuousClock.now - started
        let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return state.withLock { state in
            guard state.rate.take(at: time), state.inbox.count < Self.inboxLimit else {
                return HTTPResponse(status: APNsReason.tooManyRequests.status, headers: [("content-type", "application/json")],
                                    body: APNsAnswer.body(reason: .tooManyRequests, explanation: "at most 100 pushes a second"))
            }
            let (response, delivery) = APNsAnswer.answer(request, addresses: state.addresses, readers: state.readers)
            if let delivery { state.inbox.append(delivery) }
            return response
        }
    }
}
