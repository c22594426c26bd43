import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way TermIsland writes a file: a recording (`island record -o`), a snapshot file, a
/// widget folder's `__Snapshots__` and generated sources.
///
/// A regular file is never changed in place: the bytes go to a temporary file beside it
/// (`.NAME.PID.N.tmp`, in the same directory so the rename cannot cross file systems), flushed to
/// the disk, and renamed over the old file only when all of them are written. A write that fails
/// half-way (a full disk, `ulimit -f`) removes the temporary file and leaves the old one as it was.
///
///     old file ─────────────────────────────────────────────── old file (a failure)
///     .old.1234.0.tmp ← bytes … fsync ── rename(2) ──────────── new file (whole)
///
/// A path through a symbolic link replaces the file it names, not the link; the old file's
/// permissions are kept. A device, a FIFO or a socket (`/dev/full`, `/dev/stdout` on a terminal,
/// `>(…)`) cannot be renamed over: it is written directly, as is a path naming an open file
/// descriptor (`/dev/stdout`, `/dev/fd/1`), whose file belongs to whoever opened it.
///
/// Lives in IslandSnapshotTesting because that is the lowest module both writers see (island's
/// commands depend on it); it is `package`, not part of the testing library's API.
package enum FileReplacement {
    /// Why a file could not be written, in the system's words: "no space left on device".
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }

    /// Writes `bytes` as the whole of the file at `path`, replacing it only once they are all
    /// written (see the type's documentation).
    package static func write(_ bytes: some Collection<UInt8>, to path: String) throws(Failure) {
        if FileIdentity.isStream(path) {
            try writeDirectly(Array(bytes), to: path)
            return
        }
        let target = resolvingLinks(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && existing.st_mode & S_IFMT == S_IFDIR { throw Failure(reason: "a directory") }
        let (temporary, descriptor) = try create(beside: target)
        do throws(Failure) {
            // A new file gets the permissions open(2) gave it (0666 less the umask); an old one keeps its own.
            if exists && fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw failure(errno) }
            try writeAll(Array(bytes), to: descriptor)
            if fsync(descriptor) != 0 && errno != EINVAL { throw failure(errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    /// Writes `text` in UTF-8 as the whole of the file at `path`.
    package static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// The file a chain of symbolic links ends at (the path itself when it is not a link, or when
    /// the link dangles: then the new file takes the link's place).
    static func resolvingLinks(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A new, empty temporary file in `target`'s directory, and its descriptor.
    private static func create(beside target: String) throws(Failure) -> (String, Int32) {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        // A name as long as the system allows leaves no room for the suffix: the prefix is cut.
        let stem = String(decoding: Array(name.utf8.prefix(200)), as: UTF8.self)
        for attempt in 0..<100 {
            let temporary = "\(directory).\(stem).\(getpid()).\(attempt).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw failure(errno) }
        }
        throw failure(EEXIST)
    }

    private static func writeDirectly(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        do throws(Failure) { try writeAll(bytes, to: descriptor) } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { throw failure(errno) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure(written == 0 ? EIO : errno) }
            offset += written
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        let text = String(cString: strerror(code))
        return Failure(reason: text.prefix(1).lowercased() + text.dropFirst())
    }
}

/// write(2), named apart from `FileReplacement.write`, which hides it inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
