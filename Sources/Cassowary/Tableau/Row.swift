/// One entry of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// While a row is being built for a new constraint it reads `0 = constant + Σ …` instead, until
/// ``solve(for:)`` makes one symbol its subject. Cells are sorted by symbol, have no near-zero
/// coefficients and never name the row's own basic symbol; sorted cells let two rows merge in one
/// pass and let a lookup be a binary search.
///
/// The cells are the first `count` elements of `storage`; what lies beyond is spare capacity.
/// A merge writes into a scratch buffer through a pointer and swaps it in, so the pivot loop
/// neither allocates nor pays `Array.append`'s uniqueness and capacity checks per cell.
struct Row {
    var constant: Double
    private(set) var storage: [Cell]
    private(set) var count: Int

    init(constant: Double = 0) {
        self.constant = constant
        self.storage = []
        self.count = 0
    }

    /// An empty row whose first `capacity` cells, and at least `minimumStorage`, can be added
    /// without allocating again.
    init(constant: Double, capacity: Int) {
        self.init(constant: constant)
        storage = Row.freshStorage(count: capacity)
    }

    /// The fewest cells a row's storage or a merge's scratch buffer is made with: 48 cells,
    /// 768 bytes, which glibc still serves from its per-thread cache.
    ///
    /// Merges trade buffers: a row takes the scratch buffer its merge wrote, and its old storage
    /// becomes the next scratch. A new row made just big enough for its terms (3 cells for
    /// `w >= 1`) then comes round as a scratch too small for the next merge, which allocates
    /// again: 42 of the 74 cell allocations of building the ten-box sum. With every buffer at
    /// least this big, the rows of a layout's system (a few dozen symbols) fit whichever buffer
    /// comes round, and building that system allocates one buffer per row and two scratch ones.
    static let minimumStorage = 48

    /// Storage for `count` cells, at least `minimumStorage`, filled with placeholders that
    /// merges write over. Made fresh rather than grown: growing would copy cells no one reads.
    static func freshStorage(count: Int) -> [Cell] {
        Array(repeating: Cell(symbol: .invalid, coefficient: 0), count: max(count, minimumStorage))
    }

    /// Makes room for `capacity` cells in all, so that adding them one by one allocates once.
    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// The cells, in symbol order.
    var cells: ArraySlice<Cell> { storage[0..<count] }

    var isEmpty: Bool { count == 0 }

    /// Where `symbol` is among the cells, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        storage.withUnsafeBufferPointer { Self.bisect(for: symbol, in: $0, from: 0, to: count) }
    }

    /// The coefficient of `symbol`, looking at the last cells first, then galloping from the end
    /// of the row before bisecting.
    ///
    /// For symbols made late, such as an edit variable's errors, which sit at the end of rows:
    /// the lookups a suggestion makes in every row then touch one or two cache lines instead of
    /// a dozen, and in a small row end after a compare or two. Elsewhere plain bisection is faster.
    func coefficientSearchingFromEnd(of symbol: Symbol) -> Double {
        storage.withUnsafeBufferPointer { buffer in
            let target = symbol.index
            var high = count
            // The last two cells, one by one: an edit's errors are the newest symbols but one.
            for _ in 0..<2 where high > 0 {
                let candidate = buffer[high &- 1]
                if candidate.symbol.index == target { return candidate.coefficient }
                if candidate.symbol.index < target { return 0 }
                high &-= 1
            }
            var step = 1
            var low = high &- step
            // Every cell at `high` or after has a larger symbol.
            while low > 0 && buffer[low].symbol.index > target {
                high = low
                step &<<= 1
                low = high &- step
            }
            let (index, found) = Self.bisect(for: symbol, in: buffer, from: max(low, 0), to: high)
            return found ? buffer[index].coefficient : 0
        }
    }

    /// Binary search for `symbol` among `cells[low..<high]`.
    @inline(__always)
    private static func bisect(
        for symbol: Symbol, in cells: UnsafeBufferPointer<Cell>, from low: Int, to high: Int
    ) -> (index: Int, found: Bool) {
        var low = low
        var high = high
        while low < high {
            let middle = (low &+ high) >> 1
            let candidate = cells[middle].symbol.index
            if candidate < symbol.index {
                low = middle &+ 1
            } else if candidate > symbol.index {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 if the row does not contain it.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? storage[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    ///
    /// For rows outside the tableau only (new rows, the objective): nothing tracks columns here.
    mutating func add(_ symbol: Symbol, times coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = storage[index].coefficient + coefficient
            if isNearZero(sum) {
                removeCell(at: index)
            } else {
                storage[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            if count < storage.count {
                // A spare cell past the end (left by a merge): shift into it, allocating nothing.
                let end = count
                storage.withUnsafeMutableBufferPointer { buffer in
                    var position = end
                    while position > index {
                        buffer[position] = buffer[position &- 1]
                        position &-= 1
                    }
                    buffer[index] = cell
                }
            } else {
                storage.insert(cell, at: index)
            }
            count += 1
        }
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
    }

    /// Shifts the later cells down over `index`, leaving a spare cell past the end.
    private mutating func removeCell(at index: Int) {
        let end = count
        storage.withUnsafeMutableBufferPointer { buffer in
            var position = index
            while position &+ 1 < end {
                buffer[position] = buffer[position &+ 1]
                position &+= 1
            }
        }
        count -= 1
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        let count = self.count
        storage.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<count { buffer[index].coefficient *= factor }
        }
    }

    /// Turns `0 = constant + … + c × subject + …` into `subject = (constant + …) / -c`.
    ///
    /// The subject must be in the row.
    mutating func solve(for subject: Symbol) {
        let (index, _) = position(of: subject)
        let factor = -1 / storage[index].coefficient
        removeCell(at: index)
        scale(by: factor)
    }

    /// Turns `lhs = constant + … + c × rhs + …` into `rhs = …` (with `lhs` now in the cells).
    mutating func solve(lhs: Symbol, rhs: Symbol) {
        add(lhs, times: -1)
        solve(for: rhs)
    }

    /// Whether every cell is a dummy, so the row can only say `0 = constant`.
    func hasOnlyDummies(kinds: [SymbolKind]) -> Bool {
        cells.allSatisfy { kinds[$0.symbol.position] == .dummy }
    }

    /// Replaces the cells with the first `newCount` cells of `buffer`, handing the old storage
    /// back in `buffer` for the next merge to write into.
    mutating func exchangeStorage(with buffer: inout [Cell], count newCount: Int) {
        swap(&storage, &buffer)
        count = newCount
    }
}
