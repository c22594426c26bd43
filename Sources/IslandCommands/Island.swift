import Foundation
import IslandInputs

/// The commands and their exit statuses: 0 done, 1 a failure while running, 2 a usage or input
/// error. Each command is a file in Commands/; the options they share are parsed once, into
/// typed values, by `CommandOptions`.
public enum Island {
    /// Every command, by the name typed.
    static let commands: [String: @Sendable ([String]) throws -> Int32] = [
        "list": ListCommand.run,
        "snapshot": { try WidgetFolderCommand.takes($0) ? WidgetFolderCommand.run("snapshot", $0) : SnapshotCommand.run($0) },
        "gallery": GalleryCommand.run,
        "demo": DemoCommand.run,
        "play": PlayCommand.run,
        "validate": ValidateCommand.run,
        "record": RecordCommand.run,
        "push": PushCommand.run,
        "lint": { try WidgetFolderCommand.takes($0) ? WidgetFolderCommand.run("lint", $0) : LintCommand.run($0) },
        "preview": { try WidgetFolderCommand.takes($0) ? WidgetFolderCommand.run("preview", $0) : PreviewCommand.run($0) },
    ]

    /// island's version, printed by `island --version`.
    static let version = "0.1.0"

    /// Runs the command `arguments` name, writing to `Console.current`, and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        run(arguments, commands: commands)
    }

    /// `run(_:)` with another table of commands: a widget folder's host program has its own.
    static func run(_ arguments: [String], commands: [String: @Sendable ([String]) throws -> Int32]) -> Int32 {
        let status = runCommand(arguments, commands: commands)
        switch Console.current.failure {
        case nil: return status
        case .closed: return 128 + SIGPIPE  // what a shell reports of a process ended by SIGPIPE
        case .failed(let reason):
            printError("could not write the output: \(reason)")
            return 1
        }
    }

    private static func runCommand(_ arguments: [String], commands: [String: @Sendable ([String]) throws -> Int32]) -> Int32 {
        guard let name = arguments.first else {
            printUsage(toStandardError: true)
            return 2
        }
        do {
            if ["help", "--help", "-h"].contains(name) {
                // `island help play`: that command's usage.
                if let command = arguments.dropFirst().first, !["help", "--help", "-h"].contains(command) {
                    guard arguments.count == 2, commands[command] != nil else {
                        throw UsageError(arguments.count > 2 ? "\(name) takes one command, got \"\(arguments[2])\""
                                         : "unknown command \"\(command)\"\(NameSuggestion.didYouMean(command, among: commands.keys.sorted()))")
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
            guard let command = commands[name] else {
                throw UsageError("unknown command \"\(name)\"\(NameSuggestion.didYouMean(name, among: ["list", "snapshot", "demo", "gallery", "play", "validate", "record", "preview", "push", "lint", "help", "--version"]))")
            }
            return try command(Array(arguments.dropFirst()))
        } catch is HelpRequested {
            print(usage(of: name))
            return 0
        } catch let error as UsageError {
            for message in error.messages { printError(message) }
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
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
        if Usage.drawingCommands.contains(command) { text += "\nAs every command that draws, it takes:\n" + Usage.drawingOptions + "\n" }
        if Usage.framedCommands.contains(command) {
            text += "\(command) draws at most 1,000 frames unless --max-frames N raises the cap.\n"
        }
        return text + "\n" + Usage.conventions
    }

    static func printUsage(toStandardError: Bool = false) {
        if toStandardError { Console.current.writeError(usage + "\n") } else { print(usage) }
    }

    /// What `island help` and `island <command> --help` print, one section a command form.
    enum Usage {
        struct Section {
            let command: String
            /// The command line it takes: "play <scenario.json> [options]".
            let synopsis: String
            /// Its lines in the usage, the first naming the form and what it does.
            let text: String
        }

        static let sections = [
            Section(command: "list", synopsis: "list", text: """
                  list                         the examples, devices and presentations
                """),
            Section(command: "snapshot", synopsis: "snapshot <widget folder|files.swift> [options]", text: """
                  snapshot <widget folder|files.swift>  every #Preview of your widget extension, unchanged, as text
                      --record | --check       write __Snapshots__/ beside the sources, or compare with it (exit 1 on a change)
                      --snapshots DIR          the snapshot files' folder (default: __Snapshots__ in the widget folder)
                      --presentation NAME|all  other presentations than each preview's own
                      --device ID              a device from `island list` (repeatable: each device's files)
                      --at TIME                how long after the preview's instant (default: 0s)
                      --format voiceover       what VoiceOver reads instead of the text (not with --record or --check)
                """),
            Section(command: "preview", synopsis: "preview <widget folder|files.swift> [options]", text: """
                  preview <widget folder|files.swift>  the previewer on your widget's previews (docs/WidgetFolders.md)
                      --watch                  rebuild on save and go on at the same moment
                      --at TIME  --motion full|reduced|none  --emoji-width 1|2|auto
                      --push-port PORT         take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port)
                """),
            Section(command: "snapshot", synopsis: "snapshot <example|views.json> [options]", text: """
                  snapshot <example|views.json>  print presentations of an example (or of views described in JSON)
                      --presentation NAME|all  compact, minimal, expanded, lock-screen, standby, banner, smart-stack,
                                               carplay (default: all)
                      --device ID              a device from `island list` (default: iphone-15-pro)
                      --at TIME                how long after the activity started: 90s, 5m, 1h30m (default: 5m)
                      --styled                 the plain text plus a legend of styles, for reviews
                      --format text|styled|ansi|svg|voiceover  plain text, styled text, ANSI even through a
                                               pipe, an SVG picture of them all, or what VoiceOver reads
                      --state JSON|@FILE       the content state to show instead of the example's (dates as
                                               ISO 8601 or seconds since 1970; activities start 2027-01-15T08:00:00Z)
                """),
            Section(command: "lint", synopsis: "lint <widget folder|example|views.json> [options]", text: """
                  lint <widget folder|example|views.json>  every preview state on every device against Apple's
                                               rules (exit 1 on an error; docs/Lint.md)
                      --format text|sarif      as text, or SARIF 2.1.0 for code scanning
                      --device ID ...          only these devices (default: every device)
                      --theme NAME|PATH  --dynamic-type SIZE  as the commands that draw
                """),
            Section(command: "gallery", synopsis: "gallery [options]", text: """
                  gallery                      every example in every presentation (--presentation, --at, --styled, --format)
                """),
            Section(command: "preview", synopsis: "preview <example|views.json|scenario.json> [options]", text: """
                  preview <example|views.json|scenario.json>
                                               the interactive previewer in a terminal: the phones, the island,
                                               the Lock Screen, keys and the mouse (? lists them; docs/Previewer.md)
                      --at TIME                start that far into the timeline
                      --watch                  reload the file (and a theme file) when it changes
                      --motion full|reduced|none  how much moves (default: full, or ISLAND_MOTION)
                      --emoji-width 1|2|auto   columns for ✈️ ❤️ 1️⃣: 1 as tmux and xterm draw them, 2 as Unicode
                                               says, auto measures the terminal (default, or TERMISLAND_EMOJI_WIDTH)
                      --push-port PORT         take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port;
                                               island push and your backend send them: docs/PushPayloads.md)
                """),
            Section(command: "demo", synopsis: "demo [scenario.json] [options]", text: """
                  demo [scenario.json]         four apps competing for the island over nine hours: in a terminal
                                               the previewer at 60×, through a pipe frame by frame
                                               (or your scenario: the frames are its pause events)
                      --motion full|reduced|none  how much moves in the previewer (default: full, or ISLAND_MOTION)
                      --emoji-width 1|2|auto   columns for ✈️ ❤️ 1️⃣ in the previewer (as preview; default: auto)
                      --push-port PORT         take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port)
                """),
            Section(command: "play", synopsis: "play <scenario.json> [options]", text: """
                  play <scenario.json>         what the island and the Lock Screen show over a scenario's timeline
                      --at TIME ...            instants to show (repeatable; default: each event's time)
                      --every STEP             an instant every STEP from 0 to the last event
                """),
            Section(command: "validate", synopsis: "validate <file.json> [options]", text: """
                  validate <file.json>         check a scenario, or a push payload as APNs would
                      --example NAME|views.json  (payloads) decode the attributes and content state against
                                               this example's types (without it, only a start's attributes-type names one)
                      --device ID              (scenarios) the device it plays on
                """),
            Section(command: "push", synopsis: "push <payload.json|-> [options]", text: """
                  push <payload.json|->        deliver an ActivityKit push payload to a running previewer,
                                               through its APNs-shaped endpoint (as simctl push does a Simulator)
                      --to NAME                which previewer, when several run (--list shows them)
                      --id ID | --app APP      the activity an update or end goes to, the app a start is for
                      --list                   the previewers taking pushes, and the tokens they accept
                """),
            Section(command: "record", synopsis: "record <scenario.json|example> -o FILE.cast [options]", text: """
                  record <scenario.json|example> -o FILE.cast
                                               the scenario with its transitions, as an asciicast for asciinema
                      -o, --output FILE        where to write it (- for standard output)
                      --motion full|reduced|none  how much moves (default: full, or ISLAND_MOTION)
                """),
        ]

        /// The commands that draw, which take `drawing`'s options.
        static let drawingCommands: Set = ["snapshot", "gallery", "demo", "play", "preview", "record"]
        /// The commands whose frames `--max-frames` caps.
        static let framedCommands: Set = ["demo", "play", "record"]

        static let drawing = "Every command that draws (snapshot, gallery, demo, play, preview, record) takes:\n" + drawingOptions

        static let drawingOptions = """
                  --device ID              a device from `island list` (default: iphone-15-pro)
                  --theme NAME|PATH        dark, light, high-contrast, monochrome, or a theme file (default: dark)
                  --color auto|always|never  colours as ANSI escapes (default: auto, when stdout is a terminal)
                  --scheme light|dark      the phone's appearance; the island is always dark (default: dark)
                  --dynamic-type SIZE      xSmall … large … xxxLarge, accessibility1 … accessibility5 (default: large)
            """

        static let frames = "demo, play and record draw at most 1,000 frames unless --max-frames N raises the cap."

        static let conventions = """
            --name=value works as --name value; an option is given once (play's --at repeats);
            - for a file reads standard input, and -o - writes to standard output.
            island <command> --help prints that command's usage; island --version the version.
            Guide: docs/CommandLine.md
            """
    }
}
