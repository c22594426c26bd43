import Foundation
import Testing
@testable import WidgetSources

/// LLVM's bitstream as `Bitstream` reads it, on streams written here bit by bit (`BitWriter`),
/// so each field encoding is checked against its definition, and on damaged ones.
@Suite struct BitstreamTests {
    /// Writes fields as LLVM's BitstreamWriter does: the low bits of each byte first.
    struct BitWriter {
        var bytes: [UInt8] = []
        var bit = 0

        mutating func fixed(_ value: UInt64, _ width: Int) {
            for index in 0..<width {
                if bit % 8 == 0 { bytes.append(0) }
                if value >> UInt64(index) & 1 == 1 { bytes[bytes.count - 1] |= 1 << UInt8(bit % 8) }
                bit += 1
            }
        }

        mutating func vbr(_ value: UInt64, _ width: Int) {
            var rest = value
            let high: UInt64 = 1 << UInt64(width - 1)
            repeat {
                let piece = rest & (high - 1)
                rest >>= UInt64(width - 1)
                fixed(rest == 0 ? piece : piece | high, width)
            } while rest != 0
        }

        mutating func align32() {
            while bit % 32 != 0 { fixed(0, 1) }
        }

        /// ENTER_SUBBLOCK with abbreviation width `width` at width `outer`; the length word is 0.
        mutating func enterBlock(_ id: UInt64, width: Int, outer: Int) {
            fixed(1, outer); vbr(id, 8); vbr(UInt64(width), 4); align32(); fixed(0, 32)
        }

        mutating func endBlock(width: Int) { fixed(0, width); align32() }
    }

    @Test func anUnabbreviatedRecordReadsItsCodeAndFields() throws {
        var writer = BitWriter()
        writer.enterBlock(8, width: 3, outer: 2)
        writer.fixed(3, 3); writer.vbr(7, 6); writer.vbr(3, 6)
        for value: UInt64 in [0, 31, 1_000_000] { writer.vbr(value, 6) }
        writer.endBlock(width: 3)
        var stream = Bitstream(writer.bytes)
        #expect(try stream.next() == .enterBlock(id: 8, words: 0))
        #expect(try stream.next() == .record(.init(code: 7, fields: [0, 31, 1_000_000], blob: nil)))
        #expect(try stream.next() == .endBlock)
        #expect(stream.isAtEnd)
    }

    /// One abbreviation of every operand kind: a literal code, fixed, VBR, an array of char6, a blob.
    @Test func anAbbreviatedRecordReadsEveryOperandKind() throws {
        var writer = BitWriter()
        writer.enterBlock(8, width: 4, outer: 2)
        writer.fixed(2, 4); writer.vbr(6, 5)                    // DEFINE_ABBREV, 6 operands
        writer.fixed(1, 1); writer.vbr(5, 8)                    // literal 5: the code
        writer.fixed(0, 1); writer.fixed(1, 3); writer.vbr(3, 5) // Fixed(3)
        writer.fixed(0, 1); writer.fixed(2, 3); writer.vbr(4, 5) // VBR(4)
        writer.fixed(0, 1); writer.fixed(3, 3)                  // Array …
        writer.fixed(0, 1); writer.fixed(4, 3)                  // … of Char6
        writer.fixed(0, 1); writer.fixed(5, 3)                  // Blob
        writer.fixed(4, 4)                                      // the record, by abbreviation 4
        writer.fixed(6, 3); writer.vbr(100, 4)
        writer.vbr(3, 6); writer.fixed(0, 6); writer.fixed(26, 6); writer.fixed(63, 6)  // "aA_"
        writer.vbr(3, 6); writer.align32()
        for byte in Array("xyz".utf8) { writer.fixed(UInt64(byte), 8) }
        writer.align32()
        writer.endBlock(width: 4)
        var stream = Bitstream(writer.bytes)
        _ = try stream.next()
        let blob = Array("xyz".utf8)
        #expect(try stream.next() == .record(.init(code: 5, fields: [6, 100] + "aA_".utf8.map(UInt64.init), blob: blob)))
        #expect(try stream.next() == .endBlock)
    }

    @Test func aBlockIsSkippedByItsLength() throws {
        var writer = BitWriter()
        writer.fixed(1, 2); writer.vbr(0, 8); writer.vbr(2, 4); writer.align32(); writer.fixed(1, 32)
        writer.fixed(0xFFFF_FFFF, 32)                           // one word of anything
        writer.enterBlock(9, width: 2, outer: 2)
        var stream = Bitstream(writer.bytes)
        guard case .enterBlock(0, let words) = try stream.next() else { Issue.record("no block"); return }
        try stream.skipBlock(words: words)
        #expect(try stream.next() == .enterBlock(id: 9, words: 0))
    }

    /// Every way a file can end early, and an abbreviation never defined, is an error, not a trap.
    @Test func everyTruncationAndAnUndefinedAbbreviationAreErrors() throws {
        var writer = BitWriter()
        writer.enterBlock(8, width: 3, outer: 2)
        writer.fixed(3, 3); writer.vbr(7, 6); writer.vbr(2, 6); writer.vbr(1 << 40, 6); writer.vbr(9, 6)
        writer.endBlock(width: 3)
        for length in 0..<writer.bytes.count {
            var stream = Bitstream(Array(writer.bytes.prefix(length)))
            #expect(throws: Bitstream.Malformed.self, "\(length) bytes") {
                while true { if try stream.next() == .endBlock { break } }
            }
        }
        var undefined = BitWriter()
        undefined.enterBlock(8, width: 3, outer: 2)
        undefined.fixed(5, 3)
        undefined.align32()
        var stream = Bitstream(undefined.bytes)
        _ = try stream.next()
        #expect(throws: Bitstream.Malformed(description: "abbreviation 5 is not defined (bit 67)")) { try stream.next() }
    }

    @Test func anEndBlockOutsideABlockIsAnError() {
        var stream = Bitstream([0, 0, 0, 0])
        #expect(throws: Bitstream.Malformed.self) { try stream.next() }
    }
}
