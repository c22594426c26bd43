import Foundation
import IslandExamples
import TermIsland
import TerminalCanvas

/// `island snapshot <example|views.json>`: an example's presentations as text.
enum SnapshotCommand {
    static let options: [CommandOptions.Name] = [.presentation, .at, .styled, .state] + CommandOptions.appearance

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: options)
        guard let name = options.positional.first else { throw UsageError("snapshot needs an example (island list shows them all)") }
        guard options.positional.count == 1 else {
            throw UsageError("unexpected argument \"\(options.positional[1])\": snapshot shows one example at a time")
        }
        let example = try ExampleLookup.example(name)
        try checkState(options, for: example)
        var warned: Set<String> = []
        let (text, errors) = frames(of: example, options, warned: &warned)
        print(text, terminator: "")
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

    /// The presentations of one example, each under a heading, with warnings after; and the
    /// errors met.
    static func frames(of example: Example, _ options: CommandOptions) -> (String, [String]) {
        var warned: Set<String> = []
        return frames(of: example, options, warned: &warned)
    }

    /// The presentations of one example, each under a heading, with warnings after (each
    /// warning once: those in `warned` are not said again); and the errors met (what
    /// ActivityKit would refuse).
    static func frames(of example: Example, _ options: CommandOptions, warned: inout Set<String>) -> (String, [String]) {
        // Every activity starts at `activityStart`; "now" is `--at` later, so clock times and
        // the content state's dates read against one fixed start.
        var environment = options.environment
        environment.date = activityStart.addingTimeInterval(options.seconds)
        let renderer = PresentationRenderer(device: options.device, environment: environment, theme: options.theme)
        var errors: [String] = []
        let depth = options.color.depth
        var output = ""
        for presentation in options.presentations {
            let rendered = render(example, presentation, renderer, options)
            output += "\(example.name) · \(presentation.rawValue) · \(options.device.name) · \(formatDuration(options.seconds)) in\n"
            if options.styled {
                output += rendered.canvas.styledText + "\n"
            } else if depth == .none && options.color != .always {
                output += rendered.canvas.plainText + "\n"
            } else {
                output += ANSIEncoder(depth: depth).encode(rendered.canvas) + "\n"
            }
            for warning in rendered.warnings where warned.insert(warning).inserted { output += "warning: \(warning)\n" }
            for error in rendered.errors where !errors.contains(error) { errors.append(error) }
            output += "\n"
        }
        return (output, errors)
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
