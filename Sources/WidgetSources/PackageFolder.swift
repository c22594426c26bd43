import Foundation

/// A folder of the cached package brought to hold just the entries it is given, each left
/// alone when it is already right. A file written again is a newer file to the warm loop's
/// incremental compile (`WidgetLibraryBuild`), which would compile it and every file it
/// touches again: so a one-line edit compiled the whole folder while the package was written
/// by emptying its folders first.
enum PackageFolder {
    /// Writes `text` to `url` (a whole file or none; a link there is replaced, never followed),
    /// unless a file there holds it already.
    static func write(_ text: String, to url: URL) throws {
        let manager = FileManager.default
        let data = Data(text.utf8)
        let isLink = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
        if !isLink, manager.contents(atPath: url.path) == data { return }
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if isLink { try manager.removeItem(at: url) }
        try data.write(to: url, options: .atomic)
    }

    /// Makes `link` a link to `destination`, unless it is one already.
    static func link(_ link: URL, to destination: URL) throws {
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == destination.path { return }
        try? manager.removeItem(at: link)
        try manager.createSymbolicLink(at: link, withDestinationURL: destination)
    }

    /// Removes from `folder` every entry whose path below it is not in `kept` and leads to none
    /// of `kept`. Links are removed or kept, never followed: what a link points to is the
    /// user's own.
    static func removeEntries(in folder: URL, except kept: Set<String>) throws {
        try removeEntries(in: folder, prefix: "", kept: kept)
    }

    private static func removeEntries(in folder: URL, prefix: String, kept: Set<String>) throws {
        for found in FolderEntry.entries(of: folder.path) {
            let relative = prefix + found.name
            if kept.contains(relative) { continue }
            let entry = folder.appendingPathComponent(found.name)
            if found.kind == .directory, kept.contains(where: { $0.hasPrefix(relative + "/") }) {
                try removeEntries(in: entry, prefix: relative + "/", kept: kept)
            } else {
                try FileManager.default.removeItem(at: entry)
            }
        }
    }
}
