import CacheReuse
import Foundation

/// Files the previewer reloads when they change on disk (`--watch`): their modification times,
/// looked at fifty times a second (a stat each, no file is read until one changed): a save is
/// seen within 20 ms. At ten a second the wait was 50 ms of a save's half second on average;
/// fifty looks at a dozen files cost an idle previewer 0.1 % of a core (one clock tick in 10 s).
public struct FileWatch: Sendable {
    /// How often the files are looked at, in seconds.
    public static let interval = 0.02

    public let paths: [String]
    private var stamps: [FileStamp?]

    public init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(Self.stamp)
    }

    /// Whether any file changed since the last look (or since the watch began).
    public mutating func changed() -> Bool {
        let now = paths.map(Self.stamp)
        defer { stamps = now }
        return now != stamps
    }

    private static func stamp(_ path: String) -> FileStamp? {
        FileStamp(path: path)
    }
}
