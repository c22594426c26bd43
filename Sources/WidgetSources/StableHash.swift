/// A hash that is the same on every run and machine (Swift's `hashValue` is seeded per
/// process): FNV-1a, 64 bits, as 12 hexadecimal digits.
package enum StableHash {
    package static func hex(_ text: String) -> String {
        String(String(value(text), radix: 16).suffix(12))
    }

    /// The whole 64 bits (`--shard` splits snapshots by it).
    package static func value(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
