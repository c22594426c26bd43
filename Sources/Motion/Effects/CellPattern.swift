/// A stable pseudo-random number for each cell of a region, so a dissolve picks its cells in
/// the same order every time it is drawn (frame 12 of a blur is always frame 12).
///
///     threshold(x, y) ∈ [0, 1)      0.12 0.87 0.45 0.03 …
///
/// A cell whose threshold is below an effect's progress has moved on; one above it has not yet.
struct CellPattern: Sendable {
    let seed: UInt64

    /// A pattern for `id`, varied by `seed`.
    init(_ id: RegionID, seed: UInt64) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in id.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.seed = hash
    }

    /// The cell's threshold, in [0, 1).
    func threshold(x: Int, y: Int) -> Double {
        // SplitMix64 of the cell's position and the pattern's seed.
        var z = seed &+ UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(y)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
