import Foundation

/// Files the previewer reloads when they change on disk (`--watch`): their modification times,
/// looked at ten times a second (a stat each, no file is read until one changed): a save is
/// seen within a tenth of a second, a small part of the warm loop's half second.
public struct FileWatch: Sendable {
    /// How often the files are looked at, in seconds.
    public static let interval = 0.1

    public let paths: [String]
    private var stamps: [Date?]

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

    private static func stamp(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
