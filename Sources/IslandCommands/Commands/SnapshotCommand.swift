import Foundation
import IslandCommandLine
import IslandExamples
import TerminalCanvas
import TermIsland

/// `island snapshot <example|views.json>`: an example's presentations as text, or as one SVG
/// picture (`--format svg`).
enum SnapshotCommand: IslandCommand {
    static let name = "snapshot"

    static let usage = [
        UsageForm(
            synopsis: "snapshot <widget folder|files.swift|App.xcodeproj> [options]",
            heading: "  snapshot <widget folder|files.swift|App.xcodeproj>  every #Preview of your widget extension, unchanged, as text",
            [
                OptionLine([.option(.target, "NAME")], "an Xcode project's target (default: its widget extension; docs/XcodeProjects.md)"),
                OptionLine([.option(.record), .option(.check)], joinedBy: " | ", "write __Snapshots__/ beside the sources, or compare with it (exit 1 on a change)"),
                OptionLine([.option(.snapshots, "DIR")], "the snapshot files' folder (default: __Snapshots__ in the widget folder)"),
                OptionLine([.option(.presentation, "NAME|all")], "other presentations than each preview's own"),
                OptionLine([.option(.device, "ID", repeatable: true)], "a device from `island list` (repeatable: each device's files)"),
                OptionLine([.option(.at, "TIME")], "how long after the preview's instant (default: 0s)"),
                OptionLine([.option(.format, "voiceover")], "what VoiceOver reads instead of the text (not with --record or --check)"),
                OptionLine([.option(.previewTimeout, "SECONDS")], "stop a preview still running after that long and report it (default: 10)"),
                .variants,
            ] + OptionLine.ciReports(ofACheck: true) + OptionLine.snapshotSelection,
            shared: OptionLine.drawingOptions),
        UsageForm(
            synopsis: "snapshot <example|views.json> [options]",
            heading: "  snapshot <example|views.json>  print presentations of an example (or of views described in JSON)",
            [
                OptionLine([.option(.presentation, "NAME|all")], "compact, minimal, expanded, lock-screen, standby, banner, smart-stack,", "carplay (default: all)"),
                OptionLine([.option(.device, "ID")], "a device from `island list` (default: iphone-15-pro)"),
                OptionLine([.option(.at, "TIME")], "how long after the activity started: 90s, 5m, 1h30m (default: 5m)"),
                OptionLine([.option(.styled)], "the plain text plus a legend of styles, for reviews"),
                OptionLine([.option(.format, "text|styled|ansi|svg|voiceover")], "plain text, styled text, ANSI even through a", "pipe, an SVG picture of them all, or what VoiceOver reads"),
                OptionLine([.option(.state, "JSON|@FILE")], "the content state to show instead of the example's (dates as", "ISO 8601 or seconds since 1970; activities start 2027-01-15T08:00:00Z)"),
                .variants,
            ],
            shared: OptionLine.drawingOptions),
    ]

    /// What an example's snapshot takes (its form's options).
    static var formatOptions: [CommandOptions.Name] { usage[1].accepted }

    /// `formatOptions` but `--format`.
    static var options: [CommandOptions.Name] { formatOptions.filter { $0 != .format } }

    static func run(_ invocation: Invocation) throws -> Int32 {
        if let widgets = invocation.linkedWidgets {
            let isolated = try PreviewIsolation.catalog(invocation, widgets: widgets, options: invocation.options(usage[0].table))
            return try run(invocation, previews: isolated.catalog, failures: isolated.failures)
        }
        let options = try invocation.options(accepting: formatOptions)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        guard let name = options.positional.first else { throw UsageError("snapshot needs an example (island list shows them all)") }
        guard options.positional.count == 1 else {
            throw UsageError("unexpected argument \"\(options.positional[1])\": snapshot shows one example at a time")
        }
        let format = try OutputFormat.chosen(by: options)
        let example = try ExampleLookup.example(name)
        try checkState(options, for: example)
        let (drawn, errors) = presentations(of: example, options)
        var warned: Set<String> = []
        if format == .svg {
            print(picture(drawn, title: example.name, options, warned: &warned), terminator: "")
        } else {
            print(text(drawn, format, options, warned: &warned), terminator: "")
        }
        for error in errors { Island.printError("\(example.name): \(error)") }
        return errors.isEmpty ? 0 : 1
    }

    /// `--state` checked before anything is drawn: ActivityKit's 4 KB rule on it and the
    /// example's attributes together, then its fields against the example's type.
    static func checkState(_ options: CommandOptions, for example: Example) throws {
        guard let state = options.contentState else { return }
        let attributes = example.kind.preview?(activityStart, options.seconds).data.attributes.count ?? 0
        if let problem = state.sizeProblem(attributesBytes: attributes) { throw UsageError(problem) }
        if let error = example.kind.problem(state: state.json) { throw UsageError("\(state.name): \(error)") }
    }

