/// For each symbol, the tableau rows (by slot) whose cells contain it: one bit per slot.
///
/// A pivot substitutes the entering symbol into exactly these rows, and a suggestion updates
/// exactly the rows that hold the edit's error symbols, instead of visiting every row as kiwi
/// does. Visiting the bits in order gives the slots in ascending order, which keeps the order
/// rows are visited in deterministic.
///
///     words:  | symbol 0: slots 0–63, 64–127 | symbol 1: slots 0–63, 64–127 | …
///
/// Bits rather than sorted lists of slots: entering or leaving a row is one `or` or `and` with
/// no search and no memmove, which is what most of a small pivot's bookkeeping is. The index
/// takes `symbols × slots / 8` bytes, 1 MB for the 1000-box benchmark (whose rows take 64 MB).
struct ColumnIndex {
    /// Symbol `s`'s column is `words[s × wordsPerColumn ..< (s + 1) × wordsPerColumn]`; bit
    /// `b` of its word `w` stands for slot `64 w + b`.
    private(set) var words: [UInt64] = []
    private(set) var wordsPerColumn = 1

    mutating func reserveCapacity(symbols: Int) { words.reserveCapacity(symbols * wordsPerColumn) }

    mutating func addSymbol() {
        // One word at a time: appending a `repeatElement` takes a generic path, 300 instructions.
        for _ in 0..<wordsPerColumn { words.append(0) }
    }
    mutating func removeLastSymbol() { words.removeLast(wordsPerColumn) }

    /// Widens every column, if needed, so that `slot` has a bit.
    mutating func makeRoom(forSlot slot: Int32) {
        guard Int(slot) >= wordsPerColumn * 64 else { return }
        var widened = wordsPerColumn
        while Int(slot) >= widened * 64 { widened *= 2 }
        let symbols = words.count / wordsPerColumn
        var grown = [UInt64](repeating: 0, count: symbols * widened)
        for symbol in 0..<symbols {
            for word in 0..<wordsPerColumn {
                grown[symbol * widened + word] = words[symbol * wordsPerColumn + word]
            }
        }
        words = grown
        wordsPerColumn = widened
    }

    /// How many rows contain `symbol`.
    func count(of symbol: Symbol) -> Int {
        let start = symbol.position * wordsPerColumn
        var count = 0
        for word in words[start..<(start + wordsPerColumn)] { count += word.nonzeroBitCount }
        return count
    }

    mutating func insert(slot: Int32, for symbol: Symbol) {
        words[symbol.position * wordsPerColumn + Int(slot >> 6)] |= 1 << UInt64(slot & 63)
    }

    mutating func remove(slot: Int32, for symbol: Symbol) {
        words[symbol.position * wordsPerColumn + Int(slot >> 6)] &= ~(1 << UInt64(slot & 63))
    }

    /// Calls `body` with each slot whose row contains `symbol`, in ascending order.
    @inline(__always)
    func forEachSlot(of symbol: Symbol, _ body: (Int) throws -> Void) rethrows {
        try words.withUnsafeBufferPointer { words in
            try Self.forEachSlot(in: words, from: symbol.position * wordsPerColumn, count: wordsPerColumn, body)
        }
    }

    /// The slots whose rows contain `symbol`, in ascending order, written over `list`.
    func slots(of symbol: Symbol, into list: inout [Int32]) {
        list.removeAll(keepingCapacity: true)
        forEachSlot(of: symbol) { list.append(Int32($0)) }
    }

    /// Empties a symbol's column, writing its slots over `list`, for a pivot that removes the
    /// symbol from every row it is in.
    mutating func takeColumn(of symbol: Symbol, into list: inout [Int32]) {
        slots(of: symbol, into: &list)
        let start = symbol.position * wordsPerColumn
        for word in start..<(start + wordsPerColumn) { words[word] = 0 }
    }

    /// Runs `body` with a writer that merges report symbols entering and leaving rows to.
    mutating func withWriter<Result>(_ body: (inout ColumnWriter) -> Result) -> Result {
        let wordsPerColumn = self.wordsPerColumn
        return words.withUnsafeMutableBufferPointer { words in
            var writer = ColumnWriter(words: words.baseAddress!, wordsPerColumn: wordsPerColumn)
            return body(&writer)
        }
    }

    @inline(__always)
    private static func forEachSlot(
        in words: UnsafeBufferPointer<UInt64>, from start: Int, count: Int, _ body: (Int) throws -> Void
    ) rethrows {
        for offset in 0..<count {
            var bits = words[start &+ offset]
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                try body(offset &* 64 &+ bit)
                bits &= bits &- 1
            }
        }
    }
}

/// The column index as a merge sees it: raw words, and the bit of the row being merged.
struct ColumnWriter: MergeObserver {
    let words: UnsafeMutablePointer<UInt64>
    let wordsPerColumn: Int
    private var wordOffset = 0
    private var bit: UInt64 = 0

    init(words: UnsafeMutablePointer<UInt64>, wordsPerColumn: Int) {
        self.words = words
        self.wordsPerColumn = wordsPerColumn
    }

    /// Makes later reports be about the row in `slot`.
    @inline(__always) mutating func observe(slot: Int) {
        wordOffset = slot >> 6
        bit = 1 << UInt64(slot & 63)
    }

    @inline(__always) mutating func symbolEntered(_ symbol: Symbol) {
        words[symbol.position &* wordsPerColumn &+ wordOffset] |= bit
    }

    @inline(__always) mutating func symbolLeft(_ symbol: Symbol) {
        words[symbol.position &* wordsPerColumn &+ wordOffset] &= ~bit
    }
}
