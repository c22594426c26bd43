import IslandSnapshotTesting

/// A file a command writes (a widget folder's snapshots, its generated package), whole or not at
/// all (`FileReplacement`); a failure names the file and is a failure of the run (exit 1).
package enum OutputFile {
    package struct Failure: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
        package var description: String { "\(oneLine(path)): could not be written (\(reason))" }
    }

    package static func write(_ text: String, to path: String) throws(Failure) {
        do { try FileReplacement.write(text, to: path) } catch { throw Failure(path: path, reason: error.reason) }
    }
}
