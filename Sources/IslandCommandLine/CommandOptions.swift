import ActivityRuntime
import Foundation
import IslandInputs
import IslandPlayback
import IslandPreview
import LiveActivity
import Motion
import TermIsland

/// The options every command shares, parsed once into typed values. Each command says which
/// it takes; anything else is a usage error naming the closest it does take.
///
/// Conventions: `--name value` or `--name=value`; an option given twice is an error unless the
/// command takes it repeatedly (`play --at`); `-` alone is an argument (standard input), not an
/// option; `--help` anywhere shows the usage.
package struct CommandOptions {
    /// An option's name as typed.
    package enum Name: String, CaseIterable {
        case presentation = "--presentation", device = "--device", at = "--at", color = "--color"
        case styled = "--styled", theme = "--theme", state = "--state", every = "--every", example = "--example"
        case maxFrames = "--max-frames", scheme = "--scheme", dynamicType = "--dynamic-type"
        case motion = "--motion", output = "--output", watch = "--watch"
        case format = "--format", emojiWidth = "--emoji-width"
        case record = "--record", check = "--check", snapshots = "--snapshots"
        case pushPort = "--push-port", to = "--to", id = "--id", app = "--app", list = "--list"
        case kind = "--kind", target = "--target", previewTimeout = "--preview-timeout"
        case junit = "--junit", summary = "--summary", report = "--report", filter = "--filter", skip = "--skip", shard = "--shard"
        case variants = "--variants"

        /// Whether the option is a switch, taking no value.
        package var isSwitch: Bool { [.styled, .watch, .record, .check, .list].contains(self) }
    }


    package var presentations = Presentation.allCases
    /// Whether `--presentation` was given (a widget folder's previews otherwise show their own).
    package var presentationGiven = false
    package var device = DeviceProfile.iPhone15Pro
    /// Every `--device` given, in order (a widget folder's snapshots take several).
    package var devices: [DeviceProfile] = []
    /// `snapshot <folder>`: write the snapshot files, or compare with them.
    package var record = false
    package var check = false
    /// `snapshot <folder> --snapshots DIR`: where the snapshot files are.
    package var snapshotsDirectory: String?
    /// `--filter`, `--skip` and `--shard`: which of a folder's snapshots the run takes.
    package var selection = SnapshotSelection()
    /// `--junit FILE` and `--summary FILE`: the reports a check writes for CI.
    package var junitFile: String?
    package var summaryFile: String?
    /// `--report DIR`: the folder the HTML report is written into.
    package var reportDirectory: String?
    /// Whether `--device` was given (a scenario's own device stands otherwise).
    package var deviceGiven = false
    /// Every `--at`, in seconds, in the order given.
    package var instants: [Double] = []
    package var color = ColorChoice.auto
    package var styled = false
    /// `--format`: nil when not given (see `OutputFormat.chosen(by:)`).
    package var format: OutputFormat?
    package var theme = Theme.dark
    /// `--theme` as given (a name or a file).
    package var themeArgument: String?
    /// `--state`: the content state, read and checked as JSON.
    package var contentState: ContentStateInput?
    package var every: Double?
    package var example: String?
    /// `lint <payload.json> --kind NAME`: the activity kind whose types read the payload.
    package var kind: String?
    /// `snapshot App.xcodeproj --target NAME`: the project's target to build (docs/XcodeProjects.md).
    package var target: String?
    /// `--max-frames`: the most frames `play` and `demo` draw.
    package var maximumFrames = CommandOptions.defaultMaximumFrames
    /// `--scheme`: the phone's appearance (the island is dark whatever it is).
    package var colorScheme = ColorScheme.dark
    /// `--dynamic-type`: the text size.
    package var dynamicTypeSize = DynamicTypeSize.large
    /// How much moves (`--motion`, else `ISLAND_MOTION`, else everything).
    package var motion = MotionLevel.requested(in: ProcessInfo.processInfo.environment) ?? .full
    /// `--emoji-width`: how wide the previewer lays out ✈️ 1️⃣ 🇺🇦 👨‍👩‍👧 (nil: as
    /// `TERMISLAND_EMOJI_WIDTH` says, else measured).
    package var emojiWidth: EmojiWidthSetting?
    /// Whether to reload the files given when they change (`--watch`).
    package var watch = false
    /// `--push-port`: the loopback port the previewer takes pushes on (nil: any free one).
    package var pushPort: UInt16?
    /// `--preview-timeout`: how many seconds one of a widget folder's previews may run (nil: the default).
    package var previewTimeout: Double?
    /// `push --to NAME`, `--id ID`, `--app APP`, `--list`: which previewer, activity or app.
    package var pushTarget: (previewer: String?, activity: String?, app: String?, list: Bool) = (nil, nil, nil, false)
    /// Where to write (`--output`, `-o`).
    package var output: String?
    /// Arguments that are not options, in order.
    package var positional: [String] = []
    /// `--variants LIST`: the matrix of variants each snapshot is drawn in (nil: the one drawing).
    package var variants: VariantMatrix?
    /// `--variants help`: list the axes and values instead of drawing.
    package var asksForVariantsHelp = false

    /// The variant `environment` is in: the previewer, which draws one, sets it from `--variants`.
    package var drawnVariant = SnapshotVariant.none

    /// Each variant to draw: those `--variants` lists, else the command's own drawing alone.
    package var variantList: [SnapshotVariant] { variants?.variants ?? [.none] }

    /// The content state's JSON (`--state`).
    package var state: Data? { contentState?.json }

    /// How long after the activity started to draw (`--at`; default five minutes).
    package var seconds: Double { instants.last ?? 300 }

    /// The environment presentations start from: the appearance and the text size.
    package var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = dynamicTypeSize
        environment.cellMetrics = CellMetrics(for: dynamicTypeSize)
        return drawnVariant.applied(to: environment)
    }

    /// The most frames drawn unless `--max-frames` says otherwise: a nine-hour scenario every minute.
    package static let defaultMaximumFrames = ScenarioPlayer.maximumFrames
    /// The most `--max-frames` takes.
    package static let largestMaximumFrames = 1_000_000

    /// `arguments` read (`Invocation`) and checked against the options in `accepted` (those in
    /// `repeatable` more than once), as a command does.
    package static func parse(_ arguments: [String], accepting accepted: [Name], repeatable: [Name] = [],
                      refused: [Name: String] = [:]) throws -> CommandOptions {
        try Invocation(command: "", arguments: arguments).options(accepting: accepted, repeatable: repeatable, refused: refused)
    }

    package mutating func set(_ name: Name, _ value: String) throws {
        switch name {
        case .presentation:
            presentations = try Self.presentations(value)
            presentationGiven = true
        case .device:
            device = try Self.device(value)
            devices.append(device)
            deviceGiven = true
        case .record: record = true
        case .check: check = true
        case .snapshots: snapshotsDirectory = value
        case .filter: selection.filters.append(try NamePattern(value))
        case .skip: selection.skips.append(try NamePattern(value))
        case .shard: selection.shard = try Shard(value)
        case .junit: junitFile = value
        case .summary: summaryFile = value
        case .report: reportDirectory = value
        case .at: instants.append(try Self.duration(value))
        case .color:
            guard let color = ColorChoice(rawValue: value) else {
                throw UsageError("--color: expected auto, always or never, got \"\(value)\"")
            }
            self.color = color
        case .styled: styled = true
        case .watch: watch = true
        case .theme:
            theme = try Self.theme(value)
            themeArgument = value
        case .state:
            do { contentState = try ContentStateInput(value) } catch { throw UsageError(error) }
        case .every:
            guard let seconds = parseDuration(value), seconds > 0 else {
                throw UsageError("--every: expected a duration above zero, such as \"30s\" or \"5m\", got \"\(value)\"")
            }
            every = seconds
        case .example: example = value
        case .target: target = value
        case .kind: kind = value
        case .maxFrames:
            guard let count = Int(value), (1...Self.largestMaximumFrames).contains(count) else {
                throw UsageError("--max-frames: expected a whole number from 1 to \(grouped(Self.largestMaximumFrames)), got \"\(value)\"")
            }
            maximumFrames = count
        case .scheme:
            guard let scheme = ColorScheme(rawValue: value) else {
                throw UsageError("--scheme: expected light or dark, got \"\(value)\"")
            }
            colorScheme = scheme
        case .dynamicType:
            guard let size = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
                let names = DynamicTypeSize.allCases.map(\.rawValue)
                throw UsageError("--dynamic-type: unknown size \"\(value)\"\(NameSuggestion.didYouMean(value, among: names)) "
                                 + "(sizes: \(names.joined(separator: ", ")))")
            }
            dynamicTypeSize = size
        case .motion:
            guard let level = MotionLevel(rawValue: value) else {
                throw UsageError("--motion: expected full, reduced or none, got \"\(value)\"")
            }
            motion = level
        case .output: output = value
        case .emojiWidth:
            guard let setting = EmojiWidthSetting(value) else {
                throw UsageError("--emoji-width: expected 1, 2 or auto, got \"\(value)\"")
            }
            emojiWidth = setting

        case .pushPort:
            guard let port = UInt16(value), port > 0 else {
                throw UsageError("--push-port: expected a port from 1 to 65535, got \"\(value)\"")
            }
            pushPort = port
        case .previewTimeout:
            guard let seconds = Double(value) ?? parseDuration(value), seconds > 0, seconds.isFinite else {
                throw UsageError("--preview-timeout: expected a number of seconds above zero, such as 10 or 2.5, got \"\(value)\"")
            }
            previewTimeout = seconds
        case .variants:
            if value == "help" {
                asksForVariantsHelp = true
            } else {
                do { variants = try VariantMatrix(parsing: value) } catch { throw UsageError(error.description) }
            }
        case .to: pushTarget.previewer = value
        case .id: pushTarget.activity = value
        case .app: pushTarget.app = value
        case .list: pushTarget.list = true
        case .format:
            guard let format = OutputFormat(rawValue: value) else {
                throw UsageError("--format: expected text, styled, ansi, svg, voiceover or sarif, got \"\(value)\"\(NameSuggestion.didYouMean(value, among: OutputFormat.allCases.map(\.rawValue)))")
            }
            self.format = format
        }
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

    /// A theme file that exists, a built-in name, `-` (standard input), or (with a slash or
    /// .json) a file.
    private static func theme(_ name: String) throws -> Theme {
        do {
            if name == "-" || FileManager.default.fileExists(atPath: name) { return try Theme.load(from: URL(fileURLWithPath: name)) }
            if Theme.builtInNames.contains(name) || !(name.contains("/") || name.hasSuffix(".json")) { return try Theme.named(name) }
            return try Theme.load(from: URL(fileURLWithPath: name))
        } catch {
            throw UsageError(error)
        }
    }
}
