/// The one rule for newlines at the end of a snapshot.
///
/// A file holds the text and exactly one `\n` after it, the form editors and `git diff` expect,
/// and comparing ignores one final `\n` on either side and nothing else. So `"a"` and `"a\n"`
/// store the same file and match it, a file whose final newline an editor dropped still
/// matches, and an empty last line (`"a\n\n"`) stays a real difference.
enum SnapshotText {
    /// `text` without one final `\n`, if it has one: the form that is compared and diffed.
    static func comparable(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// What the snapshot file stores for `text`.
    static func fileContents(for text: String) -> String {
        comparable(text) + "\n"
    }
}
