/// Why an input file (a theme, a scenario) could not be read, worded for the person who wrote it:
///
///     island: mytheme.json: $.lockScreen.dark.background: expected a colour such as "#1C1C1E", "default", "brightBlue" or "indexed:236", got "blu"
///     island: mytheme.json: $.island.keyliine: unknown key; did you mean "keyline"?
///     island: mytheme.json: $.island: missing required key "keyline"
///     island: mytheme.json: line 3, column 8: not valid JSON (invalid value)
///     island: mytheme.json: no such file
///     island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)
///
/// `description` is the whole line, ready for standard error; the parts are kept apart for
/// callers that show them differently.
public struct InputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller's URL names it ("mytheme.json" for a relative URL, a full path for
    /// an absolute one, "dark.json" for a built-in); nil when no file is involved.
    public var file: String?
    /// Where in the file: a JSON path such as `$.island.camera.lens`, or "line 3, column 8" for
    /// a syntax error; nil when the whole file is at fault.
    public var location: String?
    /// What is wrong and, where it helps, what would be right.
    public var reason: String

    /// An error from its parts.
    public init(file: String?, location: String?, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// The message, prefixed with the tool's name as all of island's errors are.
    public var description: String {
        (["island"] + [file, location].compactMap { $0 } + [reason]).joined(separator: ": ")
    }
}

/// Why a theme could not be loaded (themes were the first input files; the type is shared).
public typealias ThemeError = InputFileError
