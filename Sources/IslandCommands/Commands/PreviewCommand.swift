import Foundation
import IslandCommandLine
import IslandExamples
import IslandInputs
import IslandPlayback
import IslandPreview
import TermIsland

/// `island preview <example|views.json|scenario.json>`: the interactive previewer in the
/// terminal (docs/Previewer.md). Without a terminal it prints what `snapshot` (an example) or
/// `play` (a scenario) would.
enum PreviewCommand: IslandCommand {
    static let name = "preview"

    static let usage = [
        UsageForm(
            synopsis: "preview <widget folder|files.swift|App.xcodeproj> [options]",
            heading: "  preview <widget folder|files.swift|App.xcodeproj>  the previewer on your widget's previews (docs/WidgetFolders.md)",
            [
                OptionLine([.option(.target, "NAME")], "an Xcode project's target (default: its widget extension; docs/XcodeProjects.md)"),
                OptionLine([.option(.watch)], "rebuild on save and go on at the same moment"),
                OptionLine([.option(.at, "TIME"), .option(.motion, "full|reduced|none"), .option(.emojiWidth, "1|2|auto")]),
                OptionLine([.option(.pushPort, "PORT")], "take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port)"),
                OptionLine([.option(.previewTimeout, "SECONDS")], "stop a preview still running after that long and report it (default: 10)"),
                .previewVariant,
            ],
            shared: OptionLine.drawingOptions),
        UsageForm(
            synopsis: "preview <example|views.json|scenario.json> [options]",
            heading: """
                  preview <example|views.json|scenario.json>
                                               the interactive previewer in a terminal: the phones, the island,
                                               the Lock Screen, keys and the mouse (? lists them; docs/Previewer.md)
                """,
            [
                OptionLine([.option(.at, "TIME")], "start that far into the timeline"),
                OptionLine([.option(.watch)], "reload the file (and a theme file) when it changes"),
                OptionLine([.option(.motion, "full|reduced|none")], "how much moves (default: full, or ISLAND_MOTION)"),
                OptionLine([.option(.emojiWidth, "1|2|auto")], "columns for ✈️ ❤️ 1️⃣: 1 as tmux and xterm draw them, 2 as Unicode", "says, auto measures the terminal (default, or TERMISLAND_EMOJI_WIDTH)"),
                OptionLine([.option(.pushPort, "PORT")], "take APNs-shaped pushes on 127.0.0.1:PORT (default: any free port;", "island push and your backend send them: docs/PushPayloads.md)"),
                .previewVariant,
            ],
            shared: OptionLine.drawingOptions),
    ]

    static var options: [CommandOptions.Name] { usage[1].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        if let widgets = invocation.linkedWidgets {
            let isolated = try PreviewIsolation.catalog(invocation, widgets: widgets, options: invocation.options(usage[0].table))
            return try run(invocation, previews: isolated.catalog, failures: isolated.failures)
        }
        var options = try invocation.options(accepting: options)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        try options.takePreviewVariant()
        guard let source = options.positional.first else {
            throw UsageError("preview needs an example, a views .json file or a scenario .json file (island list shows the examples)")
        }
        guard options.positional.count == 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": preview shows one thing") }
        if options.deviceGiven && ![.iPhone, .iPad].contains(options.device.place) {
            throw UsageError("--device \(options.device.identifier): preview draws iPhones and iPad; island snapshot EXAMPLE --device \(options.device.identifier) shows this one")
        }
        var scenario = try scenario(for: source, options)
        if options.deviceGiven { scenario.device = options.device }
        guard Console.current.isTerminal else { return try printInstead(scenario, options) }
        do {
            try open(scenario, options, speed: 1, watching: options.watch ? source : nil)
        } catch let error as PreviewUnavailable {
            Island.printError("\(error); printing frames as text")
            return try printInstead(scenario, options)
        }
        return 0
    }

    /// Opens the previewer on `scenario` with the built-in examples, time starting at `--at`;
    /// with `watching`, reloading that file (and a theme file given) when it changes.
    static func open(_ scenario: Scenario, _ options: CommandOptions, speed: Double, watching source: String? = nil) throws {
        var watch: (files: FileWatch, reload: () throws -> PreviewReload)?
        if let source {
            let theme = FileManager.default.fileExists(atPath: options.themeArgument ?? "") ? options.themeArgument : nil
            watch = (FileWatch(paths: [source] + [theme].compactMap { $0 }), {
                var reloaded = try Self.scenario(for: source, options)
                if options.deviceGiven { reloaded.device = options.device }
                return PreviewReload(scenario: reloaded)
            })
        }
        try IslandPreview.run(scenario: scenario, kinds: .builtInExamples, theme: options.theme, environment: options.environment,
                              speed: speed, motion: options.motion,
                              startingAt: options.instants.last ?? 0, emojiWidth: options.emojiWidth, watching: watch,
                              pushPort: options.pushPort ?? 0)
    }

    /// A scenario file, a views file (one activity drawn by it) or an example (one activity).
    static func scenario(for source: String, _ options: CommandOptions) throws -> Scenario {
        if Example.named(source) == nil, GivenFile.isFile(source) {
            // A views file is an object too; tell them apart by "timeline".
            let file = try GivenFile(source, limit: .scenario)
            if file.kind == .scenario { return try ExampleLookup.playableScenario(file, theme: options.theme) }
        }
        let example = try ExampleLookup.example(source)
        var scenario: Scenario
        do { scenario = try IslandPreview.scenario(for: example.name, app: Self.appName(example.name)) } catch { throw UsageError("\(error)") }
        if Example.named(source) == nil {
            // A described activity: the scenario describes it under its name.
            let description = try DescribedActivity.load(from: URL(fileURLWithPath: source))
            scenario.activities[example.name] = description
        }
        return scenario
    }

    /// "pizza-delivery" → "Pizza".
    static func appName(_ name: String) -> String {
        let word = name.split(separator: "-").first.map(String.init) ?? name
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func printInstead(_ scenario: Scenario, _ options: CommandOptions) throws -> Int32 {
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        let instants = options.instants.isEmpty ? [0.0] : options.instants
        var warned: Set<String> = []
        ExampleLookup.player(scenario, theme: options.theme, environment: options.environment).play(at: instants) {
            print(transcript.text(of: $0, warned: &warned))
        }
        return 0
    }
}
