import Foundation
import Testing
@testable import IslandCommands

/// What a preview child started ahead of a save (PreviewIsolation+Children) accepts as its
/// assignment: the first unit and the library's path, on one line; anything else, or its
/// parent's end first, and it ends without evaluating anything.
@Suite("A preview child started ahead, told what to evaluate")
struct PreviewChildAheadTests {
    /// What `readAssignment` makes of `bytes` written into a pipe, then the pipe closed.
    func read(_ bytes: [UInt8]) -> (first: Int, library: String)? {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        // On a thread of its own: a long line fills the pipe before it is read.
        let writer = Thread {
            _ = bytes.withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
            close(writing)
        }
        writer.start()
        return PreviewIsolation.readAssignment(from: reading)
    }

    @Test func aUnitAndAnAbsolutePathAreTheAssignment() {
        let assigned = read(Array("3 /tmp/cache/libWidget_F-1f2e.so\n".utf8))
        #expect(assigned?.first == 3)
        #expect(assigned?.library == "/tmp/cache/libWidget_F-1f2e.so")
        // A path with spaces is the rest of the line.
        #expect(read(Array("0 /tmp/my widgets/lib.so\n".utf8))?.library == "/tmp/my widgets/lib.so")
    }

    @Test(arguments: [
        "",                         // the parent ended first
        "0 /tmp/lib.so",            // no end of line: the parent ended half-way
        "0 lib.so\n",               // not a path the child can load whatever its directory
        "-1 /tmp/lib.so\n",
        "x /tmp/lib.so\n",
        "/tmp/lib.so\n",
        "\n",
    ])
    func anythingElseIsNoAssignment(_ text: String) {
        #expect(read(Array(text.utf8)) == nil)
    }

    @Test func theLongestLineIsReadAndOneByteMoreIsNot() {
        let longest = PreviewIsolation.longestAssignment
        let path = "/" + String(repeating: "a", count: longest - 3)
        let atTheLimit = Array("0 \(path)\n".utf8)
        #expect(atTheLimit.count == longest + 1)
        #expect(read(atTheLimit)?.library == path)
        #expect(read(Array("0 \(path)a\n".utf8)) == nil)
    }
}
