/// The rows holding the error symbol of the edit suggested last, each with the symbol's
/// coefficient there, remembered while no row's cells change.
///
/// A drag suggests one variable over and over, and most suggestions pivot nothing, so the rows
/// a suggestion shifts and the coefficients it shifts them by are those of the previous one:
/// reading them from here spares a search of every row. Anything that changes a row's cells
/// bumps `Tableau.cellsVersion`, which makes this stale; only constants change otherwise.
struct EditColumn {
    struct Entry {
        let slot: Int32
        let coefficient: Double
    }

    /// The error symbol the entries are about, and the cells' version they were read at.
    private(set) var symbol = Symbol.invalid
    private(set) var version = -1
    private(set) var entries: [Entry] = []

    func isCurrent(for symbol: Symbol, version: Int) -> Bool {
        self.symbol == symbol && self.version == version
    }

    /// Starts over for `symbol` at `version`; `append` then adds its `rowCount` rows in slot order.
    mutating func reset(for symbol: Symbol, version: Int, rowCount: Int) {
        self.symbol = symbol
        self.version = version
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(rowCount)
    }

    mutating func append(slot: Int, coefficient: Double) {
        entries.append(Entry(slot: Int32(slot), coefficient: coefficient))
    }
}
