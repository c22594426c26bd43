import Foundation

/// Reading and writing snapshot files, turning every file system error into a failure to
/// report rather than a crash.
enum SnapshotFile {
    /// The snapshot's contents, or `nil` when there is no file.
    static func read(_ location: SnapshotLocation) throws(SnapshotFailure) -> String? {
        let path = location.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else {
            throw fileError("\(path) is a directory; a snapshot must be a text file", path: path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: location.url)
        } catch {
            throw fileError("cannot read the snapshot \(path): \(describe(error))", path: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw fileError("\(path) is not UTF-8 text; delete it or re-record it with "
                + "\(SnapshotRecordMode.environmentVariable)=all", path: path)
        }
        return text
    }

    /// Writes `text` as the snapshot, creating its directories, replacing any file whole
    /// (`FileReplacement`: a failed write leaves the old snapshot as it was).
    static func write(_ text: String, to location: SnapshotLocation) throws(SnapshotFailure) {
        let path = location.path
        do {
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        } catch {
            // Foundation on Linux says only "error 512" when part of the path is a file.
            let reason = fileInTheWay(of: location.directory).map { "\($0.path) is a file, not a directory" } ?? describe(error)
            throw fileError("cannot create the snapshot directory \(location.directory.path): \(reason)", path: path)
        }
        do {
            try FileReplacement.write(SnapshotText.fileContents(for: text), to: path)
        } catch {
            throw fileError("cannot write the snapshot \(path): \(error.reason)", path: path)
        }
    }

    private static func fileError(_ message: String, path: String) -> SnapshotFailure {
        SnapshotFailure(kind: .fileError, snapshotPath: path, message: message)
    }

    /// The nearest existing ancestor of `directory` (or itself) when it is not a directory.
    private static func fileInTheWay(of directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while candidate.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// An error's most specific description: Foundation's POSIX reason when it has one.
    private static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return "\(error.localizedDescription) (\(underlying.localizedDescription))"
        }
        return error.localizedDescription
    }
}
