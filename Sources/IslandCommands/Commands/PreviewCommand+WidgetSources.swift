import Foundation
import IslandCommandLine
import IslandInputs
import IslandPlayback
import IslandPreview
import TermIsland

/// `preview <folder>` on the widgets linked into a widget folder's host program: the previewer
/// on the folder's previews, one activity each (the first is the most relevant, so it holds the
/// island); `n` and `p` step through a preview's content states, Tab chooses among them.
/// Without a terminal it prints the frames as text.
extension PreviewCommand {
    static var widgetSourceOptions: OptionTable? { usage[0].table }

    /// `failures` (previews that crashed or hung apart, PreviewIsolation) are shown as cards
    /// on the Lock Screen that say so; the rest are shown as ever.
    static func run(_ invocation: Invocation, previews found: PreviewCatalog, failures: [PreviewFailure] = []) throws -> Int32 {
        var options = try invocation.options(usage[0].table)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        try options.takePreviewVariant()
        guard let source = options.positional.first else { throw UsageError("preview needs a widget folder") }
        var previews = found
        for problem in previews.problems { Island.printError(problem) }
        for failure in failures {
            Island.printError(failure.sentence)
            previews.addFailedPreview(title: failure.title, reason: failure.reasonText, place: "\(failure.location.file):\(failure.location.line)")
        }
        guard !previews.activities.isEmpty else {
            if previews.views.isEmpty { throw UsageError("\(source): no Live Activity and no #Preview to show") }
            // Views alone: there is no activity to put on a phone; print them.
            return try SnapshotCommand.run(invocation.viewsOnlyFallback(to: SnapshotCommand.name), previews: found, failures: failures)
        }
        let (scenario, kinds) = try scenario(for: previews, named: (source as NSString).lastPathComponent, options)
        for activity in previews.activities where activity.placeholderNote != nil { Island.printError("\(activity.title): \(activity.placeholderNote!)") }
        guard Console.current.isTerminal else { return printInstead(scenario, kinds, options) }
        do {
            try IslandPreview.run(scenario: scenario, kinds: kinds, theme: options.theme, environment: options.environment,
                                  motion: options.motion, startingAt: options.instants.last ?? 0, emojiWidth: options.emojiWidth,
                                  watching: options.watch ? try WidgetSourceWatch.watching(invocation) : nil,
                                  pushPort: options.pushPort ?? 0)
        } catch let error as PreviewUnavailable {
            Island.printError("\(error); printing frames as text")
            return printInstead(scenario, kinds, options)
        }
        return 0
    }

    /// A scenario in which the folder's app (named after the folder) requests every preview's
    /// activity at the start, and the kinds that draw them. One app, as on the phone: the
    /// island shows the most relevant activity's compact presentation and the Lock Screen all
    /// of them. The first Dynamic Island preview (compact, minimal, expanded) is the most
    /// relevant, so the island shows what the author previewed there; the rest follow in order.
    static func scenario(for previews: PreviewCatalog, named name: String, _ options: CommandOptions) throws -> (Scenario, ActivityKinds) {
        var kinds = ActivityKinds()
        var requests: [ScenarioEvent] = []
        let islandFirst = previews.activities.enumerated().sorted { first, second in
            let firstIsland = first.element.presentation != .lockScreen, secondIsland = second.element.presentation != .lockScreen
            return firstIsland != secondIsland ? firstIsland : first.offset < second.offset
        }
        var ids: Set<String> = []
        for (rank, (index, activity)) in islandFirst.enumerated() {
            kinds.register(activity.kind, as: activity.title)
            // The activity's id is its preview's title, as the panel and the log show it.
            var id = activity.title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            if id.isEmpty || !ids.insert(id).inserted { id += "-\(index + 1)"; ids.insert(id) }
            requests.append(ScenarioEvent(at: 0, action: .request(ScenarioRequest(
                id: id, app: name, example: activity.title, relevance: Double(max(1, 100 - rank))))))
        }
        let scenario = Scenario(name: name, device: options.device, start: previews.activities[0].instant, timeline: requests)
        return (scenario, kinds)
    }

    private static func printInstead(_ scenario: Scenario, _ kinds: ActivityKinds, _ options: CommandOptions) -> Int32 {
        let transcript = PlaybackTranscript(scenario: scenario, colorDepth: options.color.depth)
        var player = ScenarioPlayer(scenario: scenario, kinds: kinds, theme: options.theme)
        player.environment = options.environment
        player.play(at: options.instants.isEmpty ? [0.0] : options.instants) { print(transcript.text(of: $0)) }
        return 0
    }
}
