@testable import LiveActivity
import Testing

/// The one rule for "did you mean …?" (`NameSuggestion`), at each of its edges: how many edits a
/// name of a given length may be away, what "edit" means, and which name wins a tie.
@Suite("Did you mean: the rule at its edges")
struct NameSuggestionTests {
    /// A typed name of three letters or fewer is matched only one edit away: two edits in a
    /// name that short would match almost anything ("abc" → "xbz").
    @Test func aNameOfThreeLettersOrFewerMayBeOneEditAway() {
        #expect(NameSuggestion.closest(to: "abc", among: ["abz"]) == "abz")
        #expect(NameSuggestion.closest(to: "abc", among: ["xbz"]) == nil)
        #expect(NameSuggestion.closest(to: "ab", among: ["ax"]) == "ax")
        #expect(NameSuggestion.closest(to: "ab", among: ["xy"]) == nil)
    }

    /// From four letters on, a name two edits away is suggested, and one three away is not.
    @Test func aNameOfFourLettersOrMoreMayBeTwoEditsAway() {
        #expect(NameSuggestion.closest(to: "abcd", among: ["xbzd"]) == "xbzd")
        #expect(NameSuggestion.closest(to: "abcd", among: ["xyzd"]) == nil)
    }

    /// Two letters inserted are two edits, whole-name: a known name exactly two longer than
    /// what was typed is still compared whole (only a difference of more than two rules it
    /// out), even where its beginning alone is three edits away.
    @Test func aNameTwoLettersLongerIsTwoInsertionsAway() {
        #expect(NameSuggestion.closest(to: "abcd", among: ["xaybcd"]) == "xaybcd")
        #expect(NameSuggestion.closest(to: "abcd", among: ["xaybzcd"]) == nil)
    }

    /// The known name's beginning counts: a typed name one letter short of a long name's start
    /// ("piza" for "pizza-delivery") is one edit from it.
    @Test func theBeginningOfALongNameCounts() {
        #expect(NameSuggestion.closest(to: "piza", among: ["pizza-delivery"]) == "pizza-delivery")
        #expect(NameSuggestion.closest(to: "pizzad", among: ["pizza-delivery"]) == "pizza-delivery")
    }

    /// Ties go to the first known name, in the order given.
    @Test func aTieGoesToTheFirstKnownName() {
        #expect(NameSuggestion.closest(to: "dark", among: ["dank", "dart"]) == "dank")
        #expect(NameSuggestion.closest(to: "dark", among: ["dart", "dank"]) == "dart")
        // A closer name later still wins.
        #expect(NameSuggestion.closest(to: "dark", among: ["dxrx", "dart"]) == "dart")
    }

    /// A typed name of three letters or more is also suggested the known name that contains it
    /// ("rom" → "monochrome"); two letters are in too many names to mean one.
    @Test func containingWhatWasTypedCountsFromThreeLetters() {
        #expect(NameSuggestion.closest(to: "rom", among: ["monochrome"]) == "monochrome")
        #expect(NameSuggestion.closest(to: "ro", among: ["monochrome"]) == nil)
    }

    /// Edits are insertions, deletions, substitutions and swaps of neighbours, each costing one
    /// (optimal string alignment): a swap anywhere, first letters included, is one edit.
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(NameSuggestion.editDistance("ab", "ba") == 1)
        #expect(NameSuggestion.editDistance("abc", "bac") == 1)
        #expect(NameSuggestion.editDistance("abc", "acb") == 1)
        #expect(NameSuggestion.editDistance("abcd", "badc") == 2)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("abc", "") == 3)
        #expect(NameSuggestion.editDistance("a", "a") == 0)
        #expect(NameSuggestion.editDistance("abc", "abcd") == 1)
        #expect(NameSuggestion.editDistance("abcd", "abc") == 1)
    }

    /// A name as long as `longestTyped` is still looked at; one letter more is not.
    @Test func theLongestNameLookedAtIsLongestTyped() {
        let long = String(repeating: "a", count: NameSuggestion.longestTyped)
        #expect(NameSuggestion.closest(to: long, among: [long + "b"]) == long + "b")
        #expect(NameSuggestion.closest(to: long + "a", among: [long + "ab"]) == nil)
    }

    /// The beginning compared is one letter longer than what was typed, so a letter left out of
    /// a long name's start is one edit: "dlivery" is "delivery-status" less its "e" (compared
    /// with only "delive", it would be three edits away).
    @Test func theBeginningComparedHasRoomForALetterLeftOut() {
        #expect(NameSuggestion.closest(to: "dlivery", among: ["theme", "delivery-status"]) == "delivery-status")
    }
}
