import TermIsland
import WidgetSources

/// A command line, read once (the one walk over the arguments): the command's name, then each
/// word as an argument or an option with its value, in the order typed. A command checks it
/// against the options it takes (`options(_:)`); a widget folder's host program, started with
/// the same words, reads them with the same table. What a restart, a fallback or a hint needs
/// of the command line is asked of this value, never of the words again.
package struct Invocation {
    /// An option as typed: `--at 5m`, `--color=never`, `-o -`.
    package struct GivenOption: Equatable {
        /// Its name as typed, `-o` read as `--output`.
        package let typed: String
        /// The option it names, nil for none.
        package let name: CommandOptions.Name?
        /// Its value: after `=`, or the next word for an option that takes one.
        package var value: String?
        /// Whether the value came after `=`.
        package let attached: Bool
        /// The words it was typed as, to give them back unchanged.
        package var words: [String]
    }

    /// A word of the command line.
    package enum Item: Equatable {
        case argument(String)
        case option(GivenOption)

        package var words: [String] {
            switch self {
            case .argument(let word): [word]
            case .option(let option): option.words
            }
        }
    }

    /// The command's name: "snapshot".
    package let command: String
    /// Every word after it, read.
    package let items: [Item]
    /// The user's widgets when this program was built from their sources (a widget folder's
    /// host program); nil in `island` itself.
    package let linkedWidgets: [any Widget]?

    /// Reads `arguments` (the words after the command's name). An option the table does not
    /// know is taken to stand alone, so the word after it stays an argument.
    package init(command: String, arguments: [String], linkedWidgets: [any Widget]? = nil) {
        self.command = command
        self.linkedWidgets = linkedWidgets
        var items: [Item] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            // `-` alone is an argument: standard input.
            guard word.hasPrefix("-"), word != "-" else {
                items.append(.argument(word))
                continue
            }
            // `--color=never` is `--color never`.
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let typed = parts[0] == "-o" ? "--output" : String(parts[0])
            let name = CommandOptions.Name(rawValue: typed)
            var option = GivenOption(typed: typed, name: name, value: parts.count == 2 ? String(parts[1]) : nil,
                                     attached: parts.count == 2, words: [word])
            if !option.attached, let name, !name.isSwitch, index < arguments.count {
                option.value = arguments[index]
                option.words.append(arguments[index])
                index += 1
            }
            items.append(.option(option))
        }
        self.items = items
    }

    private init(command: String, items: [Item], linkedWidgets: [any Widget]?) {
        self.command = command
        self.items = items
        self.linkedWidgets = linkedWidgets
    }

    /// The words after the command's name, as typed.
    package var arguments: [String] { items.flatMap(\.words) }

    /// The arguments that are not options, in order.
    package var positional: [String] {
        items.compactMap { if case .argument(let word) = $0 { word } else { nil } }
    }

    /// Whether the first argument names a widget folder or Swift files rather than an example
    /// or a JSON file.
    package var namesWidgetSources: Bool { WidgetSourceOrigins.named(by: positional) }

    /// `--help` or `-h` anywhere, even as an option's value or after a mistake.
    package var asksForHelp: Bool { arguments.contains { $0 == "--help" || $0 == "-h" } }

    /// The same command line without the options `names` name.
    package func without(_ names: Set<CommandOptions.Name>, command: String? = nil) -> Invocation {
        Invocation(command: command ?? self.command, items: items.filter {
            guard case .option(let option) = $0, let name = option.name else { return true }
            return !names.contains(name)
        }, linkedWidgets: linkedWidgets)
    }

    /// The command line again, after the program's path: the command's name and its words.
    package var commandLine: [String] { [command] + arguments }

    /// The previewer's restart after a rebuild (`preview --watch`): the same command line, at
    /// `moment` (every `--at` given before removed).
    package func restarted(at moment: Double) -> [String] { restart.commandLine(at: moment) }

    /// `restarted(at:)` for later, when the moment is known (a value the file watch can keep).
    package var restart: Restart { Restart(withoutMoment: without([.at]).commandLine) }

    /// A command line to start again at a moment.
    package struct Restart: Sendable {
        package let withoutMoment: [String]

        package func commandLine(at moment: Double) -> [String] { withoutMoment + ["--at", "\(Int(moment.rounded(.down)))s"] }
    }

    /// `preview` of a widget with views and no Live Activity: `command` (the snapshot) prints
    /// them, without the options only the previewer takes.
    package func viewsOnlyFallback(to command: String) -> Invocation { without([.motion, .emojiWidth], command: command) }

    /// What to type to record the snapshots that `--check` found changed: the same snapshots
    /// (`--filter`, `--shard` kept), no reports.
    package var recordAgainHint: String {
        (["island"] + without([.check, .junit, .summary, .report]).commandLine.map(Self.shellWord) + ["--record"]).joined(separator: " ")
    }

    /// The command line as typed, for a report to name: "island snapshot Widget --check".
    package var typed: String { (["island"] + commandLine.map(Self.shellWord)).joined(separator: " ") }

    /// A word as a shell reads it back: in single quotes when it holds anything but letters,
    /// digits and `-_./=:@%+,` (a pattern's `*` and spaces).
    package static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:@%+,".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Checks the options against what the command takes: the options in `accepted` (those in
    /// `repeatable` more than once) and any number of arguments (the command checks how many).
    /// An option in `refused` is an error with the reason given there; any other the command
    /// does not take is one naming the closest it does.
    package func options(accepting accepted: [CommandOptions.Name], repeatable: [CommandOptions.Name] = [],
                 refused: [CommandOptions.Name: String] = [:]) throws -> CommandOptions {
        if asksForHelp { throw HelpRequested() }
        var options = CommandOptions()
        var seen: Set<CommandOptions.Name> = []
        for item in items {
            guard case .option(let given) = item else {
                options.positional += item.words
                continue
            }
            let typed = given.typed
            guard let name = given.name, accepted.contains(name) else {
                if let name = given.name, let reason = refused[name] { throw UsageError("\(typed): \(reason)") }
                // Compared without their dashes, which would make any two short options look alike.
                let bare = typed.drop { $0 == "-" }
                let suggestion = NameSuggestion.closest(to: String(bare), among: accepted.map { String($0.rawValue.drop { $0 == "-" }) })
                throw UsageError("unknown option \(typed)\(suggestion.map { "; did you mean \"--\($0)\"?" } ?? "")")
            }
            guard !seen.contains(name) || repeatable.contains(name) else {
                throw UsageError("\(typed) is given twice; give it once")
            }
            seen.insert(name)
            if name.isSwitch {
                if given.attached, let value = given.value { throw UsageError("\(typed) takes no value, got \"\(value)\"") }
                try options.set(name, "")
                continue
            }
            guard let value = given.value else { throw UsageError("\(typed) needs a value") }
            try options.set(name, value)
        }
        return options
    }

    /// `options(accepting:repeatable:refused:)` with a command form's table.
    package func options(_ table: OptionTable) throws -> CommandOptions {
        try options(accepting: table.accepted, repeatable: table.repeatable, refused: table.refused)
    }
}

/// The options a form of a command takes.
package struct OptionTable {
    package var accepted: [CommandOptions.Name]
    package var repeatable: [CommandOptions.Name] = []
    package var refused: [CommandOptions.Name: String] = [:]

    package init(accepted: [CommandOptions.Name], repeatable: [CommandOptions.Name] = [], refused: [CommandOptions.Name: String] = [:]) {
        self.accepted = accepted
        self.repeatable = repeatable
        self.refused = refused
    }
}
