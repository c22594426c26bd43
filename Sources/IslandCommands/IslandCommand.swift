import IslandCommandLine
/// A command of `island`, as swift-argument-parser's `ParsableCommand` is one: the name typed,
/// its usage (each form's synopsis and lines, which `island help` and `island <command> --help`
/// print) and how it runs. `Island.commandTypes` lists them; nothing else holds a command's
/// name or text. A command that takes a user's widget sources says which options that form
/// takes: `island` checks them, builds the sources and starts the program they make with the
/// same command line, where the same command runs again on the widgets linked in.
protocol IslandCommand: SendableMetatype {
    /// The name typed: "play".
    static var name: String { get }
    /// Its forms, in the order the usage shows them (`snapshot` has two: a widget folder's and
    /// an example's).
    static var usage: [UsageForm] { get }
    /// The options its form for a widget folder or Swift files takes; nil when it has none.
    static var widgetSourceOptions: OptionTable? { get }
    /// What those options cannot mean together, said before anything is built.
    static func checkWidgetSourceOptions(_ options: CommandOptions) throws
    /// Runs it on its command line; returns the exit status, throws `UsageError` (2) or another
    /// error (1). In a widget folder's program, `invocation.linkedWidgets` are the folder's.
    static func run(_ invocation: Invocation) throws -> Int32
}

extension IslandCommand {
    static var widgetSourceOptions: OptionTable? { nil }
    static func checkWidgetSourceOptions(_ options: CommandOptions) throws {}
}

/// One form of a command in the usage.
struct UsageForm {
    /// The command line it takes, after "island": "play <scenario.json> [options]".
    let synopsis: String
    /// Its lines in the usage, the first naming the form and what it does.
    let text: String
}
