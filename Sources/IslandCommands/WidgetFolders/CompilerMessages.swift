import Foundation

/// The compiler's messages about a widget folder, with the folder's own paths in place of the
/// cached package's, and after them a hint for each kind of error met.
struct CompilerMessages {
    /// One kind of error and what to do about it.
    enum Hint: Hashable {
        case missingName(String)
        case missingMember(type: String, member: String)
        case missingModule(String)

        var text: String {
            switch self {
            case .missingName(let name):
                return "'\(name)' is not in the folder: if it is your app's (a model, a helper, the attributes), add the file that declares it to the folder; if it is SwiftUI's, WidgetKit's or ActivityKit's, TermIsland does not have it yet (docs/IslandUI.md lists what it has)"
            case .missingMember(let type, let member):
                return "\(type).\(member): if \(type) is TermIsland's (SwiftUI's), TermIsland does not have '\(member)' yet (docs/IslandUI.md lists what it has); if it is yours, add the file that declares it"
            case .missingModule(let name):
                return "module '\(name)' is not one TermIsland answers to (SwiftUI, WidgetKit, ActivityKit, AppIntents, UIKit, Combine, Foundation): a package the widget uses cannot be built here; docs/WidgetFolders.md says what to do"
            }
        }
    }

    let lines: [String]
    let hints: [Hint]

    init(_ output: String, package: WidgetFolderPackage) {
        let linked = package.targetDirectory.path + "/"
        let root = package.sources.root.path + "/"
        var kept: [String] = []
        var hints: [Hint] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            // Build progress and the package's own chatter are not the user's concern.
            if line.hasPrefix("[") && line.contains("] ") && !line.contains("error") { continue }
            if line.hasPrefix("Building for") || line.hasPrefix("warning: prohibited flag") || line.hasPrefix("Fetching")
                || line.hasPrefix("Computing") || line.hasPrefix("Creating working copy") || line.hasPrefix("Working copy") { continue }
            line = line.replacingOccurrences(of: linked, with: root)
            kept.append(line)
            if let hint = Self.hint(for: line), !hints.contains(hint) { hints.append(hint) }
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        lines = kept
        self.hints = hints
    }

    /// The hint an `error:` line calls for, if any.
    static func hint(for line: String) -> Hint? {
        guard let range = line.range(of: "error: ") else { return nil }
        let message = String(line[range.upperBound...])
        if let name = quoted(after: "cannot find type ", in: message) ?? quoted(after: "cannot find ", in: message) {
            return .missingName(name)
        }
        if message.hasPrefix("value of type "), let type = quoted(after: "value of type ", in: message),
           let member = quoted(after: "has no member ", in: message) {
            return .missingMember(type: type, member: member)
        }
        if message.hasPrefix("type "), let type = quoted(after: "type ", in: message), let member = quoted(after: "has no member ", in: message) {
            return .missingMember(type: type, member: member)
        }
        if let module = quoted(after: "no such module ", in: message) { return .missingModule(module) }
        return nil
    }

    /// The text between the quotes that follow `prefix`.
    private static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix + "'") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The messages, then the hints.
    var report: String {
        var text = lines.joined(separator: "\n") + "\n"
        if !hints.isEmpty {
            text += "\n" + hints.map { "hint: \($0.text)" }.joined(separator: "\n") + "\n"
        }
        text += "island: the widget folder did not build; the messages above point at its files\n"
        return text
    }
}
