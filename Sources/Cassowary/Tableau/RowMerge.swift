/// Told which symbols enter and leave a row while rows merge, so the column index stays true.
protocol MergeObserver {
    mutating func symbolEntered(_ symbol: Symbol)
    mutating func symbolLeft(_ symbol: Symbol)
}

/// For rows outside the tableau (the objective, rows being built): nothing to track.
struct UntrackedMerge: MergeObserver {
    @inline(__always) mutating func symbolEntered(_ symbol: Symbol) {}
    @inline(__always) mutating func symbolLeft(_ symbol: Symbol) {}
}

extension Row {
    /// Replaces `symbol` (whose coefficient here is `factor`) by `factor × definition`, where
    /// `definition` reads `symbol = …` and so does not contain `symbol` itself.
    ///
    /// One pass over both sorted rows, written through a pointer into `scratch`, which then
    /// becomes this row's storage while the old storage becomes the next merge's scratch.
    /// Generic over the observer so the untracked case compiles to no bookkeeping.
    mutating func substitute<Observer: MergeObserver>(
        _ symbol: Symbol, times factor: Double, by definition: Row,
        scratch: inout [Cell], observer: inout Observer
    ) {
        constant += factor * definition.constant
        let needed = count + definition.count
        if scratch.count < needed { Self.makeRoom(in: &scratch, for: needed) }
        let mineCount = count
        let theirCount = definition.count
        let written = storage.withUnsafeBufferPointer { mine in
            definition.storage.withUnsafeBufferPointer { theirs in
                scratch.withUnsafeMutableBufferPointer { output in
                    Self.merge(
                        UnsafeBufferPointer(rebasing: mine[..<mineCount]), without: symbol,
                        UnsafeBufferPointer(rebasing: theirs[..<theirCount]), times: factor,
                        into: output, observer: &observer)
                }
            }
        }
        exchangeStorage(with: &scratch, count: written)
    }

    /// Makes `scratch` hold at least `needed` cells. Kept out of line: inlined, its two paths
    /// slowed the merge loop around it (width jumps +3%).
    @inline(never)
    private static func makeRoom(in scratch: inout [Cell], for needed: Int) {
        if needed <= Row.minimumStorage {
            scratch = Row.freshStorage(count: needed)
        } else {
            // A large system's rows fill up pivot by pivot: growing as `Array` does (twice the
            // capacity, the new cells only initialised) costs least there. A fresh buffer of
            // exactly `needed` cells added 25% to building the 100-box chain, and one of twice
            // that, filled whole, 3% to all its phases.
            scratch.append(
                contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: needed - scratch.count))
        }
    }

    /// Writes `mine` without `symbol`, plus `factor × theirs`, into `output`, and returns how many
    /// cells it wrote. The loop walks pointers rather than indices: fewer live values, so that
    /// they all stay in registers.
    @inline(__always)
    private static func merge<Observer: MergeObserver>(
        _ mine: UnsafeBufferPointer<Cell>, without symbol: Symbol,
        _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
        into output: UnsafeMutableBufferPointer<Cell>, observer: inout Observer
    ) -> Int {
        // No output buffer means no cells on either side. An empty side may have no address; it
        // then starts and ends at the output's, and is never read.
        guard let start = output.baseAddress else { return 0 }
        var a = mine.baseAddress ?? UnsafePointer(start)
        let aEnd = a + mine.count
        var b = theirs.baseAddress ?? UnsafePointer(start)
        let bEnd = b + theirs.count
        var out = start
        while a < aEnd && b < bEnd {
            let aSymbol = a.pointee.symbol.index
            let bSymbol = b.pointee.symbol.index
            if aSymbol < bSymbol {
                copy(a.pointee, unless: symbol, to: &out)
                a += 1
            } else if bSymbol < aSymbol {
                add(b.pointee, times: factor, to: &out, observer: &observer)
                b += 1
            } else {
                let sum = a.pointee.coefficient + factor * b.pointee.coefficient
                if isNearZero(sum) {
                    observer.symbolLeft(a.pointee.symbol)
                } else {
                    out.pointee = Cell(symbol: a.pointee.symbol, coefficient: sum)
                    out += 1
                }
                a += 1
                b += 1
            }
        }
        while a < aEnd {
            copy(a.pointee, unless: symbol, to: &out)
            a += 1
        }
        while b < bEnd {
            add(b.pointee, times: factor, to: &out, observer: &observer)
            b += 1
        }
        return out - start
    }

    /// A cell only this row has: kept as it is, unless it is the symbol being replaced.
    @inline(__always)
    private static func copy(_ cell: Cell, unless symbol: Symbol, to out: inout UnsafeMutablePointer<Cell>) {
        if cell.symbol != symbol {
            out.pointee = cell
            out += 1
        }
    }

    /// A cell only the definition has: scaled, and kept (a symbol entering the row) unless it
    /// comes out near zero.
    @inline(__always)
    private static func add<Observer: MergeObserver>(
        _ cell: Cell, times factor: Double, to out: inout UnsafeMutablePointer<Cell>, observer: inout Observer
    ) {
        let added = factor * cell.coefficient
        if !isNearZero(added) {
            out.pointee = Cell(symbol: cell.symbol, coefficient: added)
            out += 1
            observer.symbolEntered(cell.symbol)
        }
    }

    /// Adds `factor × other` to this row (for rows outside the tableau).
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        var untracked = UntrackedMerge()
        substitute(.invalid, times: factor, by: other, scratch: &scratch, observer: &untracked)
    }
}
