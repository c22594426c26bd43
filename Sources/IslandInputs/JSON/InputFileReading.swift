import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files with a bound: the one way every input file (a scenario, a payload, a theme,
/// described views, a content state) comes in.
///
/// - `-` is standard input, named "standard input" in errors.
/// - A regular file larger than its limit is refused from its size alone, before it is read.
/// - A pipe, a FIFO or a device (`/dev/stdin`, `<(…)`, `/dev/zero`) is read up to one byte past
///   the limit and refused there: memory stays bounded whatever is on the other end.
/// - A directory, a missing file and a file that cannot be opened are said in our words.
public enum InputFileReading {
    /// The name standard input has in errors.
    public static let standardInputName = "standard input"

    /// Whether `path` means standard input.
    public static func isStandardInput(_ path: String) -> Bool { path == "-" }

    /// The bytes of the file at `path` (or of standard input for `-`), at most `limit.bytes`.
    /// `file` names it in errors.
    public static func contents(ofPath path: String, named file: String? = nil,
                                limit: InputFileLimit) throws(InputFileError) -> Data {
        if isStandardInput(path) {
            return try readBounded(descriptor: STDIN_FILENO, file: file ?? standardInputName, limit: limit, regularSize: nil)
        }
        let file = file ?? path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(file: file, location: nil, reason: openFailure(errno)) }
        defer { close(descriptor) }
        InputFileLog.current?.note(path)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputFileError(file: file, location: nil, reason: "could not be read (\(describe(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputFileError(file: file, location: nil, reason: "a directory, not \(limit.what)")
        case S_IFREG:
            let size = Int(status.st_size)
            if size > limit.bytes { throw InputFileError(file: file, location: nil, reason: limit.reason(size: size)) }
            return try readBounded(descriptor: descriptor, file: file, limit: limit, regularSize: size)
        default:
            return try readBounded(descriptor: descriptor, file: file, limit: limit, regularSize: nil)
        }
    }

    /// Reads to the end or to one byte past the limit, whichever comes first.
    private static func readBounded(descriptor: Int32, file: String, limit: InputFileLimit, regularSize: Int?) throws(InputFileError) -> Data {
        var data = Data()
        let chunk = 64 << 10
        var buffer = [UInt8](repeating: 0, count: chunk)
        while data.count <= limit.bytes {
            let wanted = min(chunk, limit.bytes + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                throw InputFileError(file: file, location: nil,
                                     reason: code == EISDIR ? "a directory, not \(limit.what)"
                                                            : "could not be read (\(describe(code)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.count > limit.bytes {
            // A regular file that grew while read is measured again; a stream only past the limit.
            throw InputFileError(file: file, location: nil, reason: limit.reason(size: regularSize.map { max($0, data.count) }))
        }
        return data
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "a loop of symbolic links"
        case ENAMETOOLONG: return "a name too long for a file"
        default: return "could not be opened (\(describe(code)))"
        }
    }

    /// The system's words for an errno, lowercased as the rest of a message: "no space left on device".
    public static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
