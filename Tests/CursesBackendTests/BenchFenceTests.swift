import Testing
@testable import island_bench

/// `island-bench terminal` gives each update the bytes before the fence written after it; the
/// scanner must find every fence, however the reads cut the stream, and count everything else.
@Suite struct BenchFenceTests {
    /// Scans `chunks` as the reader thread does: returns the bytes before each fence, by
    /// number, and the bytes after the last.
    func attribute(_ chunks: [String]) -> (fenced: [Int: Int], open: Int) {
        var scanner = FenceScanner()
        var fenced: [Int: Int] = [:], open = 0
        for chunk in chunks {
            for byte in Array(chunk.utf8) {
                switch scanner.scan(byte) {
                case .output(let count): open += count
                case .fence(let number): fenced[number] = open; open = 0
                case .pending: break
                }
            }
        }
        return (fenced, open)
    }

    @Test func bytesBeforeEachFenceAreItsUpdates() {
        let result = attribute(["\u{1B}[6;12H8", "\u{1B}]7777;1\u{07}", "abc\u{1B}]7777;2\u{07}", "\u{1B}]7777;3\u{07}"])
        #expect(result.fenced == [1: 8, 2: 3, 3: 0])
        #expect(result.open == 0)
    }

    @Test func aFenceCutByTheReadsIsStillOne() {
        let result = attribute(["xy\u{1B}", "]77", "77;1", "2", "\u{07}z"])
        #expect(result.fenced == [12: 2])
        #expect(result.open == 1)
    }

    /// Escape sequences that begin as a fence does are output: another OSC, a fence without its
    /// number or with something else where BEL belongs, an escape inside the prefix.
    @Test(arguments: ["\u{1B}]7776;1\u{07}", "\u{1B}]7777;\u{07}", "\u{1B}]7777;1x", "\u{1B}]77\u{1B}[m", "\u{1B}]7777"])
    func whatIsNotAFenceIsCounted(_ text: String) {
        let result = attribute([text, "\u{1B}]7777;9\u{07}"])
        #expect(result.fenced == [9: text.utf8.count])
    }
}
