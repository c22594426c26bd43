import IslandCommandLine

extension OptionLine {
    /// `--filter`, `--skip` and `--shard`, as `snapshot <folder>` and `test` take them.
    static let snapshotSelection = [
        OptionLine([.option(.filter, "PATTERN", repeatable: true), .option(.skip, "PATTERN", repeatable: true)],
                   "only the snapshots whose name matches, less those (* any characters;", "repeatable; docs/CI.md)"),
        OptionLine([.option(.shard, "I/N")], "part I of N: each snapshot on the same one part on every machine"),
    ]

    /// `--junit` and `--summary`; `snapshot` writes them of a check.
    static func ciReports(ofACheck: Bool) -> [OptionLine] {
        [OptionLine([.option(.junit, "FILE"), .option(.summary, "FILE")],
                    (ofACheck ? "with --check: " : "") + "JUnit XML and a Markdown summary for CI (also appended", "to $GITHUB_STEP_SUMMARY when it is set)"),
         OptionLine([.option(.report, "DIR")], "DIR/index.html: every snapshot as a picture, changes highlighted")]
    }
}
