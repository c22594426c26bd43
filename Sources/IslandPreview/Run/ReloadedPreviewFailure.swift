/// A preview of reloaded code that compiled and then failed in its own process: which one, why,
/// and where in the folder. The log says each; the status line says them all in one line.
public struct ReloadedPreviewFailure: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The runtime's message ("Fatal error: Index out of range") or the signal's name.
        case crashed(String)
        /// Still running when its time was up.
        case hung(seconds: Double)
    }

    /// The preview's name, or the provider's or widget's type name.
    public var title: String
    public var reason: Reason
    /// The folder's file ("Shared/Model.swift") and line where it happened.
    public var file: String
    public var line: Int

    public init(title: String, reason: Reason, file: String, line: Int) {
        self.title = title
        self.reason = reason
        self.file = file
        self.line = line
    }

    /// What happened, in a sentence: `"Orders" crashed at Widget/Previews.swift:9: Fatal error: …`.
    public var sentence: String { Self.sentence(subject: "\"\(title)\"", reason, at: "\(file):\(line)") }

    /// The status line's one line for all of `failures`, what and where first, since a long line
    /// is cut at its end. Those that failed alike are one sentence with their places, a file's
    /// lines after its name ("3 previews crashed at Shared/Model.swift:30, 34: Fatal error: …");
    /// else the first one's sentence and how many the cards show.
    package static func statusLine(_ failures: [ReloadedPreviewFailure]) -> String {
        guard let first = failures.first else { return "" }
        if failures.count == 1 { return first.sentence }
        guard failures.allSatisfy({ $0.reason == first.reason }) else {
            return "\(failures.count) previews failed, the first: \(first.sentence)"
        }
        var files: [String] = []
        var lines: [String: [Int]] = [:]
        for failure in failures {
            if lines[failure.file] == nil { files.append(failure.file) }
            if !(lines[failure.file, default: []].contains(failure.line)) { lines[failure.file, default: []].append(failure.line) }
        }
        let places = files.map { file in "\(file):" + lines[file, default: []].map(String.init).joined(separator: ", ") }
        return sentence(subject: "\(failures.count) previews", first.reason, at: places.joined(separator: "; "))
    }

    private static func sentence(subject: String, _ reason: Reason, at place: String) -> String {
        switch reason {
        case .crashed(let message):
            "\(subject) crashed at \(place): \(message)"
        case .hung(let seconds):
            "\(subject) did not finish within \(Self.seconds(seconds)) s, stopped at \(place) (--preview-timeout SECONDS allows longer)"
        }
    }

    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
