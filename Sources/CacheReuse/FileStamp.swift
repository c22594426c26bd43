import Foundation

/// A file's size and modification time, read with one `stat`: what decides whether a file a
/// cache was made from changed (the watched files of `--watch`, the tools a widget library is
/// built with). Not `FileManager.attributesOfItem`, which on Linux also looks up the owner's and
/// group's names, reading `/etc/passwd` and `/etc/group` at every call: fifty looks a second at a
/// dozen files were a thousand reads of each.
package struct FileStamp: Equatable, Hashable, Sendable {
    package let size: Int64
    package let seconds: Int
    package let nanoseconds: Int

    /// The stamp of the file at `path` (a link's target's), or nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }

    /// The modification time as a date.
    package var modified: Date {
        Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(nanoseconds) / 1_000_000_000)
    }
}
