import Foundation
import IslandExamples
import TermIsland
import TerminalCanvas

/// `island snapshot <example|views.json>`: an example's presentations as text, or as one SVG
/// picture (`--format svg`).
enum SnapshotCommand {
    static let options: [CommandOptions.Name] = [.presentation, .device, .at, .color, .styled, .theme, .state]

    /// What `snapshot` and `gallery` take: the shared options and `--format`.
    static let formatOptions = options + [.format]

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: formatOptions)
        guard let name = options.positional.first else { throw UsageError("snapshot needs an example (island list shows them all)") }
        guard options.positional.count == 1 else {
            throw UsageError("unexpected argument \"\(options.positional[1])\": snapshot shows one example at a time")
        }
        let format = try OutputFormat.chosen(by: options)
        let example = try ExampleLookup.example(name)
        if let state = options.state, let error = example.kind.problem(state: state) {
            throw UsageError("--state: \(error)")
        }
        let (drawn, errors) = presentations(of: example, options)
        if format == .svg {
            print(picture(drawn, title: example.name, options), terminator: "")
        } else {
            print(text(drawn, format, options), terminator: "")
        }
        for error in errors { Island.printError("\(example.name): \(error)") }
        return errors.isEmpty ? 0 : 1
    }

    /// A presentation drawn, under the heading that names it.
    typealias Drawn = (heading: String, rendered: RenderedPresentation)

    /// The presentations `options` ask for, each with its heading; and the errors met (what
    /// ActivityKit would refuse).
    static func presentations(of example: Example, _ options: CommandOptions) -> ([Drawn], [String]) {
        // Every activity starts at `activityStart`; "now" is `--at` later, so clock times and
        // the content state's dates read against one fixed start.
        var environment = EnvironmentValues()
        environment.date = activityStart.addingTimeInterval(options.seconds)
        let renderer = PresentationRenderer(device: options.device, environment: environment, theme: options.theme)
        var errors: [String] = []
        var drawn: [Drawn] = []
        for presentation in options.presentations {
            let rendered = render(example, presentation, renderer, options)
            drawn.append(("\(example.name) · \(presentation.rawValue) · \(options.device.name) · \(formatDuration(options.seconds)) in", rendered))
            for error in rendered.errors where !errors.contains(error) { errors.append(error) }
        }
        return (drawn, errors)
    }

    /// The presentations of one example as text, each under a heading with its warnings
    /// after; and the errors met.
    static func frames(of example: Example, _ options: CommandOptions) -> (String, [String]) {
        let (drawn, errors) = presentations(of: example, options)
        return (text(drawn, options.format ?? (options.styled ? .styled : nil), options), errors)
    }

    /// Presentations as text, each under its heading with its warnings after. Without a format
    /// the terminal decides: ANSI at the colour depth `--color` gives, plain text at none.
    static func text(_ drawn: [Drawn], _ format: OutputFormat?, _ options: CommandOptions) -> String {
        let depth = format == .ansi ? (options.color == .never ? .none : ColorChoice.always.depth) : options.color.depth
        var output = ""
        for (heading, rendered) in drawn {
            output += heading + "\n"
            switch format {
            case .styled: output += rendered.canvas.styledText + "\n"
            case .text: output += rendered.canvas.plainText + "\n"
            case .ansi: output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
            case .svg, nil:
                if depth == .none && options.color != .always {
                    output += rendered.canvas.plainText + "\n"
                } else {
                    output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
                }
            }
            for warning in rendered.warnings { output += "warning: \(warning)\n" }
            output += "\n"
        }
        return output
    }

    /// Presentations as one SVG picture, each under its heading with its warnings below, in
    /// the page colours of `options`' theme.
    static func picture(_ drawn: [Drawn], title: String, _ options: CommandOptions) -> String {
        let sections = drawn.map { heading, rendered in
            SVGEncoder.Section(heading: heading, canvas: rendered.canvas, notes: rendered.warnings.map { "warning: \($0)" })
        }
        return OutputFormat.svgEncoder(theme: options.theme, color: options.color, title: title).encode(sections)
    }

    /// The example's preview, with `--state` in place of its state where given.
    private static func render(_ example: Example, _ presentation: Presentation, _ renderer: PresentationRenderer,
                               _ options: CommandOptions) -> RenderedPresentation {
        guard let state = options.state, let preview = example.kind.preview?(activityStart, options.seconds) else {
            return example.render(renderer, presentation, options.seconds)
        }
        do {
            return try example.kind.render(ActivityData(attributes: preview.data.attributes, state: state), as: presentation,
                                           with: renderer, isStale: preview.isStale)
        } catch {
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0), errors: ["\(error)"])
        }
    }
}
