@testable import IslandUI
import Testing

/// Looking a symbol up costs the same whatever the name's length: only prefixes that could be a
/// row (no longer than the longest row's name) are hashed. Measured in work, not time: the
/// prefixes looked up and their characters.
struct SymbolLookupCostTests {
    /// Characters hashed to look `name` up: the sum of its candidates' lengths.
    func work(_ name: String) -> Int {
        SymbolTable.lookupCandidates(Substring(name)).reduce(0) { $0 + $1.count }
    }

    @Test func theWorkDoesNotGrowWithTheName() {
        // "a.a.a.…" of 1 KB, 10 KB and 100 KB: every dot a prefix to try before the fix.
        let works = [1_000, 10_000, 100_000].map { work(String(repeating: "a.", count: $0 / 2)) }
        #expect(works[0] == works[1] && works[1] == works[2])
        let longest = SymbolTable.longestName
        #expect(works[2] <= longest * longest)
        #expect(work(String(repeating: "x", count: 100_000)) == 0)
    }

    @Test func namesAtTheLongestRowsLengthAndOnePastResolveAsBefore() throws {
        let longest = try #require(SymbolTable.knownNames.first { $0.count == SymbolTable.longestName })
        #expect(SymbolTable.entry(forSystemName: longest)?.name == longest)
        #expect(SymbolTable.entry(forSystemName: longest + ".fill")?.name == longest)
        #expect(SymbolTable.entry(forSystemName: "car." + String(repeating: "a.", count: 50_000))?.name == "car")
        #expect(SymbolTable.resolution(forSystemName: String(repeating: "zz.", count: 30_000) + "cup") == .category(entry: "cup.and.saucer"))
    }
}
