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

/// One form of a command: the command line it takes, its lines in the usage, and so the options
/// it takes. The usage's option lines are made from the same declarations the command line is
/// checked against (`table`), so the two cannot drift apart.
struct UsageForm {
    /// The command line it takes, after "island": "play <scenario.json> [options]".
    let synopsis: String
    /// Its first lines in the usage: the form and what it does.
    let heading: String
    /// Its options, a line each (a line may show two: `--record | --check`).
    let lines: [OptionLine]
    /// Options its heading names in its own words (gallery's list, lint's `--kind`).
    let named: [CommandOptions.Name]
    /// The options it shares with other commands and does not show (the drawing options).
    let shared: [CommandOptions.Name]

    init(synopsis: String, heading: String, _ lines: [OptionLine] = [], named: [CommandOptions.Name] = [],
         shared: [CommandOptions.Name] = []) {
        self.synopsis = synopsis
        self.heading = heading
        self.lines = lines
        self.named = named
        self.shared = shared
    }

    /// Its lines in the usage.
    var text: String { ([heading] + lines.map(\.text)).joined(separator: "\n") }

    /// The options it takes: those its lines show and its heading names, and the shared ones.
    var accepted: [CommandOptions.Name] {
        var names: [CommandOptions.Name] = []
        for name in lines.flatMap({ $0.options.map(\.name) }) + named + shared where !names.contains(name) { names.append(name) }
        return names
    }

    /// What its command line is checked against.
    var table: OptionTable {
        OptionTable(accepted: accepted, repeatable: lines.flatMap { $0.options.filter(\.isRepeatable).map(\.name) })
    }
}

/// A line of a form's usage: one or two options as typed, then what they do.
struct OptionLine {
    /// An option as the usage shows it: `--at TIME ...`, `-o, --output FILE`.
    struct Shown {
        let name: CommandOptions.Name
        /// Its value as shown ("TIME", "full|reduced|none"); "" for a switch.
        let value: String
        /// Its name as shown, when not just the name (`-o, --output`).
        let spelled: String?
        /// Whether the command takes it more than once.
        let isRepeatable: Bool

        static func option(_ name: CommandOptions.Name, _ value: String = "", spelled: String? = nil, repeatable: Bool = false) -> Shown {
            Shown(name: name, value: value, spelled: spelled, isRepeatable: repeatable)
        }

        var text: String { (spelled ?? name.rawValue) + (value.isEmpty ? "" : " \(value)") }
    }

    let options: [Shown]
    /// Between the options: "  " for options used together, " | " for one or the other.
    let joiner: String
    /// What they do, a line each (none: the options alone, as the previewer's `--at TIME  --motion …`).
    let help: [String]

    init(_ options: [Shown], joinedBy joiner: String = "  ", _ help: String...) {
        self.options = options
        self.joiner = joiner
        self.help = help
    }

    /// The options at column 6 and their help at column 31 (after two spaces when they reach it).
    var text: String {
        let term = options.map(\.text).joined(separator: joiner)
        guard let first = help.first else { return Self.indent + term }
        let lead = Self.indent + term + String(repeating: " ", count: max(2, Self.termWidth - term.count))
        return ([lead + first] + help.dropFirst().map { String(repeating: " ", count: Self.indent.count + Self.termWidth) + $0 }).joined(separator: "\n")
    }

    private static let indent = "      "
    private static let termWidth = 25
}

extension OptionLine {
    /// The options that change how a presentation is drawn, which every command that draws
    /// takes, as `island help` shows them once for all of those commands.
    static let drawing = [
        OptionLine([.option(.device, "ID")], "a device from `island list` (default: iphone-15-pro)"),
        OptionLine([.option(.theme, "NAME|PATH")], "dark, light, high-contrast, monochrome, or a theme file (default: dark)"),
        OptionLine([.option(.color, "auto|always|never")], "colours as ANSI escapes (default: auto, when stdout is a terminal)"),
        OptionLine([.option(.scheme, "light|dark")], "the phone's appearance; the island is always dark (default: dark)"),
        OptionLine([.option(.dynamicType, "SIZE")], "xSmall … large … xxxLarge, accessibility1 … accessibility5 (default: large)"),
    ]

    /// The drawing options' names.
    static var drawingOptions: [CommandOptions.Name] { drawing.flatMap { $0.options.map(\.name) } }
}
