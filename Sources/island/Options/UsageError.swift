import IslandInputs

/// `--help` among a command's options.
struct HelpRequested: Error {}

/// A usage or input error: exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
    init(_ message: String) { self.message = message }

    /// A problem in an input file, said as island says it (the "island: " prefix comes once,
    /// where errors are printed).
    init(_ error: InputFileError) {
        message = ([error.file, error.location].compactMap { $0 } + [error.reason]).joined(separator: ": ")
    }
}
