import Foundation
@testable import IslandUI
import Testing

/// A renderer given the same content key brings its last tree to the new date (its timers,
/// dates and timer progress views) instead of resolving it again; every frame is compared,
/// cells and regions, with what a fresh renderer draws. Counted, not timed.
@Suite("A tree brought on to a new date")
struct TreeBroughtOnTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// Instants that change a countdown's digits, a relative date's width, a minute and an hour.
    static let instants: [Double] = [0, 1, 59, 61, 599, 601, 3_599, 3_601, 7_300, 90_000]

    static func environment(_ seconds: Double) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.date = start.addingTimeInterval(seconds)
        return values
    }

    /// Renders `view` at each instant with one renderer and one key, comparing each frame with
    /// a fresh renderer's; gives the renderer.
    @discardableResult
    static func compare<Content: View>(_ view: Content, width: Int = 30, _ comment: Comment = "") -> ViewRenderer {
        let renderer = ViewRenderer(environment: environment(0))
        for seconds in instants {
            renderer.environment = environment(seconds)
            let drawn = renderer.render(view, width: width, reusingFor: "the same")
            let fresh = ViewRenderer(environment: environment(seconds)).render(view, width: width)
            #expect(drawn.canvas == fresh.canvas, "\(comment) at \(seconds) s:\n\(drawn.canvas.plainText)\n—\n\(fresh.canvas.plainText)")
            #expect(drawn.regions == fresh.regions, "\(comment) at \(seconds) s")
        }
        return renderer
    }

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("Bill James").lineLimit(1)
                    Spacer()
                    Text(timerInterval: TreeBroughtOnTests.start...TreeBroughtOnTests.start.addingTimeInterval(4_000), countsDown: true)
                }
                Text(TreeBroughtOnTests.start.addingTimeInterval(3_000), style: .relative).foregroundStyle(.secondary)
                ProgressView(timerInterval: TreeBroughtOnTests.start...TreeBroughtOnTests.start.addingTimeInterval(4_000), countsDown: false)
                Text("ETA ") + Text(timerInterval: TreeBroughtOnTests.start...TreeBroughtOnTests.start.addingTimeInterval(700))
            }
        }
    }

    @Test func timersDatesAndTimerProgressAreBroughtOnAndDrawnAsAFreshRendererDraws() {
        let renderer = Self.compare(Card(), "card")
        #expect(renderer.resolutionStatistics.resolved == 1)
        #expect(renderer.resolutionStatistics.broughtOn == Self.instants.count - 1)
        Self.compare(Card(), width: 14, "narrow card")
    }

    /// A relative date that grows a digit sizes otherwise: the tree is laid out again.
    @Test func aTextThatSizesOtherwiseIsLaidOutAgain() {
        let renderer = ViewRenderer(environment: Self.environment(0))
        let view = HStack { Text(Self.start.addingTimeInterval(30), style: .relative); Text("left").layoutPriority(1) }
        renderer.environment = Self.environment(0)
        _ = renderer.render(view, width: 30, reusingFor: 1)
        let laidOut = renderer.layoutStatistics.laidOut
        renderer.environment = Self.environment(1)
        _ = renderer.render(view, width: 30, reusingFor: 1)
        #expect(renderer.layoutStatistics.laidOut == laidOut)
        renderer.environment = Self.environment(7_300)
        let drawn = renderer.render(view, width: 30, reusingFor: 1)
        #expect(renderer.layoutStatistics.laidOut == laidOut + 1)
        #expect(drawn.canvas == ViewRenderer(environment: Self.environment(7_300)).render(view, width: 30).canvas)
    }

    /// What reads the date itself, or makes a timer's text into something else, is resolved
    /// again at every date, and still draws as a fresh renderer does.
    @Test func whatReadsTheDateOtherwiseIsResolvedAgain() {
        let interval = Self.start...Self.start.addingTimeInterval(4_000)
        let cases: [(String, AnyView)] = [
            ("TimelineView", AnyView(TimelineView(.periodic(from: Self.start, by: 1)) { context in Text(context.date, style: .time) })),
            ("a combined element", AnyView(HStack { Text("left"); Text(timerInterval: interval) }.accessibilityElement(children: .combine))),
            ("a value", AnyView(Text(timerInterval: interval).accessibilityValue("remaining"))),
            ("a button's name", AnyView(Button(action: {}) { Text(timerInterval: interval) })),
            ("a custom progress style", AnyView(ProgressView(timerInterval: interval, countsDown: false).progressViewStyle(ThickBar()))),
        ]
        for (name, view) in cases {
            let renderer = Self.compare(view, Comment(rawValue: name))
            #expect(renderer.resolutionStatistics.broughtOn == 0, "\(name)")
            #expect(renderer.resolutionStatistics.resolved == Self.instants.count, "\(name)")
        }
    }

    /// Another key, or no key, resolves again.
    @Test func anotherKeyResolvesAgain() {
        let renderer = ViewRenderer(environment: Self.environment(0))
        _ = renderer.render(Card(), width: 30, reusingFor: "a")
        _ = renderer.render(Card(), width: 30, reusingFor: "b")
        _ = renderer.render(Card(), width: 30)
        _ = renderer.render(Card(), width: 30, reusingFor: "b")
        _ = renderer.render(Card(), width: 30, reusingFor: "b")
        #expect(renderer.resolutionStatistics.resolved == 4)
        #expect(renderer.resolutionStatistics.broughtOn == 1)
    }
}
