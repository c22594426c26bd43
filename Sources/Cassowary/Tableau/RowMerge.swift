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
        if scratch.count < needed {
            scratch.append(
                contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: needed - scratch.count))
        }
        let mineCount = count
        let theirCount = definition.count
        let written = storage.withUnsafeBufferPointer { mine in
            definition.storage.withUnsafeBufferPointer { theirs in
                scratch.withUnsafeMutableBufferPointer { output in
                    var i = 0
                    var j = 0
                    var k = 0
                    while i < mineCount && j < theirCount {
                        let a = mine[i]
                        let b = theirs[j]
                        if a.symbol.index < b.symbol.index {
                            if a.symbol != symbol {
                                output[k] = a
                                k &+= 1
                            }
                            i &+= 1
                        } else if b.symbol.index < a.symbol.index {
                            let added = factor * b.coefficient
                            if !isNearZero(added) {
                                output[k] = Cell(symbol: b.symbol, coefficient: added)
                                k &+= 1
                                observer.symbolEntered(b.symbol)
                            }
                            j &+= 1
                        } else {
                            let sum = a.coefficient + factor * b.coefficient
                            if isNearZero(sum) {
                                observer.symbolLeft(a.symbol)
                            } else {
                                output[k] = Cell(symbol: a.symbol, coefficient: sum)
                                k &+= 1
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < mineCount {
                        if mine[i].symbol != symbol {
                            output[k] = mine[i]
                            k &+= 1
                        }
                        i &+= 1
                    }
                    while j < theirCount {
                        let added = factor * theirs[j].coefficient
                        if !isNearZero(added) {
                            output[k] = Cell(symbol: theirs[j].symbol, coefficient: added)
                            k &+= 1
                            observer.symbolEntered(theirs[j].symbol)
                        }
                        j &+= 1
                    }
                    return k
                }
            }
        }
        exchangeStorage(with: &scratch, count: written)
    }

    /// Adds `factor × other` to this row (for rows outside the tableau).
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        var untracked = UntrackedMerge()
        substitute(.invalid, times: factor, by: other, scratch: &scratch, observer: &untracked)
    }
}
