import Foundation
import IslandInputs

/// The commands and their exit statuses: 0 done, 1 a failure while running, 2 a usage or input
/// error. Each command is a file in Commands/; the options they share are parsed once, into
/// typed values, by `CommandOptions`.
enum Island {
    /// Every command, by the name typed.
    static let commands: [String: @Sendable ([String]) throws -> Int32] = [
        "list": ListCommand.run,
        "snapshot": SnapshotCommand.run,
        "gallery": GalleryCommand.run,
        "demo": DemoCommand.run,
        "play": PlayCommand.run,
        "validate": ValidateCommand.run,
        "record": RecordCommand.run,
        "preview": PreviewCommand.run,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            printUsage(to: .standardError)
            return 2
        }
        do {
            if ["help", "--help", "-h"].contains(name) {
                printUsage(to: .standardOutput)
                return 0
            }
            guard let command = commands[name] else {
                throw UsageError("unknown command \"\(name)\"\(NameSuggestion.didYouMean(name, among: ["list", "snapshot", "demo", "gallery", "play", "validate", "record", "preview", "help"]))")
            }
            return try command(Array(arguments.dropFirst()))
        } catch is HelpRequested {
            printUsage(to: .standardOutput)
            return 0
        } catch let error as UsageError {
            printError(error.message)
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// "island: <message>" on standard error, made safe for the terminal.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data(terminalSafe("island: \(message)\n").utf8))
    }

    static let usage = """
        usage: island <command> [options]

          list                         the examples, devices and presentations
          snapshot <example|views.json>  print presentations of an example (or of views described in JSON)
              --presentation NAME|all  compact, minimal, expanded, lock-screen, standby, banner, smart-stack,
                                       carplay (default: all)
              --device ID              a device from `island list` (default: iphone-15-pro)
              --at TIME                how long after the activity started: 90s, 5m, 1h30m (default: 5m)
              --color auto|always|never  colours as ANSI escapes (default: auto, when stdout is a terminal)
              --styled                 the plain text plus a legend of styles, for reviews
              --format text|styled|ansi|svg  plain text, styled text, ANSI even through a pipe, or
                                       an SVG picture of them all (snapshot and gallery)
              --theme NAME|PATH        dark, light, high-contrast, monochrome, or a theme file (default: dark)
              --state JSON|@FILE       the content state to show instead of the example's (dates as
                                       ISO 8601 or seconds since 1970; activities start 2027-01-15T08:00:00Z)
          demo [scenario.json]         four apps competing for the island over nine hours, frame by frame
                                       (or your scenario: the frames are its pause events)
          gallery                      every example in every presentation
          play <scenario.json>         what the island and the Lock Screen show over a scenario's timeline
              --at TIME ...            instants to show (repeatable; default: each event's time)
              --every STEP             an instant every STEP from 0 to the last event
              --device ID  --theme NAME|PATH  --color auto|always|never
          validate <file.json>         check a scenario, or a push payload as APNs would
              --example NAME|views.json  (payloads) decode the content state against this example
          record <scenario.json|example> -o FILE.cast
                                       the scenario with its transitions, as an asciicast for asciinema
              --motion full|reduced|none  how much moves (default: full, or ISLAND_MOTION)
              --device ID  --theme NAME|PATH  --color auto|always|never

        Guide: docs/CommandLine.md
        """

    static func printUsage(to handle: FileHandle) {
        handle.write(Data((usage + "\n").utf8))
    }
}
