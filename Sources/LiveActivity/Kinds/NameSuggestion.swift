/// The one rule for "did you mean …?", used by every message that names something unknown: a
/// theme, a device, an example, a command, an option, a key in a JSON file, a view kind.
///
/// A known name is close to what was typed when it is a few edits away (insertions, deletions,
/// substitutions and swaps of neighbours each cost one: "drak" → "dark"), compared whole or
/// against the known name's beginning ("piza" → "pizza-delivery"), or when it contains what was
/// typed whole ("chrome" → "monochrome"). Case is ignored; ties go to the first known name.
package enum NameSuggestion {
    /// The known name `name` most likely meant, or nil when none is close.
    package static func closest(to name: String, among known: [String]) -> String? {
        let typed = name.lowercased()
        // Nobody mistypes a name this long; comparing one would cost its length times every
        // known name's (a scenario's own names can be as long as the file).
        guard !typed.isEmpty, typed.count <= longestTyped else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in known {
            let lowered = candidate.lowercased()
            // Names whose lengths differ by more than two are more than two edits apart.
            let whole = abs(lowered.count - typed.count) > 2 ? Int.max : editDistance(typed, lowered)
            let start = editDistance(typed, String(lowered.prefix(typed.count + 1)))
            let distance = min(whole, start)
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        // Two edits in a name of three letters or fewer would match almost anything.
        if let best, best.distance <= (typed.count <= 3 ? 1 : 2) { return best.name }
        if typed.count >= 3 { return known.first { $0.lowercased().contains(typed) } }
        return nil
    }

    /// The longest name a suggestion is looked for, in characters: the work is then linear in
    /// the known names' length.
    package static let longestTyped = 64

    /// `; did you mean "dark"?`, or nothing when no known name is close.
    package static func didYouMean(_ name: String, among known: [String]) -> String {
        closest(to: name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours, each costing one.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rows: the swap looks two rows back.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
