import Testing
@testable import CursesBackend

/// Colour pairs are made as styles appear and freed only when no cell on screen uses them, so a
/// pair is never re-initialised under cells that show it.
@Suite struct ColorPairCacheTests {
    /// ncurses's alloc_pair as it behaves: the lowest free pair, or the oldest one evicted when
    /// the table is full (which the cache must never let happen).
    final class FakeCurses {
        let capacity: Int
        var pairs: [Int32: (Int32, Int32)] = [:]
        var evictions = 0
        init(capacity: Int) { self.capacity = capacity }
        var allocator: ColorPairCache.Allocator {
            ColorPairCache.Allocator(
                allocate: { foreground, background in
                    for pair in 1..<Int32(self.capacity) where self.pairs[pair] == nil {
                        self.pairs[pair] = (foreground, background)
                        return pair
                    }
                    self.evictions += 1
                    self.pairs[1] = (foreground, background)
                    return 1
                },
                free: { pair in self.pairs[pair] = nil })
        }
    }

    @Test func theSameColoursGetTheSamePair() {
        let curses = FakeCurses(capacity: 64)
        var cache = ColorPairCache(capacity: 64)
        let red = cache.pair(foreground: 1, background: -1, using: curses.allocator)
        #expect(red > 0)
        #expect(cache.pair(foreground: 1, background: -1, using: curses.allocator) == red)
        #expect(cache.pair(foreground: -1, background: -1, using: curses.allocator) == 0)
        #expect(cache.allocatedCount == 1)
    }

    @Test func aFullTableFreesOnlyPairsNoCellUses() {
        let curses = FakeCurses(capacity: 8)
        var cache = ColorPairCache(capacity: 8)
        // Six pairs fit (pair 0 is the default, one slot stays free); all on screen.
        var onScreen: [Int32] = []
        for color in 0..<6 {
            let pair = cache.pair(foreground: Int32(color), background: -1, using: curses.allocator)
            cache.retain(pair)
            onScreen.append(pair)
        }
        // A seventh cannot be had without recolouring: the default colours stand in.
        #expect(cache.pair(foreground: 7, background: 7, using: curses.allocator) == 0)
        #expect(cache.fallbackCount == 1)
        // Once a cell stops using one, that pair makes room.
        cache.release(onScreen[2])
        let seventh = cache.pair(foreground: 7, background: 7, using: curses.allocator)
        #expect(seventh == onScreen[2])
        #expect(curses.pairs[seventh]! == (7, 7))
        #expect(curses.evictions == 0)
        for pair in onScreen where pair != seventh { #expect(cache.users(of: pair) == 1) }
    }

    @Test func theLeastRecentlyUsedFreePairGoesFirst() {
        let curses = FakeCurses(capacity: 5)
        var cache = ColorPairCache(capacity: 5)
        let first = cache.pair(foreground: 1, background: -1, using: curses.allocator)
        let second = cache.pair(foreground: 2, background: -1, using: curses.allocator)
        let third = cache.pair(foreground: 3, background: -1, using: curses.allocator)
        _ = cache.pair(foreground: 1, background: -1, using: curses.allocator)  // used again
        let fourth = cache.pair(foreground: 4, background: -1, using: curses.allocator)
        #expect(fourth == second)
        #expect(cache.pair(foreground: 1, background: -1, using: curses.allocator) == first)
        #expect(curses.pairs[third] != nil && curses.evictions == 0)
    }

    @Test func manyStylesOnATerminalOf64PairsNeverEvict() {
        let curses = FakeCurses(capacity: 64)
        var cache = ColorPairCache(capacity: 64)
        var screen: [Int32] = Array(repeating: 0, count: 200)
        for frame in 0..<50 {
            for cell in screen.indices {
                let pair = cache.pair(foreground: Int32((cell + frame) % 9) - 1, background: Int32(cell % 9) - 1,
                                      using: curses.allocator)
                cache.release(screen[cell])
                cache.retain(pair)
                screen[cell] = pair
            }
        }
        #expect(curses.evictions == 0)
        #expect(cache.allocatedCount <= 62)
    }
}

extension ColorPairCacheTests {
    /// ncurses refusing a pair (alloc_pair's -1, or pair 0) falls back to the default colours
    /// and is counted, each time (pinned for the mutation run, which found the count unchecked).
    @Test func aRefusedAllocationFallsBackAndIsCounted() {
        var cache = ColorPairCache(capacity: 64)
        let refusing = ColorPairCache.Allocator(allocate: { _, _ in nil }, free: { _ in })
        #expect(cache.pair(foreground: 1, background: -1, using: refusing) == 0)
        #expect(cache.fallbackCount == 1)
        let zero = ColorPairCache.Allocator(allocate: { _, _ in 0 }, free: { _ in })
        #expect(cache.pair(foreground: 2, background: -1, using: zero) == 0)
        #expect(cache.fallbackCount == 2)
        #expect(cache.allocatedCount == 0)
    }
}
