import SwiftSourceText

/// One line of the compiler's output about a widget, with the widget's own paths in place of the
/// cached package's links (mapped once, here).
package struct CompilerMessage: Equatable, Sendable {
    package enum Severity: Equatable, Sendable { case error, warning, note }

    /// What the line says it is (nil: a line of context, a source line, a caret).
    package let severity: Severity?
    package let text: String

    package init(_ text: String) {
        self.text = text
        severity = text.contains("error: ") ? .error : text.contains("warning: ") ? .warning : text.contains("note: ") ? .note : nil
    }
}

/// How a widget's build ended (the last stage): the compiler's messages about its files, and a
/// hint for each kind of error met.
package struct BuildResult: Equatable, Sendable {
    /// One kind of error and what to do about it.
    package enum Hint: Hashable, Sendable {
        case missingName(String)
        case missingMember(type: String, member: String)
        case missingModule(String)

        package var text: String {
            switch self {
            case .missingName(let name):
                return "'\(name)' is not in the folder: if it is your app's (a model, a helper, the attributes), add the file that declares it to the folder; if it is SwiftUI's, WidgetKit's or ActivityKit's, TermIsland does not have it yet (docs/IslandUI.md lists what it has)"
            case .missingMember(let type, let member):
                return "\(type).\(member): if \(type) is TermIsland's (SwiftUI's), TermIsland does not have '\(member)' yet (docs/IslandUI.md lists what it has); if it is yours, add the file that declares it"
            case .missingModule(let name):
                let answered = (AppleModules.names + ["Foundation"]).joined(separator: ", ")
                return "module '\(name)' is not one TermIsland answers to (\(answered)): a package the widget uses cannot be built here; docs/WidgetFolders.md says what to do"
            }
        }
    }

    package let succeeded: Bool
    /// The compiler's lines, without the build's progress and the package's own chatter.
    package let messages: [CompilerMessage]
    package let hints: [Hint]
    /// The widget's folder, with a slash: the status line names files from it.
    let folder: String
    /// What did not build, as the last line says it: "the widget folder", "the target LiveWidget".
    package let subject: String

    /// `output` of a build of `package`, its links' paths turned into the widget's own files'.
    package init(succeeded: Bool, output: String, package: WidgetSourcePackage) {
        let folders = package.linkedFolders.map { (linked: $0.linked + "/", root: $0.root + "/") }
        var kept: [CompilerMessage] = []
        var hints: [Hint] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            // Build progress and the package's own chatter are not the user's concern.
            if line.hasPrefix("[") && line.contains("] ") && !line.contains("error") { continue }
            if line.hasPrefix("Building for") || line.hasPrefix("warning: prohibited flag") || line.hasPrefix("Fetching")
                || line.hasPrefix("Computing") || line.hasPrefix("Creating working copy") || line.hasPrefix("Working copy") { continue }
            let message = CompilerMessage(folders.reduce(line) { $0.replacingOccurrences(of: $1.linked, with: $1.root) })
            kept.append(message)
            if let hint = Self.hint(for: message.text), !hints.contains(hint) { hints.append(hint) }
        }
        while kept.last?.text.isEmpty == true { kept.removeLast() }
        self.succeeded = succeeded
        folder = package.sources.root.path + "/"
        messages = kept
        self.hints = hints
        let sources = package.sources
        subject = sources.identity == sources.root.path ? "the widget folder" : "the target \(sources.label)"
    }

    /// The first error, as the previewer's status line shows a failed rebuild: its file named
    /// from the widget's folder (`Shared/Model.swift:30:27: error: …`), as a status line is
    /// narrow and the folder is the one being watched.
    package var firstError: String {
        guard let error = messages.first(where: { $0.text.contains("error:") })?.text else { return "the build failed" }
        return error.hasPrefix(folder) ? String(error.dropFirst(folder.count)) : error
    }

    /// The hint an `error:` line calls for, if any.
    package static func hint(for line: String) -> Hint? {
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

    /// The messages, then the hints, then what island says of a failed build.
    package var report: String {
        var text = messages.map(\.text).joined(separator: "\n") + "\n"
        if !hints.isEmpty {
            text += "\n" + hints.map { "hint: \($0.text)" }.joined(separator: "\n") + "\n"
        }
        text += "island: \(subject) did not build; the messages above point at its files\n"
        return text
    }
}
