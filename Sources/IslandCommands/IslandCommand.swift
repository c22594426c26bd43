/// A command of `island`, as swift-argument-parser's `ParsableCommand` is one: the name typed,
/// its usage (each form's synopsis and lines, which `island help` and `island <command> --help`
/// print) and how it runs. `Island.commandTypes` lists them; nothing else holds a command's text.
protocol IslandCommand: SendableMetatype {
    /// The name typed: "play".
    static var name: String { get }
    /// Its forms, in the order the usage shows them (`snapshot` has two: a widget folder's and
    /// an example's).
    static var usage: [UsageForm] { get }
    /// Runs it on the arguments after its name; returns the exit status, throws `UsageError` (2)
    /// or another error (1).
    static func run(_ arguments: [String]) throws -> Int32
}

/// One form of a command in the usage.
struct UsageForm {
    /// The command line it takes, after "island": "play <scenario.json> [options]".
    let synopsis: String
    /// Its lines in the usage, the first naming the form and what it does.
    let text: String
}
