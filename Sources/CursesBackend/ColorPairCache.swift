/// Colour pairs for the cells on screen: allocated as styles appear, freed only when no cell on
/// screen uses them any more.
///
/// ncurses draws a cell's colours through a numbered pair (foreground, background), and a
/// terminal has few: 64 for `xterm`, 256 or 65,536 for newer entries. ncurses's `alloc_pair`
/// reuses the oldest pair when the table is full, and re-initialising a pair recolours every
/// cell still drawn with it. So this cache counts the cells on screen that use each pair, keeps
/// one slot free at all times (so `alloc_pair` never has to evict), frees the least recently
/// used pair that no cell uses when it needs room, and when every pair is in use on screen
/// falls back to pair 0 (the terminal's default colours) rather than recolour anything.
///
///     var cache = ColorPairCache(capacity: 64)
///     let pair = cache.pair(foreground: 1, background: -1, using: allocator)   // alloc_pair(1, -1)
///     cache.retain(pair)                     // a cell on screen now uses it
///     cache.release(pair)                    // …and no longer does: free when room is needed
struct ColorPairCache {
    /// How pairs are really made and freed: ncurses's `alloc_pair` and `free_pair`, or a fake
    /// in tests.
    struct Allocator {
        /// Makes a pair of the two colours and returns its number, or nil if it cannot.
        var allocate: (_ foreground: Int32, _ background: Int32) -> Int32?
        /// Frees a pair made by `allocate`.
        var free: (_ pair: Int32) -> Void
    }

    /// The number of pairs the terminal has, pair 0 included (`COLOR_PAIRS`).
    let capacity: Int
    /// Pairs by their colours (foreground in the high half, background in the low).
    private var pairOfColors: [UInt64: Int32] = [:]
    /// By pair number: its colours, the cells on screen drawn with it, when it was last asked
    /// for. Arrays, as retain and release run for every painted cell.
    private var colorsOfPair: [UInt64] = []
    private var users: [Int] = []
    private var lastUse: [UInt64] = []
    private var clock: UInt64 = 0
    /// How many times `pair(…)` had to fall back to pair 0 because every pair was on screen.
    private(set) var fallbackCount = 0

    /// A cache for a terminal with `capacity` colour pairs.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of pairs allocated now.
    var allocatedCount: Int { pairOfColors.count }

    /// The pair drawing `foreground` on `background` (curses colour numbers, -1 for the
    /// terminal's default), allocating one if needed. Pair 0 is the default colours; it is also
    /// the answer when no pair can be had without recolouring cells on screen.
    mutating func pair(foreground: Int32, background: Int32, using allocator: Allocator) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
        clock &+= 1
        if let pair = pairOfColors[key] {
            lastUse[Int(pair)] = clock
            return pair
        }
        // Pair 0 is not allocatable, and one slot stays free so alloc_pair never evicts.
        if pairOfColors.count >= capacity - 2 {
            guard let victim = leastRecentlyUsedUnusedPair() else {
                fallbackCount += 1
                return 0
            }
            allocator.free(victim)
            pairOfColors[colorsOfPair[Int(victim)]] = nil
        }
        guard let pair = allocator.allocate(foreground, background), pair > 0 else {
            fallbackCount += 1
            return 0
        }
        let slot = Int(pair)
        if slot >= users.count {
            let count = slot + 1 - users.count
            colorsOfPair += Array(repeating: 0, count: count)
            users += Array(repeating: 0, count: count)
            lastUse += Array(repeating: 0, count: count)
        }
        pairOfColors[key] = pair
        colorsOfPair[slot] = key
        users[slot] = 0
        lastUse[slot] = clock
        return pair
    }

    /// One more cell on screen is drawn with `pair`.
    @inline(__always)
    mutating func retain(_ pair: Int32) {
        if pair > 0 && Int(pair) < users.count { users[Int(pair)] += 1 }
    }

    /// One cell fewer on screen is drawn with `pair`.
    @inline(__always)
    mutating func release(_ pair: Int32) {
        if pair > 0 && Int(pair) < users.count { users[Int(pair)] -= 1 }
    }

    /// How many cells on screen use `pair`.
    func users(of pair: Int32) -> Int {
        pair > 0 && Int(pair) < users.count ? users[Int(pair)] : 0
    }

    /// Forgets every pair (after ncurses's own pairs were reset, as on a new screen).
    mutating func removeAll() {
        pairOfColors.removeAll()
        colorsOfPair.removeAll()
        users.removeAll()
        lastUse.removeAll()
    }

    private func leastRecentlyUsedUnusedPair() -> Int32? {
        var best: (pair: Int32, lastUse: UInt64)?
        for pair in pairOfColors.values where users[Int(pair)] <= 0 {
            if best == nil || lastUse[Int(pair)] < best!.lastUse { best = (pair, lastUse[Int(pair)]) }
        }
        return best?.pair
    }
}
