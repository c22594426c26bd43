@testable import LiveActivity
import Testing

/// "Did you mean" compares names a person could have mistyped: up to 64 characters, and names
/// within two characters of the same length in full, so a name as long as a file costs its
/// length, not its length times every known name's.
struct NameSuggestionCostTests {
    @Test func aTypoUpToSixtyFourCharactersIsFoundAndOnePastIsNot() {
        let known = String(repeating: "x", count: 63) + "a"
        #expect(NameSuggestion.closest(to: String(repeating: "x", count: 63) + "b", among: [known]) == known)
        let longer = String(repeating: "x", count: 64) + "a"
        #expect(NameSuggestion.closest(to: String(repeating: "x", count: 64) + "b", among: [longer]) == nil)
    }

    @Test func aNameAsLongAsAFileIsNotCompared() {
        // 500 KB against 500 KB: 250 billion steps of edit distance before; none now.
        let long = String(repeating: "a", count: 500_000)
        #expect(NameSuggestion.closest(to: long + "b", among: [long + "c", "pizza-delivery"]) == nil)
        #expect(NameSuggestion.closest(to: "piza", among: [long, "pizza-delivery"]) == "pizza-delivery")
    }
}
