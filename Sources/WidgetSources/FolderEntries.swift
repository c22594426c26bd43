import Foundation

/// A folder's entries and what each is, read with `readdir` (and an `lstat` where the file
/// system does not say): what walking a widget folder and tidying the cached package need. Not
/// `FileManager`'s enumerator or `attributesOfItem`, which on Linux look up every entry's owner
/// and group by name, reading `/etc/passwd` and `/etc/group` each time (docs/BENCHMARKS.md, "The
/// loop"). A link is a link, never followed, as those report it.
package struct FolderEntry: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case directory, file, link, other
    }

    package let name: String
    package let kind: Kind

    /// The entries of the folder at `path`, without `.` and `..`, in no particular order; none
    /// when it cannot be read.
    package static func entries(of path: String) -> [FolderEntry] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var found: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            found.append(FolderEntry(name: name, kind: kind(Int32(entry.pointee.d_type), at: path + "/" + name)))
        }
        return found
    }

    private static func kind(_ type: Int32, at path: String) -> Kind {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }
}
