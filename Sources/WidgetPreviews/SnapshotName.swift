import Foundation

/// The stable name of one snapshot: the preview, the presentation, then what else tells two
/// snapshots of that preview apart (the device when several are asked for; a variant joins
/// here). It is what `--filter`, `--skip` and `--shard` select by and what a CI report lists,
/// and it gives the snapshot's file name, so the same sources name the same snapshots on any
/// machine and run.
///
///     Lock Screen · lock-screen                    Lock Screen.lock-screen.txt
///     Compact · compact · iphone-15-pro-max        Compact.compact.iphone-15-pro-max.txt
public struct SnapshotName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The preview's title (a placeholder's widget name, a provider's type name).
    public let preview: String
    /// The presentation's name (`lock-screen`, `compact`), or `view` for a view's preview.
    public let presentation: String
    /// What follows, in order: a device's identifier, then the variants.
    public let qualifiers: [String]

    public init(preview: String, presentation: String, qualifiers: [String] = []) {
        self.preview = preview
        self.presentation = presentation
        self.qualifiers = qualifiers
    }

    /// "Lock Screen · lock-screen": what a person reads and a pattern matches.
    public var description: String { ([preview, presentation] + qualifiers).joined(separator: " · ") }

    /// The snapshot file's name: the title with what a file name cannot hold made `_`, then the
    /// rest, joined by dots.
    public var fileName: String {
        let safe = String(preview.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_ ()".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        })
        return ([safe, presentation] + qualifiers).joined(separator: ".") + ".txt"
    }

    public static func < (lhs: SnapshotName, rhs: SnapshotName) -> Bool { lhs.description < rhs.description }
}
