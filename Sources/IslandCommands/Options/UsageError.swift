import IslandInputs

/// `--help` among a command's options.
struct HelpRequested: Error {}

/// A usage or input error: exit status 2.
struct UsageError: Error, CustomStringConvertible {
    /// One message a line, each printed after "island: " (a scenario's problems are several).
    let messages: [String]
    init(_ message: String) { messages = [message] }
    init(lines: [String]) { messages = lines }

    /// The first message (the only one, mostly).
    var message: String { messages.first ?? "" }
    var description: String { messages.joined(separator: "\n") }

    /// A problem in an input file, said as island says it (the "island: " prefix comes once,
    /// where errors are printed).
    init(_ error: InputFileError) {
        messages = [([error.file, error.location].compactMap { $0 } + [error.reason]).joined(separator: ": ")]
    }
}
