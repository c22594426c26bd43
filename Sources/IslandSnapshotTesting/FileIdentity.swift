import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, as the file system knows it: its device and inode. Two paths name
/// the same file (through `..`, a symbolic link, a hard link, `/proc/self/fd/3`) exactly when
/// their identities are equal, which comparing the paths' text cannot tell.
package struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The regular file `path` names (following links), or nil when there is none: a missing
    /// file, a directory, a device, a FIFO. Only a regular file can be destroyed by writing over
    /// it; writing to the terminal one reads from destroys nothing.
    package init?(regularFileAt path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// Whether `path` is written directly rather than replaced: a device, a FIFO or a socket, or
    /// a name for an open file descriptor (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`).
    package static func isStream(_ path: String) -> Bool {
        let descriptorNames = ["/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/self/fd/"]
        if descriptorNames.contains(where: { path == $0 || ($0.hasSuffix("/") && path.hasPrefix($0)) }) { return true }
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFCHR || kind == S_IFBLK || kind == S_IFIFO || kind == S_IFSOCK
    }

    /// The first of `inputs` that names the same regular file as `output`, if any: an output
    /// that would overwrite what the command reads.
    package static func input(among inputs: [String], sameAs output: String) -> String? {
        guard let written = FileIdentity(regularFileAt: output) else { return nil }
        return inputs.first { FileIdentity(regularFileAt: $0) == written }
    }
}
