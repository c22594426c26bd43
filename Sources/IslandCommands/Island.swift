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
                printUsage()
                return 0
            }
            if name == "--version" {
                guard arguments.count == 1 else { throw UsageError("--version takes nothing else, got \"\(arguments[1])\"") }
                print("island \(version)")
                return 0
            }
            guard let command = commands[name] else {
                throw UsageError("unknown command \"\(name)\"\(NameSuggestion.didYouMean(name, among: ["list", "snapshot", "demo", "gallery", "play", "validate", "record", "preview", "lint", "help", "--version"]))")
            }
            return try command(Array(arguments.dropFirst()))
        } catch is HelpRequested {
            printUsage()
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

    static let usage = """
        usage: island <command> [options]

          list                         the examples, devices and presentations
          snapshot <widget folder|files.swift>  every #Preview of your widget extension, unchanged, as text
              --record | --check       write __Snapshots__/ beside the sources, or compare with it (exit 1 on a change)
              --snapshots DIR          the snapshot files' folder (default: __Snapshots__ in the widget folder)
          preview <widget folder|files.swift>  the previewer on your widget's previews (docs/WidgetFolders.md)
              --watch                  rebuild on save and go on at the same moment
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
          lint <widget folder|example|views.json>  every preview state on every device against Apple's
                                       rules (exit 1 on an error; docs/Lint.md)
              --format text|sarif      as text, or SARIF 2.1.0 for code scanning
              --device ID ...          only these devices (default: every device)
          gallery                      every example in every presentation (--presentation, --at, --styled, --format)
          preview <example|views.json|scenario.json>
                                       the interactive previewer in a terminal: the phones, the island,
                                       the Lock Screen, keys and the mouse (? lists them; docs/Previewer.md)
              --at TIME                start that far into the timeline
              --watch                  reload the file (and a theme file) when it changes
          demo [scenario.json]         four apps competing for the island over nine hours: in a terminal
                                       the previewer at 60×, through a pipe frame by frame
                                       (or your scenario: the frames are its pause events)
          play <scenario.json>         what the island and the Lock Screen show over a scenario's timeline
              --at TIME ...            instants to show (repeatable; default: each event's time)
              --every STEP             an instant every STEP from 0 to the last event
          validate <file.json>         check a scenario, or a push payload as APNs would
              --example NAME|views.json  (payloads) decode the content state against this example
          record <scenario.json|example> -o FILE.cast
                                       the scenario with its transitions, as an asciicast for asciinema
              --motion full|reduced|none  how much moves (default: full, or ISLAND_MOTION)
              --device ID  --theme NAME|PATH  --color auto|always|never

        Every command that draws (snapshot, gallery, demo, play, preview, record) takes:
              --device ID              a device from `island list` (default: iphone-15-pro)
              --theme NAME|PATH        dark, light, high-contrast, monochrome, or a theme file (default: dark)
              --color auto|always|never  colours as ANSI escapes (default: auto, when stdout is a terminal)
              --scheme light|dark      the phone's appearance; the island is always dark (default: dark)
              --dynamic-type SIZE      xSmall … large … xxxLarge, accessibility1 … accessibility5 (default: large)
        demo and play draw at most 1,000 frames unless --max-frames N raises the cap.

        --name=value works as --name value; an option is given once (play's --at repeats);
        - for a file reads standard input. island --version prints the version.
        Guide: docs/CommandLine.md
        """

    static func printUsage(toStandardError: Bool = false) {
        if toStandardError { Console.current.writeError(usage + "\n") } else { print(usage) }
    }
}
