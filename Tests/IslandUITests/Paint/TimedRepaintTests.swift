import Foundation
@testable import IslandUI
import Testing
import TerminalCanvas

/// A tree brought on to a new date is painted from its last paint: its timers' areas painted
/// again and the rest of its cells kept (`TimedRepaint`). Every frame is compared, cells and
/// regions, with a fresh renderer's whole paint into the same prepared canvas; counted, not timed.
@Suite("A tree brought on, painted from its last paint")
struct TimedRepaintTests {
    static let start = TreeBroughtOnTests.start
    static let background = TerminalColor.rgb(30, 32, 44)

    /// A card's canvas before its content is painted: its colour and a border, as the Lock Screen draws one.
    static func prepared(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, style: Style(background: background))
        canvas.drawBox(canvas.bounds, style: Style(foreground: .rgb(90, 90, 100), background: background))
        return canvas
    }

    /// Paints `view` at each of `TreeBroughtOnTests.instants` with one renderer and one content
    /// key, comparing each frame with a fresh renderer's whole paint; gives the kept renderer.
    @discardableResult
    static func compare<Content: View>(_ view: Content, width: Int = 32, height: Int = 7, _ comment: Comment = "") -> ViewRenderer {
        let renderer = ViewRenderer(environment: TreeBroughtOnTests.environment(0))
        let area = Rect(x: 1, y: 1, width: width - 2, height: height - 2)
        for seconds in TreeBroughtOnTests.instants {
            renderer.environment = TreeBroughtOnTests.environment(seconds)
            var kept = prepared(width: width, height: height)
            let keptRegions = renderer.paint(renderer.resolve(view, reusingFor: "the same"), into: &kept, in: area, background: background)
            let fresh = ViewRenderer(environment: TreeBroughtOnTests.environment(seconds))
            var whole = prepared(width: width, height: height)
            let wholeRegions = fresh.paint(fresh.resolve(view), into: &whole, in: area, background: background)
            #expect(kept == whole, "\(comment) at \(seconds) s:\n\(kept.plainText)\n—\n\(whole.plainText)")
            #expect(keptRegions == wholeRegions, "\(comment) at \(seconds) s")
        }
        return renderer
    }

    static let interval = start...start.addingTimeInterval(4_000)

    /// Timers reserve their widest text, so their layout holds: after the first frame, each
    /// repaints only its timers' areas.
    struct TimerCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Bill James").lineLimit(1)
                    Spacer()
                    Text(timerInterval: TimedRepaintTests.interval, countsDown: true)
                }
                ProgressView(timerInterval: TimedRepaintTests.interval, countsDown: false)
                Text("ETA ") + Text(timerInterval: TimedRepaintTests.start...TimedRepaintTests.start.addingTimeInterval(700))
            }
        }
    }

    @Test func aCardsTimersArePaintedAgainAndTheRestKept() {
        let renderer = Self.compare(TimerCard(), "timer card")
        #expect(renderer.paintStatistics == (painted: 1, repainted: TreeBroughtOnTests.instants.count - 1))
        // A relative date sizes otherwise as it goes: those frames are laid out and painted whole.
        let card = Self.compare(TreeBroughtOnTests.Card(), "card")
        #expect(card.paintStatistics.painted + card.paintStatistics.repainted == TreeBroughtOnTests.instants.count)
        #expect(card.paintStatistics.painted > 1)
    }

    /// Faded content is restyled after its children paint: a repainted area starts from the
    /// canvas as prepared, or its cells would be faded twice.
    @Test func fadedContentIsFadedOnce() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Bill James")
            Text(timerInterval: Self.interval, countsDown: true).frame(width: 14, alignment: .leading)
        }.opacity(0.4)
        let renderer = Self.compare(view, "faded")
        #expect(renderer.paintStatistics.repainted > 0)
    }

    /// A timer over a filled shape, under an overlay that covers part of it, and moved by
    /// `offset`: each cell of its area is what the layers above and below it make.
    @Test func layersOverAndUnderATimerAreDrawnAgainInItsArea() {
        let view = ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.blue)
            Text(timerInterval: Self.interval, countsDown: true).offset(x: 3)
        }
        .overlay(alignment: .leading) { Text("ETA").foregroundStyle(.yellow) }
        .frame(height: 40)
        let renderer = Self.compare(view, "layers")
        #expect(renderer.paintStatistics.repainted > 0)
    }

    /// A wide grapheme against a timer's area would be cut by the clip: such a frame is
    /// painted whole, and still draws what a fresh renderer draws.
    @Test func aWideGraphemeBesideATimerTakesAWholePaint() {
        let view = HStack(spacing: 0) {
            Text("🍕")
            Text(timerInterval: Self.interval, countsDown: true)
            Text("實").foregroundStyle(.red)
        }
        let renderer = Self.compare(view, "wide neighbours")
        #expect(renderer.paintStatistics.repainted == 0)
    }

    /// The check behind that: a wide grapheme in the columns at or beside an area's left and
    /// right edges, on its rows, and nowhere else, sends a frame to a whole paint.
    @Test(arguments: [(0, true), (1, false), (2, false), (3, false), (4, true), (5, false), (6, false), (7, false), (8, true), (12, true)])
    func wideGraphemesAreLookedForAtAndBesideTheEdges(column: Int, isClear: Bool) {
        let area = Rect(x: 3, y: 0, width: 4, height: 1)   // columns 3 to 6; 2 and 7 beside them
        var canvas = Canvas(width: 14, height: 2)
        canvas.write("界", at: Point(x: column, y: 0))      // two columns, from `column`
        canvas.write("界", at: Point(x: 2, y: 1))           // on a row the area does not have
        #expect(TimedRepaint.hasNoWideGraphemeAtEdges(of: area, in: canvas) == isClear, "界 at \(column)")
    }

    /// A tree with no timer on show draws its last cells again.
    @Test func aTreeWithoutTimersKeepsItsCells() {
        let view = VStack {
            Text("2 pizzas")
            Text(timerInterval: Self.interval, countsDown: true).hidden()
        }
        let renderer = Self.compare(view, "hidden timer")
        #expect(renderer.paintStatistics.repainted == TreeBroughtOnTests.instants.count - 1)
    }

    /// Another tree (new content) or another area is painted whole.
    @Test func newContentOrAnotherAreaIsPaintedWhole() {
        let renderer = ViewRenderer(environment: TreeBroughtOnTests.environment(0))
        var canvas = Self.prepared(width: 20, height: 5)
        let view = Text(timerInterval: Self.interval, countsDown: true)
        renderer.paint(renderer.resolve(view, reusingFor: 1), into: &canvas, in: Rect(x: 1, y: 1, width: 18, height: 3))
        renderer.environment = TreeBroughtOnTests.environment(1)
        renderer.paint(renderer.resolve(view, reusingFor: 1), into: &canvas, in: Rect(x: 1, y: 1, width: 17, height: 3))
        #expect(renderer.paintStatistics.repainted == 0)
        renderer.paint(renderer.resolve(view, reusingFor: 2), into: &canvas, in: Rect(x: 1, y: 1, width: 17, height: 3))
        #expect(renderer.paintStatistics == (painted: 3, repainted: 0))
        renderer.environment = TreeBroughtOnTests.environment(2)
        renderer.paint(renderer.resolve(view, reusingFor: 2), into: &canvas, in: Rect(x: 1, y: 1, width: 17, height: 3))
        #expect(renderer.paintStatistics == (painted: 3, repainted: 1))
    }

    /// What a presentation asks of its tree once (its symbols, its URL) is asked again of a
    /// tree resolved afresh.
    @Test func factsAreRememberedForOneTreeOnly() {
        let renderer = ViewRenderer(environment: TreeBroughtOnTests.environment(0))
        var made = 0
        let first = renderer.resolve(Text("a"), reusingFor: 1)
        #expect(renderer.remembered("fact", of: first) { made += 1; return "one" } == "one")
        #expect(renderer.remembered("fact", of: renderer.resolve(Text("a"), reusingFor: 1)) { made += 1; return "two" } == "one")
        let second = renderer.resolve(Text("b"), reusingFor: 2)
        #expect(renderer.remembered("fact", of: second) { made += 1; return "three" } == "three")
        #expect(made == 2)
        // An optional fact is worked out, remembered when nil too, and not read as nil when missing.
        var asked = 0
        #expect(renderer.remembered("url", of: second) { asked += 1; return URL(string: "a://b") } == URL(string: "a://b"))
        #expect(renderer.remembered("none", of: second) { asked += 1; return URL?.none } == nil)
        #expect(renderer.remembered("none", of: second) { asked += 1; return URL(string: "c://d") } == nil)
        #expect(asked == 2)
    }

    /// A tree is brought on only for a key equal to the last one and of its type: another value,
    /// or the same number as another type (which `AnyHashable` called equal), resolves afresh.
    @Test func aKeyOfAnotherTypeOrValueResolvesAfresh() {
        let renderer = ViewRenderer(environment: TreeBroughtOnTests.environment(0))
        let first = renderer.resolve(Text("a"), reusingFor: 1)
        #expect(renderer.resolve(Text("a"), reusingFor: 1) === first)
        #expect(renderer.resolve(Text("a"), reusingFor: Int8(1)) !== first)
        let byString = renderer.resolve(Text("a"), reusingFor: "1")
        #expect(renderer.resolve(Text("a"), reusingFor: "1") === byString)
        #expect(renderer.resolve(Text("a"), reusingFor: "2") !== byString)
        #expect(renderer.resolutionStatistics == (resolved: 4, broughtOn: 2))
    }
}
