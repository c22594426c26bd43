import Foundation
import IslandExamples
import TermIsland
import TerminalCanvas

/// The commands, their parsing and their exit statuses: 0 done, 1 a failure while running,
/// 2 a usage or input error.
enum Island {
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            printUsage(to: .standardError)
            return 2
        }
        do {
            switch command {
            case "list":
                guard arguments.count == 1 else {
                    throw UsageError("list takes no arguments, got \"\(arguments[1])\"")
                }
                return list()
            case "snapshot": return try snapshot(Array(arguments.dropFirst()))
            case "demo": return try demo(Array(arguments.dropFirst()))
            case "gallery": return try gallery(Array(arguments.dropFirst()))
            case "play": return try play(Array(arguments.dropFirst()), validateOnly: false)
            case "validate": return try play(Array(arguments.dropFirst()), validateOnly: true)
            case "help", "--help", "-h":
                printUsage(to: .standardOutput)
                return 0
            default:
                throw UsageError("unknown command \"\(command)\"\(suggestion(for: command, among: ["list", "snapshot", "demo", "gallery", "play", "validate", "help"]))")
            }
        } catch is HelpRequested {
            printUsage(to: .standardOutput)
            return 0
        } catch let error as UsageError {
            FileHandle.standardError.write(Data(terminalSafe("island: \(error.message)\n").utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data(terminalSafe("island: \(error)\n").utf8))
            return 1
        }
    }

    static let usage = """
        usage: island <command> [options]

          list                         the examples, devices and presentations
          snapshot <example|views.json>  print presentations of an example (or of views described in JSON)
              --presentation NAME|all  compact, minimal, expanded, lock-screen, standby, banner (default: all)
              --device ID              a device from `island list` (default: iphone-15-pro)
              --at TIME                how long after the activity started: 90s, 5m, 1h30m (default: 5m)
              --color auto|always|never  colours as ANSI escapes (default: auto, when stdout is a terminal)
              --styled                 the plain text plus a legend of styles, for reviews
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

        Guide: docs/CommandLine.md
        """

    static func printUsage(to handle: FileHandle) {
        handle.write(Data((usage + "\n").utf8))
    }

    // MARK: list

    static func list() -> Int32 {
        print("examples:")
        for example in Example.all { print("  \(example.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(example.summary)") }
        print("devices:")
        for device in DeviceProfile.all {
            let island = device.island == nil ? "no Dynamic Island" : "Dynamic Island"
            print("  \(device.identifier.padding(toLength: 18, withPad: " ", startingAt: 0)) \(device.name), \(formatPoints(device.screenWidth)) pt wide, \(island)")
        }
        print("presentations:")
        for presentation in Presentation.allCases { print("  \(presentation.rawValue)") }
        return 0
    }

    // MARK: snapshot

    struct Options {
        var example: Example?
        var presentations = Presentation.allCases
        var device = DeviceProfile.iPhone15Pro
        var seconds = 300.0
        var color = "auto"
        var styled = false
        var theme = Theme.dark
        var state: Data?
    }

    static func parse(_ arguments: [String], needsExample: Bool) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--presentation":
                let name = try value(argument)
                if name == "all" {
                    options.presentations = Presentation.allCases
                } else if let presentation = Presentation(rawValue: name.lowercased()) {
                    options.presentations = [presentation]
                } else {
                    throw UsageError("unknown presentation \"\(name)\"\(suggestion(for: name, among: Presentation.allCases.map(\.rawValue) + ["all"]))")
                }
            case "--device":
                let name = try value(argument)
                guard let device = DeviceProfile.named(name) else {
                    throw UsageError("unknown device \"\(name)\"\(suggestion(for: name, among: DeviceProfile.all.map(\.identifier))) (island list shows them all)")
                }
                options.device = device
            case "--at":
                let text = try value(argument)
                guard let seconds = parseDuration(text) else {
                    throw UsageError("--at: expected a duration up to a year, such as \"90s\" or \"1h30m\", got \"\(text)\"")
                }
                options.seconds = seconds
            case "--color":
                let choice = try value(argument)
                guard ["auto", "always", "never"].contains(choice) else {
                    throw UsageError("--color: expected auto, always or never, got \"\(choice)\"")
                }
                options.color = choice
            case "--styled":
                options.styled = true
            case "--help", "-h":
                throw HelpRequested()
            case "--state":
                let text = try value(argument)
                if text.hasPrefix("@") {
                    let path = String(text.dropFirst())
                    guard let data = FileManager.default.contents(atPath: path) else {
                        throw UsageError("--state: cannot read \(path)")
                    }
                    options.state = data
                } else {
                    options.state = Data(text.utf8)
                }
            case "--theme":
                let name = try value(argument)
                do {
                    // A theme file that exists, a built-in name, or (with a slash or .json) a file.
                    if FileManager.default.fileExists(atPath: name) {
                        options.theme = try Theme.load(from: URL(fileURLWithPath: name))
                    } else if Theme.builtInNames.contains(name) || !(name.contains("/") || name.hasSuffix(".json")) {
                        options.theme = try Theme.named(name)
                    } else {
                        options.theme = try Theme.load(from: URL(fileURLWithPath: name))
                    }
                } catch {
                    throw UsageError(error)
                }
            default:
                if argument.hasPrefix("-") {
                    throw UsageError("unknown option \(argument)\(suggestion(for: argument, among: ["--presentation", "--device", "--at", "--color", "--styled", "--theme", "--state"]))")
                }
                guard needsExample, options.example == nil else {
                    throw UsageError("unexpected argument \"\(argument)\": \(needsExample ? "snapshot shows one example at a time" : "demo takes options only")")
                }
                if argument.hasSuffix(".json") {
                    options.example = try describedExample(at: argument)
                } else if let example = Example.named(argument) {
                    options.example = example
                } else {
                    throw UsageError("unknown example \"\(argument)\"\(suggestion(for: argument, among: Example.all.map(\.name))) (island list shows them all; a .json file of described views works too)")
                }
            }
            index += 1
        }
        if needsExample && options.example == nil { throw UsageError("snapshot needs an example (island list shows them all)") }
        return options
    }

    static func snapshot(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, needsExample: true)
        let (text, errors) = frames(of: options.example!, options)
        if let stateError = errors.first(where: { $0.hasPrefix("the content state") }) {
            throw UsageError("--state: \(stateError)")
        }
        print(text, terminator: "")
        for error in errors { FileHandle.standardError.write(Data(terminalSafe("island: \(options.example!.name): \(error)\n").utf8)) }
        return errors.isEmpty ? 0 : 1
    }

    /// The presentations of one example, each under a heading, with warnings after; and the
    /// errors met (what ActivityKit would refuse).
    static func frames(of example: Example, _ options: Options) -> (String, [String]) {
        // Every activity starts at `activityStart`; "now" is `--at` later, so clock times and
        // the content state's dates read against one fixed start.
        var environment = EnvironmentValues()
        environment.date = activityStart.addingTimeInterval(options.seconds)
        var renderer = PresentationRenderer(device: options.device, environment: environment, theme: options.theme)
        renderer.contentStateJSON = options.state
        var errors: [String] = []
        let depth = colorDepth(options.color)
        var output = ""
        for presentation in options.presentations {
            let rendered = example.render(renderer, presentation, options.seconds)
            output += "\(example.name) · \(presentation.rawValue) · \(options.device.name) · \(formatDuration(options.seconds)) in\n"
            if options.styled {
                output += rendered.canvas.styledText + "\n"
            } else if depth == .none && options.color != "always" {
                output += rendered.canvas.plainText + "\n"
            } else {
                output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
            }
            for warning in rendered.warnings { output += "warning: \(warning)\n" }
            for error in rendered.errors where !errors.contains(error) { errors.append(error) }
            output += "\n"
        }
        return (output, errors)
    }

    // MARK: demo

    /// The built-in multi-app scenario: four apps competing, an alert, a touch and hold, a stale
    /// activity, ends, and time passing the eight-hour limit, shown at its key instants. In a
    /// terminal each frame replaces the last after a pause; otherwise the frames are printed.
    static func demo(_ arguments: [String]) throws -> Int32 {
        // `island demo my-scenario.json` plays your own scenario's pauses the same way.
        var arguments = arguments
        var file: String?
        if let first = arguments.first, !first.hasPrefix("-") {
            file = first
            arguments.removeFirst()
        }
        let options = try parse(arguments, needsExample: false)
        guard options.state == nil else {
            throw UsageError("--state is for one example: use it with island snapshot <example>")
        }
        var scenario: Scenario
        if let file {
            scenario = try playableScenario(file, theme: options.theme)
            guard !scenario.pauses.isEmpty else {
                throw UsageError("\(file): no pauses: a demo shows a scenario's pause events (docs/Scenarios.md); island play shows any instant")
            }
        } else {
            do { scenario = try Scenario.parse(Data(builtInScenarioJSON.utf8), file: "four-apps.json") } catch { throw UsageError(error) }
        }
        if arguments.contains("--device") { scenario.device = options.device }
        let player = ScenarioPlayer(scenario: scenario, theme: options.theme, colorDepth: colorDepth(options.color))
        // The scenario's pauses are the demo's frames, each held as long as the pause says.
        let pauses = scenario.pauses
        let frames = player.frames(at: pauses.map(\.at))
        // In a terminal the frames are painted through the ncurses backend (TerminalPlayback).
        if isatty(STDOUT_FILENO) == 1,
           let shown = try TerminalPlayback.playInTerminal(zip(frames, pauses).map { (Canvas(ansiText: $0), $1.hold) }) {
            if frames.indices.contains(shown) { print(frames[shown]) }
            return 0
        }
        for frame in frames { print(frame) }
        return 0
    }

    /// Every example in every presentation (what `demo` showed before scenarios).
    static func gallery(_ arguments: [String]) throws -> Int32 {
        var options = try parse(arguments, needsExample: false)
        guard options.state == nil else {
            throw UsageError("--state is for one example: use it with island snapshot <example>")
        }
        var failed = false
        for example in Example.all {
            options.example = example
            let (text, errors) = frames(of: example, options)
            print(text, terminator: "")
            for error in errors { FileHandle.standardError.write(Data("island: \(example.name): \(error)\n".utf8)) }
            failed = failed || !errors.isEmpty
        }
        return failed ? 1 : 0
    }

    // MARK: play, validate

    static func play(_ arguments: [String], validateOnly: Bool) throws -> Int32 {
        var file: String?
        var instants: [TimeInterval] = []
        var step: TimeInterval?
        var exampleName: String?
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() throws -> String {
                index += 1
                guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
                return arguments[index]
            }
            switch argument {
            case "--at":
                let text = try value()
                guard let seconds = parseDuration(text) else {
                    throw UsageError("--at: expected a duration up to a year, such as \"90s\" or \"1h30m\", got \"\(text)\"")
                }
                instants.append(seconds)
            case "--every":
                let text = try value()
                guard let seconds = parseDuration(text), seconds > 0 else {
                    throw UsageError("--every: expected a duration above zero, such as \"30s\" or \"5m\", got \"\(text)\"")
                }
                step = seconds
            case "--device", "--theme", "--color":
                rest += [argument, try value()]
            case "--example" where validateOnly:
                exampleName = try value()
            case "--help", "-h":
                throw HelpRequested()
            default:
                guard file == nil, !argument.hasPrefix("-") else {
                    throw UsageError(argument.hasPrefix("-") ? "unknown option \(argument)" : "unexpected argument \"\(argument)\"")
                }
                file = argument
            }
            index += 1
        }
        guard let file else { throw UsageError("\(validateOnly ? "validate" : "play") needs a scenario file (see docs/Scenarios.md)") }
        let options = try parse(rest, needsExample: false)
        switch try inputKind(file) {
        case .payload where validateOnly, .unreadable where validateOnly && exampleName != nil:
            return try validatePayload(file, exampleName: exampleName, options)
        case .payload:
            throw UsageError("\(file) is a push payload: island validate checks it; a scenario's push event plays it (docs/PushPayloads.md)")
        case .scenario, .unreadable:
            break
        }
        if exampleName != nil { throw UsageError("--example is for push payloads: island validate payload.json --example pizza-delivery") }
        var scenario = try playableScenario(file, theme: options.theme)
        if rest.contains("--device") { scenario.device = options.device }
        let player = ScenarioPlayer(scenario: scenario, theme: options.theme, colorDepth: colorDepth(options.color))
        if validateOnly {
            let activities = scenario.timeline.filter { event in
                switch event.action {
                case .request: return true
                case .push(_, _, _, let payload): return payload.event == .start
                default: return false
                }
            }.count
            let events = scenario.timeline.count
            print(terminalSafe("\(file): ok: \(events) event\(events == 1 ? "" : "s"), \(activities) activit\(activities == 1 ? "y" : "ies"), \(formatDuration(scenario.duration)) long, on \(scenario.device.name)"))
            return 0
        }
        if let step {
            let count = Int(scenario.duration / step) + 1
            guard count <= ScenarioPlayer.maximumFrames else {
                throw UsageError("--every \(formatDuration(step)) gives \(count) frames over \(formatDuration(scenario.duration)); "
                                 + "at most \(ScenarioPlayer.maximumFrames) (a larger step, or --at for the instants that matter)")
            }
            instants += stride(from: 0, through: scenario.duration, by: step).map { $0 }
        }
        if instants.isEmpty { instants = Array(Set(scenario.timeline.map(\.at))).sorted() }
        if instants.isEmpty {
            FileHandle.standardError.write(Data("island: \(terminalSafe(file)): the timeline is empty: nothing to play\n".utf8))
            return 0
        }
        player.eachFrame(at: instants) { print($0) }
        return 0
    }

    /// A file of views described in JSON (docs/DescribedActivities.md), as an example named
    /// after the file, drawn with its preview data.
    static func describedExample(at path: String) throws -> Example {
        do {
            let description = try GenericActivityDescription.load(from: URL(fileURLWithPath: path))
            return Example.described(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, by: description)
        } catch {
            throw UsageError(error)
        }
    }

    /// A scenario file read and checked for play: a problem is a usage error naming the file.
    static func playableScenario(_ file: String, theme: Theme) throws -> Scenario {
        let scenario: Scenario
        do { scenario = try Scenario.load(from: URL(fileURLWithPath: file)) } catch { throw UsageError(error) }
        let problems = ScenarioPlayer(scenario: scenario, theme: theme, colorDepth: .none).validate()
        guard problems.isEmpty else {
            throw UsageError(problems.map { "\(file): \($0)" }.joined(separator: "\nisland: "))
        }
        return scenario
    }

    enum InputKind { case scenario, payload, unreadable }

    /// What a file given to `validate` is: a scenario (an object with "timeline"), a push
    /// payload (an object with "aps"), or not JSON at all (its parser will say why).
    static func inputKind(_ file: String) throws -> InputKind {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(file): a directory; give a scenario or a payload file")
        }
        guard let data = FileManager.default.contents(atPath: file),
              let top = try? JSONSerialization.jsonObject(with: data) else { return .unreadable }
        guard let object = top as? [String: Any] else { return .scenario }
        if object["timeline"] != nil { return .scenario }
        if object["aps"] != nil { return .payload }
        throw UsageError("\(file): expected a scenario (an object with \"timeline\") or a push payload (an object with \"aps\")")
    }

    /// Checks a push payload as APNs and ActivityKit would, and its content state and
    /// attributes against an example's types: the one named, or the one whose attributes type
    /// a start names.
    static func validatePayload(_ file: String, exampleName: String?, _ options: Options) throws -> Int32 {
        let payload: PushPayload
        do { payload = try PushPayload.load(from: URL(fileURLWithPath: file)) } catch {
            throw UsageError(error)
        }
        var summary = "\(file): ok: \(payload.event == .start ? "a push-to-start" : "an \(payload.event.rawValue) push")"
        summary += " stamped \(Int64(payload.timestamp.timeIntervalSince1970)) (\(ISO8601DateFormatter().string(from: payload.timestamp)))"
        summary += ", \(grouped(payload.byteCount)) bytes of \(grouped(PushPayloadRules.maximumBytes))"
        var named: Example?
        if let name = exampleName {
            if name.hasSuffix(".json") {
                named = try describedExample(at: name)
            } else if let example = Example.named(name) {
                named = example
            } else {
                throw UsageError("--example: unknown example \"\(name)\"\(suggestion(for: name, among: Example.all.map(\.name))) (island list shows them; a .json file of described views works too)")
            }
        }
        if let example = named ?? payload.attributesType.flatMap(Example.withAttributesType) {
            var renderer = PresentationRenderer(device: options.device)
            renderer.contentStateJSON = payload.contentState
            renderer.attributesJSON = payload.attributes
            if let error = example.render(renderer, .lockScreen, 0).errors.first {
                throw UsageError("\(file): \(error.hasPrefix("the attributes") ? "$.aps.attributes" : "$.aps[\"content-state\"]"): \(error)")
            }
            summary += "; its data decodes for \(example.name)"
        } else if payload.event == .start {
            summary += "; no example draws \(payload.attributesType ?? "")"
        }
        print(terminalSafe(summary))
        return 0
    }

    // MARK: Helpers

    /// ANSI colours when asked, or when stdout is a terminal and NO_COLOR is not set.
    static func colorDepth(_ choice: String) -> ColorDepth {
        switch choice {
        case "never": return .none
        case "always": return max(ColorDepth.detect(environment: ProcessInfo.processInfo.environment), .ansi256)
        default:
            guard isatty(STDOUT_FILENO) == 1 else { return .none }
            return ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
        }
    }

    static func formatPoints(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// When every activity starts (2027-01-15T08:00:00Z): fixed, so output is the same everywhere.
let activityStart = Date(timeIntervalSince1970: 1_800_000_000)

/// `--help` among a command's options.
struct HelpRequested: Error {}

/// A usage or input error: exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }

    /// A problem in an input file, said as island says it (the "island: " prefix comes once,
    /// where errors are printed).
    init(_ error: InputFileError) {
        message = ([error.file, error.location].compactMap { $0 } + [error.reason]).joined(separator: ": ")
    }
}
