extension Theme {
    /// The known name a mistyped `name` most likely meant, or nil when none is close.
    ///
    /// Close means a few edits away (a transposition such as "drak" → "dark" counts as one), or
    /// contained whole ("mono" → "monochrome"). Case is ignored. Ties go to the first known name.
    static func closestName(to name: String, among known: [String]) -> String? {
        let typed = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best, best.distance <= max(2, best.name.count / 4) { return best.name }
        if typed.count >= 3 { return known.first { $0.lowercased().contains(typed) } }
        return nil
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours, each costing one.
    private static func editDistance(_ a: String, _ b: String) -> Int {
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
