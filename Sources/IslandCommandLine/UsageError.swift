import IslandInputs

/// `--help` among a command's options.
package struct HelpRequested: Error {
    package init() {}
}

/// A usage or input error: exit status 2.
package struct UsageError: Error, CustomStringConvertible {
    /// One message a line, each printed after "island: " (a scenario's problems are several).
    package let messages: [String]
    package init(_ message: String) { messages = [message] }
    package init(lines: [String]) { messages = lines }

    /// The first message (the only one, mostly).
    package var message: String { messages.first ?? "" }
    package var description: String { messages.joined(separator: "\n") }

    /// A problem in an input file, said as island says it (the "island: " prefix comes once,
    /// where errors are printed).
    package init(_ error: InputFileError) {
        messages = [([error.file, error.location].compactMap { $0 } + [error.reason]).joined(separator: ": ")]
    }
}
