import Foundation
import TerminalCanvas

/// The JSON last made for values of each type, by fingerprint (`EncodingFingerprint`): a
/// kind's preview gives the same attributes and, most instants, the same state, and each was
/// encoded again at every tick of the previewer (an eighth of it). Equal fingerprints make
/// equal JSON, so the bytes made then are the bytes `JSONEncoder` would make now.
///
/// A few values a type: two activities of one kind take turns. Shared by every caller, behind
/// a lock.
final class EncodedValues: @unchecked Sendable {
    static let shared = EncodedValues()

    /// Values kept for each type.
    static let perType = 8

    private let lock = NSLock()
    /// By the value's type and the encoder (its settings make the bytes).
    private var kept: [[ObjectIdentifier]: [(fingerprint: [UInt8], data: Data)]] = [:]

    /// `value` as `encoder` encodes it, from the last encodings of its type when one has its
    /// fingerprint.
    func data<Value: Encodable>(of value: Value, with encoder: JSONEncoder) throws -> Data {
        // With reuse off (`Reuse`) every value is encoded.
        guard !Reuse.isOff, let fingerprint = EncodingFingerprint.of(value) else { return try encoder.encode(value) }
        let type = [ObjectIdentifier(Value.self), ObjectIdentifier(encoder)]
        lock.lock()
        let known = kept[type]?.first { $0.fingerprint == fingerprint }?.data
        lock.unlock()
        if let known { return known }
        let data = try encoder.encode(value)
        lock.lock()
        var entries = kept[type] ?? []
        if entries.count >= Self.perType { entries.removeFirst() }
        entries.append((fingerprint, data))
        kept[type] = entries
        lock.unlock()
        return data
    }
}
