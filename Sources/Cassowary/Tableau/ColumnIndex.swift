/// For each symbol, the tableau rows (by slot) whose cells contain it, in ascending slot order.
///
/// A pivot substitutes the entering symbol into exactly these rows, and a suggestion updates
/// exactly the rows that hold the edit's error symbols, instead of visiting every row as kiwi
/// does. Sorted slot lists keep the visiting order deterministic and make insertion and removal
/// a binary search and a short memmove.
struct ColumnIndex: MergeObserver {
    var columns: [[Int32]] = []
    /// The row whose merge is being observed.
    var currentSlot: Int32 = -1

    mutating func addSymbol() { columns.append([]) }
    mutating func removeLastSymbol() { columns.removeLast() }

    func rows(containing symbol: Symbol) -> [Int32] { columns[symbol.position] }
    func count(of symbol: Symbol) -> Int { columns[symbol.position].count }

    mutating func insert(slot: Int32, for symbol: Symbol) {
        let index = Self.insertionPoint(of: slot, in: columns[symbol.position])
        columns[symbol.position].insert(slot, at: index)
    }

    mutating func remove(slot: Int32, for symbol: Symbol) {
        let index = Self.insertionPoint(of: slot, in: columns[symbol.position])
        if index < columns[symbol.position].count && columns[symbol.position][index] == slot {
            columns[symbol.position].remove(at: index)
        }
    }

    /// Takes a symbol's whole column out (leaving it empty), for a pivot that removes the symbol
    /// from every row it is in.
    mutating func takeColumn(of symbol: Symbol, replacingWith spare: inout [Int32]) {
        spare.removeAll(keepingCapacity: true)
        swap(&columns[symbol.position], &spare)
    }

    private static func insertionPoint(of slot: Int32, in column: [Int32]) -> Int {
        column.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low &+ high) >> 1
                if buffer[middle] < slot { low = middle &+ 1 } else { high = middle }
            }
            return low
        }
    }

    @inline(__always) mutating func symbolEntered(_ symbol: Symbol) {
        insert(slot: currentSlot, for: symbol)
    }

    @inline(__always) mutating func symbolLeft(_ symbol: Symbol) {
        remove(slot: currentSlot, for: symbol)
    }
}
