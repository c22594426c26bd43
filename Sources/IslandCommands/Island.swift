import Foundation
import IslandCommandLine
import IslandInputs
import LiveActivity
import TermIsland
import WidgetSources

/// The commands and their exit statuses: 0 done, 1 a failure while running, 2 a usage or input
/// error. Each command is a file in Commands/; the options they share are parsed once, into
/// typed values, by `CommandOptions`.
public enum Island {
    /// Every command, in the order `island help` shows them; each owns its name, its usage and
    /// its run, as swift-argument-parser's commands own their `abstract`.
    static let commandTypes: [any IslandCommand.Type] = [
        ListCommand.self, SnapshotCommand.self, PreviewCommand.self, LintCommand.self, TestCommand.self, GalleryCommand.self,
        DemoCommand.self, PlayCommand.self, ValidateCommand.self, PushCommand.self, RecordCommand.self,
    ]

    /// island's version, printed by `island --version`.
    static let version = "0.1.0"

    /// Runs the command `arguments` name, writing to `Console.current`, and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        run(arguments, linkedWidgets: nil)
    }

    /// `run(_:)` in a widget folder's host program, whose commands run on `linkedWidgets`.
    static func run(_ arguments: [String], linkedWidgets: [any Widget]?) -> Int32 {
        let status = runCommand(arguments, linkedWidgets: linkedWidgets)
        switch Console.current.failure {
        case nil: return status
        case .closed: return 128 + SIGPIPE  // what a shell reports of a process ended by SIGPIPE
        case .failed(let reason):
            printError("could not write the output: \(reason)")
            return 1
        }
    }

    private static func runCommand(_ arguments: [String], linkedWidgets: [any Widget]?) -> Int32 {
        guard let name = arguments.first else {
            printUsage(toStandardError: true)
            return 2
        }
        do {
            if ["help", "--help", "-h"].contains(name) {
                // `island help play`: that command's usage.
                if let command = arguments.dropFirst().first, !["help", "--help", "-h"].contains(command) {
                    guard arguments.count == 2, commandTypes.contains(where: { $0.name == command }) else {
                        throw UsageError(arguments.count > 2 ? "\(name) takes one command, got \"\(arguments[2])\""
                                         : "unknown command \"\(command)\"\(NameSuggestion.didYouMean(command, among: commandTypes.map { $0.name }.sorted()))")
                    }
                    print(usage(of: command))
                    return 0
                }
                printUsage()
                return 0
            }
            if name == "--version" {
                guard arguments.count == 1 else { throw UsageError("--version takes nothing else, got \"\(arguments[1])\"") }
                print("island \(version)")
                return 0
            }
            guard let command = commandTypes.first(where: { $0.name == name }) else {
                throw UsageError("unknown command \"\(name)\"\(NameSuggestion.didYouMean(name, among: commandTypes.map { $0.name } + ["help", "--version"]))")
            }
            return try run(command, Invocation(command: name, arguments: Array(arguments.dropFirst()), linkedWidgets: linkedWidgets))
        } catch is HelpRequested {
            print(usage(of: name))
            return 0
        } catch let error as UsageError {
            for message in error.messages { printError(message) }
            return 2
        } catch let problem as WidgetSourceProblem {
            // A problem of several lines (a remote package's imports) is said line by line,
            // each as island says a line.
            for line in problem.description.split(separator: "\n") { printError(String(line)) }
            if case .usage = problem { return 2 }
            return 1
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Runs `command`; in island, a widget folder or Swift files are built first, and the
    /// command runs in the program they make.
    private static func run<Command: IslandCommand>(_ command: Command.Type, _ invocation: Invocation) throws -> Int32 {
        guard invocation.linkedWidgets == nil, let table = Command.widgetSourceOptions, invocation.namesWidgetSources else {
            return try Command.run(invocation)
        }
        let options = try invocation.options(table)
        try Command.checkWidgetSourceOptions(options)
        return try WidgetSourceLaunch.run(invocation, target: options.target)
    }

    /// "island: <message>" on standard error, on one line: a line break or another control
    /// character in it (from a file name, an id, a title) is shown as a visible symbol, so no
    /// message can forge a line of output or reach the terminal as an escape sequence.
    static func printError(_ message: String) {
        Console.current.writeError(oneLine("island: \(message)") + "\n")
    }

    /// `island help`: every command's lines, then the options and conventions they share.
    static var usage: String {
        "usage: island <command> [options]\n\n" + Usage.sections.map(\.text).joined(separator: "\n") + "\n\n"
            + Usage.drawing + "\n" + Usage.frames + "\n\n" + Usage.conventions
    }

    /// `island <command> --help`: the command's own lines (both forms of `snapshot` and
    /// `preview`), the shared options it takes, and the conventions.
    static func usage(of command: String) -> String {
        let sections = Usage.sections.filter { $0.command == command }
        guard !sections.isEmpty else { return usage }
        let synopses = sections.map { "island \($0.synopsis)" }
        var text = "usage: " + synopses.joined(separator: "\n       ") + "\n\n" + sections.map(\.text).joined(separator: "\n") + "\n"
        if Usage.drawingCommands.contains(where: { $0.name == command }) { text += "\nAs every command that draws, it takes:\n" + Usage.drawingOptions + "\n" }
        if Usage.framedCommands.contains(where: { $0.name == command }) {
            text += "\(command) draws at most 1,000 frames unless --max-frames N raises the cap.\n"
        }
        return text + "\n" + Usage.conventions
    }

    static func printUsage(toStandardError: Bool = false) {
        if toStandardError { Console.current.writeError(usage + "\n") } else { print(usage) }
    }

    /// What `island help` and `island <command> --help` print, one section a command form.
    enum Usage {
        /// A form of a command, with the command's name.
        struct Section {
            let command: String
            let form: UsageForm
            var synopsis: String { form.synopsis }
            var text: String { form.text }
        }

        /// Every command's forms, in the order of `Island.commandTypes`.
        static var sections: [Section] {
            Island.commandTypes.flatMap { command in command.usage.map { Section(command: command.name, form: $0) } }
        }

        /// The commands that draw, which take `drawing`'s options, in the order `drawing` names them.
        static let drawingCommands: [any IslandCommand.Type] = [
            SnapshotCommand.self, GalleryCommand.self, DemoCommand.self, PlayCommand.self, PreviewCommand.self, RecordCommand.self,
            TestCommand.self,
        ]
        /// The commands whose frames `--max-frames` caps.
        static let framedCommands: [any IslandCommand.Type] = [DemoCommand.self, PlayCommand.self, RecordCommand.self]

        static var drawing: String {
            "Every command that draws (\(drawingCommands.map { $0.name }.joined(separator: ", "))) takes:\n" + drawingOptions
        }

        static var drawingOptions: String { OptionLine.drawing.map(\.text).joined(separator: "\n") }

        static var frames: String {
            let names = framedCommands.map { $0.name }
            return "\(names.dropLast().joined(separator: ", ")) and \(names.last!) draw at most 1,000 frames unless --max-frames N raises the cap."
        }

        static let conventions = """
            --name=value works as --name value; an option is given once (play's --at repeats);
            - for a file reads standard input, and -o - writes to standard output.
            island <command> --help prints that command's usage; island --version the version.
            Guide: docs/CommandLine.md
            """
    }
}
