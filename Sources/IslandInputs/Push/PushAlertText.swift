import Foundation
import LiveActivity
import ActivityRuntime

/// A push's `alert`, and the text of its title and body.
///
///     "alert": {
///       "title": "Almost there",                                              ← text as it is
///       "body": { "loc-key": "%@ is around the corner", "loc-args": ["Bill"] },  ← localized
///       "sound": "default"
///     }
///
/// A localized string names a key in the app's `Localizable.strings` and the arguments for its
/// placeholders. TermIsland has no app bundle to look the key up in, so it does what iOS does
/// with a key the strings file lacks: it uses the key itself as the format. `%@` takes the next
/// argument, `%2$@` the second, `%%` is a percent sign; a placeholder with no argument stays as
/// written, and arguments no placeholder took are added in parentheses so none is lost:
///
///     {"loc-key": "%@ is around the corner", "loc-args": ["Bill"]}   →  Bill is around the corner
///     {"loc-key": "DRIVER_NEARBY", "loc-args": ["Bill", "3"]}        →  DRIVER_NEARBY (Bill, 3)
///
/// Control characters are kept: rendering strips them, as it does for every content string.
enum PushAlertText {
    private static let keys = ["title", "body", "sound"]
    /// An ordinary notification's flat localization keys, which a Live Activity alert does not take.
    private static let flatKeys: Set = [
        "title-loc-key", "title-loc-args", "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args",
        "action-loc-key",
    ]

    /// The `alert` object: a title and a body (ActivityKit's `AlertConfiguration` needs both) and
    /// an optional sound.
    static func alert(_ node: JSONFileNode) throws(InputFileError) -> AlertConfiguration {
        guard let members = node.value as? [String: Any] else {
            throw node.mismatch(#"expected an object such as {"title": "Almost there", "body": "Bill is around the corner"}"#)
        }
        if let flat = members.keys.filter(flatKeys.contains).sorted().first {
            throw InputFileError(
                file: node.file, location: JSONFileNode.path(node.path, appending: flat),
                reason: "flat localization keys are for ordinary notifications; a Live Activity alert nests them: "
                    + #""title": {"loc-key": "…", "loc-args": […]}"#)
        }
        let object = try node.object(keys: keys)
        return AlertConfiguration(
            title: try text(object.required("title")),
            body: try text(object.required("body")),
            sound: try object.optional("sound").map { node throws(InputFileError) in
                let name = try node.string(#"expected a sound file's name or "default""#)
                return name == "default" ? .default : .named(name)
            } ?? .default)
    }

    /// A title or body: text, or a localized string rendered as described above.
    static func text(_ node: JSONFileNode) throws(InputFileError) -> String {
        if let text = node.value as? String { return text }
        guard node.value is [String: Any] else {
            throw node.mismatch(#"expected text or a localized string such as {"loc-key": "%@ is on the way", "loc-args": ["Bill"]}"#)
        }
        let object = try node.object(keys: ["loc-key", "loc-args"])
        let key = try object.required("loc-key").string("expected a key of the app's Localizable.strings")
        var arguments: [String] = []
        for argument in try object.optional("loc-args")?.list("expected a list of strings") ?? [] {
            arguments.append(try argument.string("expected a string"))
        }
        return render(key: key, arguments: arguments)
    }

    /// `key` used as a format with `arguments`, as iOS uses a key missing from the strings file.
    static func render(key: String, arguments: [String]) -> String {
        var result = ""
        var used = Set<Int>()
        var next = 0
        var characters = key[...]
        while let character = characters.popFirst() {
            guard character == "%" else { result.append(character); continue }
            if characters.first == "%" {
                characters.removeFirst()
                result.append("%")
                continue
            }
            // %@ or %n$@; anything else (%d, a lone %) is kept as written.
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            let positional = !digits.isEmpty && characters.dropFirst(digits.count).starts(with: "$@")
            guard positional || characters.first == "@" else { result.append(character); continue }
            let index: Int
            if positional {
                index = Int(digits).map { $0 - 1 } ?? -1  // too many digits for an Int: no such argument
                characters = characters.dropFirst(digits.count + 2)
            } else {
                index = next
                next += 1
                characters = characters.dropFirst()
            }
            if arguments.indices.contains(index) {
                result += arguments[index]
                used.insert(index)
            } else {
                result += positional ? "%\(digits)$@" : "%@"
            }
        }
        let unused = arguments.indices.filter { !used.contains($0) }.map { arguments[$0] }
        return unused.isEmpty ? result : "\(result) (\(unused.joined(separator: ", ")))"
    }
}
