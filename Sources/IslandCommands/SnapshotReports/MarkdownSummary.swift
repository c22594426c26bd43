/// A run as Markdown for a pull request's checks page (GitHub's job summary, a comment): the
/// verdict, the counts, each change with its diff folded, what is new, gone or failed, and the
/// command that accepts the change.
enum MarkdownSummary {
    static func document(_ run: SnapshotRun) -> String {
        let changed = run.outcomes.filter { if case .changed = $0.verdict { true } else { false } }
        let new = run.outcomes.filter { if case .new = $0.verdict { true } else { false } }
        let gone = run.outcomes.filter { $0.verdict == .gone }
        let failed = run.outcomes.filter { $0.verdict.isError }
        let total = run.outcomes.count
        let notPassed = total - run.passed
        let snapshots = total == 1 ? "snapshot" : "snapshots"
        var lines: [String] = []
        let verdict: String
        if run.acceptCommand == nil {
            verdict = notPassed == 0 ? "\(total) \(snapshots) drew without a problem" : "\(notPassed) of \(total) \(snapshots) failed"
        } else {
            verdict = notPassed == 0 ? "\(total) \(snapshots) match" : "\(notPassed) of \(total) \(snapshots) differ"
        }
        lines.append("### \(notPassed == 0 ? "✅" : "❌") \(verdict)")
        lines.append("")
        lines.append(code(run.command))
        lines.append("")
        if run.acceptCommand == nil {
            lines.append("| passed | failed |")
            lines.append("|-:|-:|")
            lines.append("| \(run.passed) | \(failed.count) |")
        } else {
            lines.append("| matched | changed | new | gone | failed to draw |")
            lines.append("|-:|-:|-:|-:|-:|")
            lines.append("| \(run.passed) | \(changed.count) | \(new.count) | \(gone.count) | \(failed.count) |")
        }
        if !changed.isEmpty {
            lines += ["", "#### Changed"]
            for outcome in changed {
                guard case .changed(let diff) = outcome.verdict else { continue }
                let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: diff) + 1))
                lines += ["", "<details><summary>\(html(outcome.name))</summary>", "", fence + "diff", diff, fence, "", "</details>"]
            }
        }
        if !new.isEmpty {
            lines += ["", "#### New", ""]
            for outcome in new {
                guard case .new(let fileName) = outcome.verdict else { continue }
                lines.append("- \(code(outcome.name)): no snapshot file yet (\(code(fileName)))")
            }
        }
        if !gone.isEmpty {
            lines += ["", "#### Gone", ""]
            lines += gone.map { "- \(code($0.name)): a snapshot of a preview that is no longer there" }
        }
        if !failed.isEmpty {
            lines += ["", run.acceptCommand == nil ? "#### Failed" : "#### Failed to draw", ""]
            for outcome in failed {
                switch outcome.verdict {
                case .failedToDraw(let failure): lines.append("- \(code(outcome.name)): \(escaped(failure.sentence))")
                case .problems(let problems):
                    for problem in problems { lines.append("- \(code(outcome.name)) at \(code(problem.location.description)): \(escaped(problem.message))") }
                default: continue
                }
            }
        }
        if let accept = run.acceptCommand, !(changed.isEmpty && new.isEmpty && gone.isEmpty) {
            lines += ["", "If the change is meant, record the snapshots again and commit them:", "", "```sh", accept, "```"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as inline code, its delimiter longer than any run of backticks in it.
    static func code(_ text: String) -> String {
        let ticks = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return ticks + padded + ticks
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Text inside HTML (`<summary>`): `&`, `<` and `>` as references.
    private static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Prose that came from elsewhere (a runtime's message): what Markdown would read as
    /// emphasis or code, and HTML as a tag, made literal.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in html(text) {
            if "\\`*_".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
