import Foundation
import IslandInputs

/// A file named on the command line, read once with its kind's bound (`-`: standard input),
/// and what it turns out to be.
package struct GivenFile {
    /// The path as given.
    package let path: String
    /// What messages call it: the path, or "standard input".
    package let name: String
    package let data: Data
    package let kind: InputFileKind

    /// Reads `path` with `limit`; a problem reading it is a usage error naming it.
    package init(_ path: String, limit: InputFileLimit) throws {
        self.path = path
        name = InputFileReading.isStandardInput(path) ? InputFileReading.standardInputName : path
        do { data = try InputFileReading.contents(ofPath: path, named: name, limit: limit) } catch { throw UsageError(error) }
        kind = InputFileKind(of: data)
    }

    /// Whether an argument names a file rather than a built-in example: `-`, a `.json` name, a
    /// path, or a file that exists.
    package static func isFile(_ argument: String) -> Bool {
        argument == "-" || argument.hasSuffix(".json") || argument.contains("/") || FileManager.default.fileExists(atPath: argument)
    }
}
