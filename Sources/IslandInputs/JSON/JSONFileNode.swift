import Foundation
import TerminalCanvas
import LiveActivity
import ActivityRuntime

/// One value of a parsed input file (a theme, a scenario) and the JSON path it was found at, with typed readers that
/// throw a `ThemeError` naming the file, the path and what was expected.
///
/// JSONDecoder's errors name a coding path but not the file, and say nothing of unknown keys;
/// walking `JSONSerialization`'s output keeps every message under our control.
struct JSONFileNode {
    let value: Any
    /// `$`, `$.island.camera`, `$.island.camera.attributes[1]`.
    let path: String
    let file: String

    /// An error at this node: "expected …, got <this value>".
    func mismatch(_ expectation: String, detail: String? = nil) -> ThemeError {
        let got = Self.describe(value) + (detail.map { " (\($0))" } ?? "")
        return ThemeError(file: file, location: path, reason: "\(expectation), got \(got)")
    }

    /// This node as a string.
    func string(_ expectation: String) throws(ThemeError) -> String {
        guard let string = value as? String else { throw mismatch(expectation) }
        return string
    }

    /// This node as a list, each element with its own path.
    func list(_ expectation: String) throws(ThemeError) -> [JSONFileNode] {
        guard let list = value as? [Any] else { throw mismatch(expectation) }
        return list.enumerated().map { JSONFileNode(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// This node as an object whose keys are all among `keys`. Unknown keys are an error, so a
    /// typo is reported rather than silently falling back to a default.
    func object(keys: [String]) throws(ThemeError) -> JSONFileObject {
        guard let object = value as? [String: Any] else { throw mismatch("expected an object") }
        // The dictionary has lost the file's order; sorting makes the choice among several
        // unknown keys the same on every run.
        if let unknown = object.keys.filter({ !keys.contains($0) }).sorted().first {
            let hint = NameSuggestion.closest(to: unknown, among: keys).map { "did you mean \(Self.quoted($0))?" }
                ?? "the keys here are \(Self.list(keys.map(Self.quoted), conjunction: "and"))"
            throw ThemeError(file: file, location: Self.path(path, appending: unknown),
                             reason: "unknown key; \(hint)")
        }
        return JSONFileObject(node: self, members: object)
    }

    /// The path of member `key` of the object at `path`: `.key` for identifier-like keys,
    /// `["odd key"]` otherwise.
    static func path(_ path: String, appending key: String) -> String {
        let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "_"
        } && !("0"..."9").contains(key.unicodeScalars.first!)
        return isIdentifier ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
    }

    /// A JSON value as an error message shows it: strings quoted and escaped, scalars as
    /// written, containers by kind.
    static func describe(_ value: Any) -> String {
        switch value {
        case let string as String: return quoted(string)
        case is NSNull: return "null"
        case let number as NSNumber:
            // JSONSerialization gives Booleans as NSNumbers whose type is `char`.
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return String(describing: value)
        }
    }

    /// `text` in double quotes, escaped as JSON would, with control characters, line separators
    /// and bidi controls escaped too so a message is one safe line in a terminal.
    static func quoted(_ text: String) -> String {
        // A message quotes what it must to be understood; a 10 KB value is cut, not echoed.
        let longest = 120
        let scalars = text.unicodeScalars
        let shown = scalars.count > longest ? String(String.UnicodeScalarView(scalars.prefix(longest))) : text
        return "\"" + JSONStringLiteral.escaped(shown, escaping: JSONStringLiteral.isUnsafeInMessage)
            + (scalars.count > longest ? "…" : "") + "\""
    }

    /// `text` with the scalars `quoted` escapes (control characters, line separators, bidi
    /// controls) written as `\uXXXX`, and nothing else changed: for words of Foundation's that
    /// quote the input.
    static func escapingControls(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if JSONStringLiteral.isUnsafeInMessage(scalar) {
                result += JSONStringLiteral.unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `"a", "b" or "c"`: a list as a sentence says it.
    static func list(_ items: [String], conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
}

/// An object in a theme file whose keys have been checked against the schema.
struct JSONFileObject {
    let node: JSONFileNode
    let members: [String: Any]

    /// The member `key`, which must be present.
    func required(_ key: String) throws(ThemeError) -> JSONFileNode {
        guard let member = optional(key) else {
            throw ThemeError(file: node.file, location: node.path,
                             reason: "missing required key \(JSONFileNode.quoted(key))")
        }
        return member
    }

    /// The member `key`, or nil when it is absent.
    func optional(_ key: String) -> JSONFileNode? {
        members[key].map { JSONFileNode(value: $0, path: JSONFileNode.path(node.path, appending: key), file: node.file) }
    }
}
