import Foundation
import IslandInputs
import TermIsland

/// The options every command shares, parsed once into typed values. Each command says which
/// it takes; anything else is a usage error naming the closest it does take.
struct CommandOptions {
    /// An option's name as typed.
    enum Name: String, CaseIterable {
        case presentation = "--presentation", device = "--device", at = "--at", color = "--color"
        case styled = "--styled", theme = "--theme", state = "--state", every = "--every", example = "--example"
        case motion = "--motion", output = "--output", watch = "--watch"
        case format = "--format"
    }

    var presentations = Presentation.allCases
    var device = DeviceProfile.iPhone15Pro
    /// Whether `--device` was given (a scenario's own device stands otherwise).
    var deviceGiven = false
    /// Every `--at`, in seconds, in the order given.
    var instants: [Double] = []
    var color = ColorChoice.auto
    var styled = false
    /// `--format`: nil when not given (see `OutputFormat.chosen(by:)`).
    var format: OutputFormat?
    var theme = Theme.dark
    /// `--theme` as given (a name or a file).
    var themeArgument: String?
    var state: Data?
    var every: Double?
    var example: String?
    /// How much moves (`--motion`, else `ISLAND_MOTION`, else everything).
    var motion = MotionLevel.requested(in: ProcessInfo.processInfo.environment) ?? .full
    /// Whether to reload the files given when they change (`--watch`).
    var watch = false
    /// Where to write (`--output`, `-o`).
    var output: String?
    /// Arguments that are not options, in order.
    var positional: [String] = []

    /// How long after the activity started to draw (`--at`; default five minutes).
    var seconds: Double { instants.last ?? 300 }

    /// Parses `arguments`, taking the options in `accepted` and any number of positional
    /// arguments (the command checks how many).
    static func parse(_ arguments: [String], accepting accepted: [Name]) throws -> CommandOptions {
        var options = CommandOptions()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { throw HelpRequested() }
            guard argument.hasPrefix("-") else {
                options.positional.append(argument)
                index += 1
                continue
            }
            guard let name = Name(rawValue: argument == "-o" ? "--output" : argument), accepted.contains(name) else {
                throw UsageError("unknown option \(argument)\(NameSuggestion.didYouMean(argument, among: accepted.map(\.rawValue)))")
            }
            switch name {
            case .presentation: options.presentations = try presentations(try value(argument))
            case .device:
                options.device = try device(try value(argument))
                options.deviceGiven = true
            case .at: options.instants.append(try duration(try value(argument)))
            case .color:
                let choice = try value(argument)
                guard let color = ColorChoice(rawValue: choice) else {
                    throw UsageError("--color: expected auto, always or never, got \"\(choice)\"")
                }
                options.color = color
            case .styled: options.styled = true
            case .theme:
                let name = try value(argument)
                options.theme = try theme(name)
                options.themeArgument = name
            case .state: options.state = try state(try value(argument))
            case .every:
                let text = try value(argument)
                guard let seconds = parseDuration(text), seconds > 0 else {
                    throw UsageError("--every: expected a duration above zero, such as \"30s\" or \"5m\", got \"\(text)\"")
                }
                options.every = seconds
            case .example: options.example = try value(argument)
            case .motion:
                let level = try value(argument)
                guard let motion = MotionLevel(rawValue: level) else {
                    throw UsageError("--motion: expected full, reduced or none, got \"\(level)\"")
                }
                options.motion = motion
            case .output: options.output = try value(argument)
            case .watch: options.watch = true
            case .format:
                let name = try value(argument)
                guard let format = OutputFormat(rawValue: name) else {
                    throw UsageError("--format: expected text, styled, ansi or svg, got \"\(name)\"\(NameSuggestion.didYouMean(name, among: OutputFormat.allCases.map(\.rawValue)))")
                }
                options.format = format
            }
            index += 1
        }
        return options
    }

    private static func presentations(_ name: String) throws -> [Presentation] {
        if name == "all" { return Presentation.allCases }
        guard let presentation = Presentation(rawValue: name.lowercased()) else {
            throw UsageError("unknown presentation \"\(name)\"\(NameSuggestion.didYouMean(name, among: Presentation.allCases.map(\.rawValue) + ["all"]))")
        }
        return [presentation]
    }

    private static func device(_ name: String) throws -> DeviceProfile {
        guard let device = DeviceProfile.named(name) else {
            throw UsageError("unknown device \"\(name)\"\(NameSuggestion.didYouMean(name, among: DeviceProfile.all.map(\.identifier))) (island list shows them all)")
        }
        return device
    }

    private static func duration(_ text: String) throws -> Double {
        guard let seconds = parseDuration(text) else {
            throw UsageError("--at: expected a duration up to a year, such as \"90s\" or \"1h30m\", got \"\(text)\"")
        }
        return seconds
    }

    /// A theme file that exists, a built-in name, or (with a slash or .json) a file.
    private static func theme(_ name: String) throws -> Theme {
        do {
            if FileManager.default.fileExists(atPath: name) { return try Theme.load(from: URL(fileURLWithPath: name)) }
            if Theme.builtInNames.contains(name) || !(name.contains("/") || name.hasSuffix(".json")) { return try Theme.named(name) }
            return try Theme.load(from: URL(fileURLWithPath: name))
        } catch {
            throw UsageError(error)
        }
    }

    /// JSON as given, or a file's contents for `@FILE`.
    private static func state(_ text: String) throws -> Data {
        guard text.hasPrefix("@") else { return Data(text.utf8) }
        let path = String(text.dropFirst())
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--state: cannot read \(path)") }
        return data
    }
}
