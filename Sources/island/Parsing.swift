import LiveActivity

/// "90s", "5m", "1h30m", "2h", "45" (seconds) up to a year: seconds, or nil if it is not a
/// duration. The same rule as scenario files.
func parseDuration(_ text: String) -> Double? { ScenarioDuration.parse(text) }

/// "5m", "1h30m", "45s".
func formatDuration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    let hours = whole / 3600, minutes = whole % 3600 / 60, rest = whole % 60
    var parts = ""
    if hours > 0 { parts += "\(hours)h" }
    if minutes > 0 { parts += "\(minutes)m" }
    if rest > 0 || parts.isEmpty { parts += "\(rest)s" }
    return parts
}

/// "; did you mean "pizza-delivery"?" when a name is one or two edits from a known one.
func suggestion(for name: String, among known: [String]) -> String {
    // Against the whole name and against its beginning, so "piza" finds "pizza-delivery".
    let best = known.map { candidate -> (String, Int) in
        let whole = editDistance(name.lowercased(), candidate.lowercased())
        let start = editDistance(name.lowercased(), String(candidate.lowercased().prefix(name.count + 1)))
        return (candidate, min(whole, start))
    }.min { $0.1 < $1.1 }
    guard let (match, distance) = best, distance <= max(1, min(2, name.count / 3)) else { return "" }
    return "; did you mean \"\(match)\"?"
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...max(b.count, 1) where !b.isEmpty {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
}

/// Text for the terminal made of words we did not write (names, titles, ids from files): each
/// line with its control characters made visible, so no escape sequence reaches the terminal.
func terminalSafe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).sanitizedForTerminal }.joined(separator: "\n")
}
