import Foundation
import IslandPushServer
import Testing

@Suite("Reading HTTP requests within bounds")
struct HTTPRequestReaderTests {
    func read(_ text: String) -> HTTPRequestReader.Result {
        var reader = HTTPRequestReader()
        reader.append(Data(text.utf8))
        return reader.next()
    }

    @Test func aWholeRequestIsReadWithItsHeadersAndBody() {
        let result = read("POST /3/device/ab HTTP/1.1\r\nHost: x\r\napns-topic: a.b\r\nContent-Length: 2\r\n\r\n{}")
        #expect(result == .request(HTTPRequest(method: "POST", path: "/3/device/ab",
                                               headers: [("host", "x"), ("apns-topic", "a.b"), ("content-length", "2")],
                                               body: Data("{}".utf8))))
    }

    @Test func aRequestArrivingInPiecesIsReadWhenComplete() {
        var reader = HTTPRequestReader()
        let text = "POST /p HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"
        for (index, byte) in text.utf8.enumerated() {
            #expect(reader.next() == .incomplete, "after \(index) bytes")
            reader.append(Data([byte]))
        }
        guard case .request(let request) = reader.next() else { Issue.record("no request"); return }
        #expect(request.body == Data("hello".utf8))
        #expect(reader.next() == .incomplete)
    }

    @Test func twoRequestsOnOneConnectionAreReadInTurn() {
        var reader = HTTPRequestReader()
        reader.append(Data("POST /a HTTP/1.1\r\nContent-Length: 1\r\n\r\nxPOST /b HTTP/1.1\r\n\r\n".utf8))
        guard case .request(let first) = reader.next(), case .request(let second) = reader.next() else { Issue.record("not two"); return }
        #expect(first.path == "/a" && first.body == Data("x".utf8))
        #expect(second.path == "/b" && second.body.isEmpty)
    }

    @Test func aBodyOfExactlyTheLimitIsReadAndOneMoreIsRefusedUnread() {
        let body = String(repeating: "x", count: HTTPRequestReader.bodyLimit)
        guard case .request(let request) = read("POST /p HTTP/1.1\r\nContent-Length: 4096\r\n\r\n" + body) else {
            Issue.record("refused at the limit"); return
        }
        #expect(request.body.count == 4096)
        guard case .refused(let response) = read("POST /p HTTP/1.1\r\nContent-Length: 4097\r\n\r\n") else { Issue.record("read"); return }
        #expect(response.status == 413)
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix(#"{"reason": "PayloadTooLarge""#))
    }

    @Test func aHeaderSectionAtTheLimitIsReadAndOneByteMoreIsRefused() {
        let start = "POST /p HTTP/1.1\r\nx: "
        let atLimit = start + String(repeating: "a", count: HTTPRequestReader.headerLimit - start.utf8.count)
        #expect(atLimit.utf8.count == HTTPRequestReader.headerLimit)
        guard case .request = read(atLimit + "\r\n\r\n") else { Issue.record("refused at the limit"); return }
        guard case .refused(let response) = read(atLimit + "a\r\n\r\n") else { Issue.record("read past the limit"); return }
        #expect(response.status == 431)
        // And without an end in sight, it is refused as soon as the limit is passed.
        guard case .refused(let endless) = read(atLimit + "a") else { Issue.record("waited for more"); return }
        #expect(endless.status == 431)
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400),
        ("POST nopath HTTP/1.1\r\n\r\n", 400),
        ("POST /p HTTP/2\r\n\r\n", 505),
        ("POST /p HTTP/1.1\r\nno colon\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nbad name: x\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nx: a\u{1}b\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
        ("POST /p HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
    ])
    func whatIsNotARequestIsRefused(text: String, status: Int) {
        guard case .refused(let response) = read(text) else { Issue.record("\(text.debugDescription) was read"); return }
        #expect(response.status == status)
        #expect(response.serialized(closing: true).count > 0)
    }

    @Test func invalidUTF8InTheHeadersIsRefused() {
        var reader = HTTPRequestReader()
        reader.append(Data("POST /p HTTP/1.1\r\nx: ".utf8) + Data([0xff, 0xfe]) + Data("\r\n\r\n".utf8))
        guard case .refused(let response) = reader.next() else { Issue.record("read"); return }
        #expect(response.status == 400)
    }

    @Test func aBodyThatAsksToContinueIsToldToOnceItsHeadersArrive() {
        var reader = HTTPRequestReader()
        reader.append(Data("POST /p HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n".utf8))
        #expect(reader.next() == .incomplete)
        #expect(reader.wantsContinue)
        reader.continueSent()
        #expect(!reader.wantsContinue)
        reader.append(Data("abc".utf8))
        guard case .request(let request) = reader.next() else { Issue.record("no request"); return }
        #expect(request.body == Data("abc".utf8))
    }

    @Test func aResponseIsWrittenWithItsLengthAndClosingWhenAsked() {
        let response = HTTPResponse(status: 200, headers: [("apns-id", "X")])
        #expect(String(decoding: response.serialized(closing: false), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\napns-id: X\r\ncontent-length: 0\r\n\r\n")
        #expect(String(decoding: response.serialized(closing: true), as: UTF8.self).contains("connection: close\r\n"))
    }
}
