import Foundation
import LiveActivity
import ActivityRuntime

/// Why an input file (a theme, a scenario) could not be read, worded for the person who wrote it:
///
///     island: mytheme.json: $.lockScreen.dark.background: expected a colour such as "#1C1C1E", "default", "brightBlue" or "indexed:236", got "blu"
///     island: mytheme.json: $.island.keyliine: unknown key; did you mean "keyline"?
///     island: mytheme.json: $.island: missing required key "keyline"
///     island: mytheme.json: line 3, column 8: not valid JSON (invalid value)
///     island: mytheme.json: no such file
///     island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)
///
/// `description` is the whole line, ready for standard error; the parts are kept apart for
/// callers that show them differently.
public struct InputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller's URL names it ("mytheme.json" for a relative URL, a full path for
    /// an absolute one, "dark.json" for a built-in); nil when no file is involved.
    public var file: String?
    /// Where in the file: a JSON path such as `$.island.camera.lens`, or "line 3, column 8" for
    /// a syntax error; nil when the whole file is at fault.
    public var location: String?
    /// What is wrong and, where it helps, what would be right.
    public var reason: String

    /// An error from its parts.
    public init(file: String?, location: String?, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// The message, prefixed with the tool's name as all of island's errors are.
    public var description: String {
        (["island"] + [file, location].compactMap { $0 } + [reason]).joined(separator: ": ")
    }
}

/// Why a theme could not be loaded (themes were the first input files; the type is shared).
public typealias ThemeError = InputFileError

extension InputFileError {
    /// A file's bytes, at most `limit`'s, and the name errors give it (`-`: standard input).
    static func contents(of url: URL, limit: InputFileLimit) throws(InputFileError) -> (data: Data, file: String) {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        guard url.isFileURL else {
            throw InputFileError(file: file, location: nil, reason: "not a file URL; input files are read from files")
        }
        if InputFileReading.isStandardInput(file) {
            return (try InputFileReading.contents(ofPath: "-", limit: limit), InputFileReading.standardInputName)
        }
        return (try InputFileReading.contents(ofPath: url.path, named: file, limit: limit), file)
    }

    /// What `load` gives for a file named at `node` of another file (a scenario's payload or
    /// described views); its errors say which value named the file:
    ///
    ///     island: payloads/end.json: $.aps.event: expected one of … (named at pushes.json: $.timeline[4].push.payload)
    static func named<Value>(at node: JSONFileNode, _ load: () throws(InputFileError) -> Value) throws(InputFileError) -> Value {
        do {
            return try load()
        } catch {
            var error = error
            error.reason += " (named at \(node.file): \(node.path))"
            throw error
        }
    }

    /// A file named in another file, found beside it (or at its absolute path); an error at
    /// `node` when there is none. A file read from standard input has no folder: a relative
    /// name in it is read from the current directory, and the error says so.
    static func fileBeside(_ node: JSONFileNode, named name: String, what: String) throws(InputFileError) -> URL {
        let fromStandardInput = node.file == InputFileReading.standardInputName
        let directory = fromStandardInput
            ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: node.file).deletingLastPathComponent()
        let absolute = name.hasPrefix("/")
        let url = absolute ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let reason = if absolute {
                "no \(what) file \(JSONFileNode.quoted(name))"
            } else if fromStandardInput {
                "no \(what) file \(JSONFileNode.quoted(name)) in the current directory: a scenario read from standard input "
                    + "has no folder to find its files beside, so they are looked for here; give the scenario as a file, or an absolute path"
            } else {
                "no \(what) file \(JSONFileNode.quoted(name)) beside the scenario"
            }
            throw InputFileError(file: node.file, location: node.path, reason: reason)
        }
        return url
    }
}
