import Foundation

/// Reads choices from a fuzzer's bytes, as libFuzzer's FuzzedDataProvider does: each call takes
/// what it needs from the front, and an exhausted input reads as zeros, so every input is some
/// valid sequence of choices.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) { bytes = Array(data) }

    var isExhausted: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one or two bytes.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`.
    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[int(in: 0...choices.count - 1)] }

    /// A string of up to `maximum` bytes, as UTF-8 with invalid sequences replaced (so any byte,
    /// control characters among them, can appear).
    mutating func string(maximum: Int) -> String {
        let count = int(in: 0...maximum)
        let end = min(bytes.count, offset + count)
        defer { offset = end }
        return offset < end ? String(decoding: bytes[offset..<end], as: UTF8.self) : ""
    }
}
