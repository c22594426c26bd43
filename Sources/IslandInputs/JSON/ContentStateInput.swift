import ActivityRuntime
import Foundation

/// A content state given on the command line (`island snapshot --state`): JSON as written, or
/// `@FILE` for a file's (`@-`: standard input). It is read with a bound, checked as JSON with the
/// messages every input file has, and kept as compact JSON with sorted keys, the form
/// ActivityKit's 4 KB rule measures:
///
///     island: --state: line 1, column 2: not valid JSON (…)
///     island: state.json: no such file
///     island: state.json: the content state is 5,020 bytes and the attributes 21; ActivityKit allows 4,096 (static and dynamic data together)
public struct ContentStateInput: Sendable {
    /// The state as compact JSON, keys sorted.
    public let json: Data
    /// What messages call it: the option for JSON written in place, else the file.
    public let name: String

    /// Reads `argument`, the value given to `option`.
    public init(_ argument: String, option: String = "--state") throws(InputFileError) {
        let data: Data
        if argument.hasPrefix("@") {
            let path = String(argument.dropFirst())
            name = InputFileReading.isStandardInput(path) ? InputFileReading.standardInputName : path
            data = try InputFileReading.contents(ofPath: path, named: name, limit: .contentState)
        } else {
            name = option
            data = Data(argument.utf8)
            if data.count > InputFileLimit.contentState.bytes {
                throw InputFileError(file: name, location: nil, reason: InputFileLimit.contentState.reason(size: data.count))
            }
        }
        let root = try JSONFileSyntax.root(of: data, file: name)
        guard root is [String: Any], let compact = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) else {
            throw JSONFileNode(value: root, path: "$", file: name).mismatch("expected a content state, a JSON object")
        }
        json = compact
    }

    /// Why this state and attributes of `attributesBytes` bytes are more than ActivityKit takes,
    /// or nil when they fit.
    public func sizeProblem(attributesBytes: Int, limit: Int = ActivityLimits.standard.maximumPayloadBytes) -> InputFileError? {
        guard json.count + attributesBytes > limit else { return nil }
        return InputFileError(file: name, location: nil, reason:
            "the content state is \(grouped(json.count)) bytes and the attributes \(grouped(attributesBytes)); "
            + "ActivityKit allows \(grouped(limit)) (static and dynamic data together)")
    }
}
