/// A cursor position report, `⎋[row;columnR`, both from 1.
struct CursorReport: Equatable, Sendable {
    var row: Int
    var column: Int
}

/// Picks cursor position reports (`⎋[row;columnR`) and a primary device attributes answer
/// (`⎋[?…c`) out of what a terminal sends, keeping every other byte, in order, for the input
/// decoder: a key typed during the probe is not lost, nor turned into something else.
///
/// Bytes arrive in pieces; a sequence cut at the end of one is held until the next, or until
/// `finish()`, which gives it back as input (an Escape typed alone looks like the start of a
/// report).
struct CursorReportScanner {
    /// The reports, in the order they came.
    private(set) var reports: [CursorReport] = []
    /// Whether the device attributes answer came, which ends the probe.
    private(set) var sawDeviceAttributes = false
    /// Bytes that were not part of an answer: typed keys, a mouse report, anything.
    private(set) var input: [UInt8] = []
    /// The start of a sequence that may still become an answer.
    private var held: [UInt8] = []

    /// The longest answer, in bytes with its ESC and final byte; anything longer is not an
    /// answer (row and column numbers of up to five digits, or a dozen device attributes, fit).
    static let longestAnswer = 64

    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if held.isEmpty {
                if byte == 0x1B { held.append(byte) } else { input.append(byte) }
                continue
            }
            held.append(byte)
            switch Self.match(held) {
            case .prefix:
                // A prefix as long as the longest answer has no room left for its final byte.
                if held.count >= Self.longestAnswer { giveBackFirstByte() }
            case .report(let report):
                reports.append(report)
                held.removeAll()
            case .deviceAttributes:
                sawDeviceAttributes = true
                held.removeAll()
            case .none:
                giveBackFirstByte()
            }
        }
    }

    /// Ends the scan: a sequence still held is input after all.
    mutating func finish() {
        while !held.isEmpty { giveBackFirstByte() }
    }

    /// The ESC that started `held` was not an answer's: it is input, and what followed it is
    /// scanned again (it may hold the ESC of a real answer).
    private mutating func giveBackFirstByte() {
        let rest = held.dropFirst()
        input.append(held[0])
        held.removeAll()
        feed(rest)
    }

    private enum Match { case none, prefix, report(CursorReport), deviceAttributes }

    /// Whether `bytes` (starting with ESC) is an answer, the start of one, or neither.
    private static func match(_ bytes: [UInt8]) -> Match {
        guard bytes.count >= 2 else { return .prefix }
        guard bytes[1] == UInt8(ascii: "[") else { return .none }
        guard bytes.count >= 3 else { return .prefix }
        if bytes[2] == UInt8(ascii: "?") {
            // ⎋[?Ps;Ps…c
            for byte in bytes[3...] {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"): continue
                case UInt8(ascii: "c"): return .deviceAttributes
                default: return .none
                }
            }
            return .prefix
        }
        // ⎋[row;columnR
        var numbers = [0]
        var digits = 0
        for (index, byte) in bytes[2...].enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 5 else { return .none }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ";"):
                guard numbers.count == 1, digits > 0 else { return .none }
                numbers.append(0)
                digits = 0
            case UInt8(ascii: "R"):
                guard numbers.count == 2, digits > 0, index == bytes.count - 3 else { return .none }
                return .report(CursorReport(row: numbers[0], column: numbers[1]))
            default:
                return .none
            }
        }
        return .prefix
    }
}
