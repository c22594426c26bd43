import TerminalCanvas

/// What a backend needs to know about a cell to print it, without building a `String`.
extension Cell {
    /// Calls `body` with the grapheme's Unicode scalar values (none for a continuation cell).
    ///
    /// A backend converts them to the C library's wide characters on every painted cell, so
    /// inline graphemes (≤ 8 UTF-8 bytes) are decoded without allocating.
    @inline(__always)
    public func withScalars<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { buffer in
            if graphemeBits & 0xFF == 0xFF {
                // Interned (longer than 8 bytes): rare, so decoding the string is fine.
                let scalars = grapheme.unicodeScalars.map(\.value)
                return try scalars.withUnsafeBufferPointer(body)
            }
            var count = 0
            var remaining = graphemeBits
            while remaining != 0 {
                let lead = UInt32(truncatingIfNeeded: remaining & 0xFF)
                remaining >>= 8
                let continuationBytes = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3
                var value = continuationBytes == 0 ? lead : lead & (0x7F >> UInt32(continuationBytes + 1))
                for _ in 0..<continuationBytes {
                    value = value << 6 | UInt32(truncatingIfNeeded: remaining & 0x3F)
                    remaining >>= 8
                }
                buffer[count] = value
                count += 1
            }
            return try body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Whether the grapheme is one ASCII character: the common case, which needs no decoding.
    @inline(__always)
    public var asciiValue: UInt8? {
        graphemeBits < 0x80 && graphemeBits != 0 ? UInt8(truncatingIfNeeded: graphemeBits) : nil
    }

    /// Appends the grapheme's UTF-8 to `bytes` (nothing for a continuation cell).
    @inline(__always)
    public func appendUTF8(to bytes: inout [UInt8]) {
        appendGrapheme(to: &bytes)
    }

    /// Whether a terminal that clusters what it prints could join this cell's grapheme to
    /// `previous`'s when the two are printed side by side (a lone 🇺 then 🇦, 👍 then a lone
    /// 🏽, a leading jamo then a syllable): such a cell must be reached with a cursor movement.
    /// See `GraphemeJoining`; the answer errs towards yes.
    public func mayJoin(after previous: Cell) -> Bool {
        GraphemeJoining.mayJoin(previous.graphemeBits, graphemeBits)
    }

    /// The cell's style as one number: equal for cells drawn in the same style, for keying
    /// caches of what a style converts to.
    @inline(__always)
    public var styleKey: UInt64 { styleOnlyBits }

    /// Whether two cells are drawn in the same style, compared as the bits cells keep.
    @inline(__always)
    public func hasSameStyle(as other: Cell) -> Bool {
        styleOnlyBits == other.styleOnlyBits
    }
}
