import Foundation

/// A fenced block of a Markdown file in the repository, with the HTML comment just above it
/// that says what produces it (see `docs/Reliability.md`, "The documentation is real").
struct MarkdownBlock: CustomStringConvertible {
    /// The file, relative to the repository: "docs/Cassowary.md".
    let file: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// `swift`, `json`, `sh`, or "" for text.
    let language: String
    /// The lines between the fences, each ending in a line break.
    let text: String
    /// The words of an HTML comment on the line just above the fence: "output: island list".
    let marker: String?

    var description: String { "\(file):\(line)" }

    /// The file a listing marked `<!-- excerpt of PATH -->` is taken from.
    var excerptOf: String? {
        guard let marker, marker.hasPrefix("excerpt of ") else { return nil }
        return String(marker.dropFirst("excerpt of ".count))
    }

    /// Every fenced block of every Markdown file given.
    static func all(in files: [String]) throws -> [MarkdownBlock] {
        try files.flatMap { try blocks(of: $0) }
    }

    /// README.md and every page of docs/ but the decisions' log (which quotes, not shows).
    static func documentation() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") && $0 != "DECISIONS.md" }.sorted().map { "docs/\($0)" }
        return ["README.md"] + docs
    }

    static func blocks(of file: String) throws -> [MarkdownBlock] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [MarkdownBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var body = ""
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix("```") {
                body += lines[end] + "\n"
                end += 1
            }
            let above = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var marker: String?
            if above.hasPrefix("<!--") && above.hasSuffix("-->") {
                marker = String(above.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
            }
            blocks.append(MarkdownBlock(file: file, line: index + 1, language: language, text: body, marker: marker))
            index = end + 1
        }
        return blocks
    }
}

/// The repository's root.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The directory the build put this test bundle in: `.build/<triple>/debug`.
var buildDirectory: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
    if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules").path) {
        directory = repositoryRoot.appendingPathComponent(".build/debug")
    }
    return directory
}

/// What a process wrote, both streams in the order written, and how it ended.
struct ProcessResult {
    let status: Int32
    let text: String
}

/// Runs `executable` with `arguments` in `directory`, standard output and error to one pipe.
/// `< FILE` and `> FILE` among the arguments redirect standard input and output, as a shell would.
func runProcess(_ executable: URL, _ arguments: [String], in directory: URL = repositoryRoot,
                environment: [String: String]? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    var arguments = arguments
    var input = FileHandle.nullDevice
    var output: FileHandle?
    while let index = arguments.firstIndex(where: { $0 == "<" || $0 == ">" }), index + 1 < arguments.count {
        let path = arguments[index + 1].hasPrefix("/") ? arguments[index + 1] : directory.appendingPathComponent(arguments[index + 1]).path
        if arguments[index] == "<" {
            input = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } else {
            output = FileHandle(forWritingAtPath: path)
        }
        arguments.removeSubrange(index...index + 1)
    }
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let pipe = Pipe()
    process.standardOutput = output ?? pipe
    process.standardError = pipe
    process.standardInput = input
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
}

/// `swiftc` from PATH.
var swiftc: URL {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: "/usr/bin/swiftc")
}

/// Splits a command line as a shell would for the commands the documentation shows: words
/// separated by spaces, with '…' and "…" quoting.
func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in line {
        if let open = quote {
            if character == open { quote = nil } else { current.append(character) }
            continue
        }
        switch character {
        case "'", "\"":
            quote = character
            inWord = true
        case " ":
            if inWord { words.append(current) }
            current = ""
            inWord = false
        default:
            current.append(character)
            inWord = true
        }
    }
    if inWord { words.append(current) }
    return words
}