    /// A presentation drawn, under the heading that names it.
    typealias Drawn = (heading: String, rendered: RenderedPresentation)

    /// The presentations `options` ask for, each with its heading; and the errors met (what
    /// ActivityKit would refuse).
    static func presentations(of example: Example, _ options: CommandOptions) -> ([Drawn], [PresentationError]) {
        // Every activity starts at `activityStart`; "now" is `--at` later, so clock times and
        // the content state's dates read against one fixed start.
        var environment = options.environment
        environment.date = activityStart.addingTimeInterval(options.seconds)
        let drawing = PresentationRenderer(device: options.device, environment: environment, theme: options.theme)
        var errors: [PresentationError] = []
        var drawn: [Drawn] = []
        for variant in options.variantList {
            let renderer = variant.applied(to: drawing)
            for presentation in options.presentations {
                let rendered = render(example, presentation, renderer, options, isStale: variant.isStale)
                let name = ([example.name, presentation.rawValue] + variant.words).joined(separator: " · ")
                drawn.append(("\(name) · \(renderer.device.name) · \(formatDuration(options.seconds)) in", rendered))
                for error in rendered.errors where !errors.contains(error) { errors.append(error) }
            }
        }
        return (drawn, errors)
    }

    /// The presentations of one example as text, each under a heading with its warnings
    /// after; and the errors met.
    static func frames(of example: Example, _ options: CommandOptions) -> (String, [PresentationError]) {
        var warned: Set<String> = []
        return frames(of: example, options, warned: &warned)
    }

    /// `frames(of:_:)`, saying no warning in `warned` again.
    static func frames(of example: Example, _ options: CommandOptions, warned: inout Set<String>) -> (String, [PresentationError]) {
        let (drawn, errors) = presentations(of: example, options)
        return (text(drawn, options.format ?? (options.styled ? .styled : nil), options, warned: &warned), errors)
    }

    /// Presentations as text, each under its heading with its warnings after (each once: those
    /// in `warned` are not said again). Without a format the terminal decides: ANSI at the
    /// colour depth `--color` gives, plain text at none.
    static func text(_ drawn: [Drawn], _ format: OutputFormat?, _ options: CommandOptions, warned: inout Set<String>) -> String {
        let depth = format == .ansi ? (options.color == .never ? .none : ColorChoice.always.depth) : options.color.depth
        var output = ""
        for (heading, rendered) in drawn {
            output += heading + "\n"
            switch format {
            case .styled: output += rendered.canvas.styledText + "\n"
            case .text, .sarif: output += rendered.canvas.plainText + "\n"
            case .voiceover: output += rendered.voiceOverText + "\n"
            case .ansi: output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
            case .svg, nil:
                if depth == .none && options.color != .always {
                    output += rendered.canvas.plainText + "\n"
                } else {
                    output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
                }
            }
            // What VoiceOver reads does not depend on how the drawing fits.
            if format != .voiceover { output += rendered.warningLines(omitting: &warned).map { $0 + "\n" }.joined() }
            output += "\n"
        }
        return output
    }

    /// `text(_:_:_:warned:)` with every warning said.
    static func text(_ drawn: [Drawn], _ format: OutputFormat?, _ options: CommandOptions) -> String {
        var warned: Set<String> = []
        return text(drawn, format, options, warned: &warned)
    }

    /// `picture(_:title:_:warned:)` with every warning noted.
    static func picture(_ drawn: [Drawn], title: String, _ options: CommandOptions) -> String {
        var warned: Set<String> = []
        return picture(drawn, title: title, options, warned: &warned)
    }

    /// Presentations as one SVG picture, each under its heading with its warnings below, in
    /// the page colours of `options`' theme.
    static func picture(_ drawn: [Drawn], title: String, _ options: CommandOptions, warned: inout Set<String>) -> String {
        var sections: [SVGEncoder.Section] = []
        for (heading, rendered) in drawn {
            let notes = rendered.warningLines(omitting: &warned)
            sections.append(SVGEncoder.Section(heading: heading, canvas: rendered.canvas, notes: notes))
        }
        return OutputFormat.svgEncoder(theme: options.theme, color: options.color, title: title).encode(sections)
    }

    /// The example's preview, with `--state` in place of its state where given, and stale
    /// where `isStale` says (a variant's `stale` or `fresh`; nil: as the preview is).
    private static func render(_ example: Example, _ presentation: Presentation, _ renderer: PresentationRenderer,
                               _ options: CommandOptions, isStale: Bool? = nil) -> RenderedPresentation {
        guard options.state != nil || isStale != nil, let preview = example.kind.preview?(activityStart, options.seconds) else {
            return example.render(renderer, presentation, options.seconds)
        }
        let data = options.state.map { ActivityData(attributes: preview.data.attributes, state: $0) } ?? preview.data
        do {
            return try example.kind.render(data, as: presentation, with: renderer, isStale: isStale ?? preview.isStale)
        } catch {
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0), errors: [.dataDoesNotDecode(error)])
        }
    }
}
