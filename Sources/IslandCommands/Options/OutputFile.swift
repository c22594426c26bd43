import IslandSnapshotTesting

/// A file a command writes (a widget folder's snapshots, its generated package), whole or not at
/// all (`FileReplacement`); a failure names the file and is a failure of the run (exit 1).
enum OutputFile {
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(oneLine(path)): could not be written (\(reason))" }
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        do { try FileReplacement.write(text, to: path) } catch { throw Failure(path: path, reason: error.reason) }
    }
}
