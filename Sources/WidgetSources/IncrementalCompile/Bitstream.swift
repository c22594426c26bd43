/// A reader of LLVM's bitstream container, as much of it as a `.swiftdeps` file uses: blocks,
/// abbreviations defined in the block, and records (fixed, VBR, array, char6 and blob fields).
/// Every read is bounds-checked: a truncated or foreign file is a thrown `Malformed`, never a
/// trap, since the file is another program's and may be half written.
///
/// The format is LLVM's (llvm/Bitstream/BitCodes.h): bits taken from the low end of each byte
/// first; abbreviation IDs 0–3 are END_BLOCK, ENTER_SUBBLOCK, DEFINE_ABBREV and
/// UNABBREV_RECORD, and 4 on are the block's own abbreviations in the order defined.
package struct Bitstream {
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// One record: its code and its fields (a blob's bytes apart).
    package struct Record: Equatable {
        package let code: UInt64
        package let fields: [UInt64]
        package let blob: [UInt8]?
    }

    /// An entry met at the reader's place in a block.
    package enum Entry: Equatable {
        /// A block begins: its ID and its length in 32-bit words (`skipBlock` passes over it).
        case enterBlock(id: UInt64, words: Int)
        case endBlock
        case record(Record)
    }

    private let bytes: [UInt8]
    private var bit = 0
    private var abbreviationWidth = 2
    private var abbreviations: [[Operand]] = []
    /// The enclosing blocks' widths and abbreviations, restored at their END_BLOCK.
    private var outer: [(width: Int, abbreviations: [[Operand]])] = []

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read (a block's end is padded to a 32-bit word).
    package var isAtEnd: Bool { bit >= bytes.count * 8 }

    /// Reads `count` bytes as 8-bit fields: a file's signature.
    package mutating func signature(_ count: Int) throws(Malformed) -> [UInt8] {
        var read: [UInt8] = []
        for _ in 0..<count { read.append(UInt8(try fixed(8))) }
        return read
    }

    /// The next entry of the current block. Abbreviation definitions are taken in on the way.
    package mutating func next() throws(Malformed) -> Entry {
        while true {
            let id = try fixed(abbreviationWidth)
            switch id {
            case 0:
                try align32()
                guard let restored = outer.popLast() else { throw Malformed(description: "an END_BLOCK outside any block at bit \(bit)") }
                (abbreviationWidth, abbreviations) = restored
                return .endBlock
            case 1:
                let block = try vbr(8)
                let width = Int(clamping: try vbr(4))
                try align32()
                let words = Int(clamping: try fixed(32))
                guard (1...32).contains(width) else { throw Malformed(description: "block \(block) has abbreviation width \(width)") }
                outer.append((abbreviationWidth, abbreviations))
                abbreviationWidth = width
                abbreviations = []
                return .enterBlock(id: block, words: words)
            case 2:
                abbreviations.append(try abbreviationDefinition())
            case 3:
                let code = try vbr(6)
                let count = try vbr(6)
                guard count <= UInt64(bytes.count * 8) else { throw Malformed(description: "a record of \(count) fields at bit \(bit)") }
                var fields: [UInt64] = []
                for _ in 0..<count { fields.append(try vbr(6)) }
                return .record(Record(code: code, fields: fields, blob: nil))
            default:
                let index = Int(id) - 4
                guard abbreviations.indices.contains(index) else { throw Malformed(description: "abbreviation \(id) is not defined (bit \(bit))") }
                return .record(try abbreviated(abbreviations[index]))
            }
        }
    }

    /// Skips the rest of a block just entered, by the length its header gave.
    package mutating func skipBlock(words: Int) throws(Malformed) {
        let target = bit + words * 32
        guard target <= bytes.count * 8 else { throw Malformed(description: "a block runs past the end of the file") }
        bit = target
        guard let restored = outer.popLast() else { throw Malformed(description: "no block to skip") }
        (abbreviationWidth, abbreviations) = restored
    }

    // MARK: Abbreviations

    private enum Operand {
        case literal(UInt64)
        case fixed(Int)
        case vbr(Int)
        case array
        case char6
        case blob
    }

    private mutating func abbreviationDefinition() throws(Malformed) -> [Operand] {
        let count = try vbr(5)
        guard count <= 1024 else { throw Malformed(description: "an abbreviation of \(count) operands at bit \(bit)") }
        var operands: [Operand] = []
        for _ in 0..<count {
            if try fixed(1) == 1 {
                operands.append(.literal(try vbr(8)))
                continue
            }
            switch try fixed(3) {
            // A field of no bits is LLVM's way of writing the value 0.
            case 1: let width = Int(clamping: try vbr(5)); operands.append(width == 0 ? .literal(0) : .fixed(width))
            case 2: let width = Int(clamping: try vbr(5)); operands.append(width == 0 ? .literal(0) : .vbr(width))
            case 3: operands.append(.array)
            case 4: operands.append(.char6)
            case 5: operands.append(.blob)
            case let other: throw Malformed(description: "operand encoding \(other) is unknown (bit \(bit))")
            }
        }
        for case .fixed(let width) in operands where width > 64 { throw Malformed(description: "a fixed field of \(width) bits") }
        for case .vbr(let width) in operands where width < 2 || width > 32 { throw Malformed(description: "a VBR field of \(width) bits") }
        return operands
    }

    private mutating func abbreviated(_ operands: [Operand]) throws(Malformed) -> Record {
        var values: [UInt64] = []
        var blob: [UInt8]?
        var index = 0
        while index < operands.count {
            switch operands[index] {
            case .array:
                guard index + 1 < operands.count else { throw Malformed(description: "an array with no element type") }
                let count = try vbr(6)
                guard count <= UInt64(bytes.count * 8) else { throw Malformed(description: "an array of \(count) at bit \(bit)") }
                for _ in 0..<count { values.append(try scalar(operands[index + 1])) }
                index += 2
                continue
            case .blob:
                let count = Int(clamping: try vbr(6))
                try align32()
                guard count <= bytes.count - bit / 8 else { throw Malformed(description: "a blob of \(count) bytes runs past the end") }
                blob = Array(bytes[(bit / 8)..<(bit / 8 + count)])
                bit += count * 8
                try align32()
            default:
                values.append(try scalar(operands[index]))
            }
            index += 1
        }
        guard let code = values.first else { throw Malformed(description: "a record with no code at bit \(bit)") }
        return Record(code: code, fields: Array(values.dropFirst()), blob: blob)
    }

    private mutating func scalar(_ operand: Operand) throws(Malformed) -> UInt64 {
        switch operand {
        case .literal(let value): return value
        case .fixed(let width): return try fixed(width)
        case .vbr(let width): return try vbr(width)
        case .char6:
            let value = try fixed(6)
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._".utf8)
            return UInt64(alphabet[Int(value)])
        case .array, .blob: throw Malformed(description: "an array or blob inside an array")
        }
    }

    // MARK: Bits

    /// `width` bits (0–64), the first from the low end of the current byte.
    private mutating func fixed(_ width: Int) throws(Malformed) -> UInt64 {
        guard width > 0 else { return 0 }
        guard bit + width <= bytes.count * 8 else { throw Malformed(description: "the file ends inside a field (bit \(bit) of \(bytes.count * 8))") }
        var value: UInt64 = 0
        var taken = 0
        while taken < width {
            let byte = UInt64(bytes[bit / 8])
            let offset = bit % 8
            let count = min(8 - offset, width - taken)
            value |= ((byte >> UInt64(offset)) & ((1 << UInt64(count)) - 1)) << UInt64(taken)
            taken += count
            bit += count
        }
        return value
    }

    /// A variable-width number in `width`-bit pieces, the top bit of each saying another follows.
    private mutating func vbr(_ width: Int) throws(Malformed) -> UInt64 {
        let high: UInt64 = 1 << UInt64(width - 1)
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let piece = try fixed(width)
            guard shift < 64 else { throw Malformed(description: "a VBR number longer than 64 bits at bit \(bit)") }
            value |= (piece & (high - 1)) << shift
            if piece & high == 0 { return value }
            shift += UInt64(width - 1)
        }
    }

    private mutating func align32() throws(Malformed) {
        let aligned = (bit + 31) / 32 * 32
        guard aligned <= bytes.count * 8 else { throw Malformed(description: "the file ends before a word boundary") }
        bit = aligned
    }
}
