import Foundation
@testable import IslandUI
import Testing

/// A renderer hands its last layout on to a next tree that lays out alike (a timer tick), and
/// lays out again whatever could have changed a size. Counted, not timed; every frame is
/// compared with what a fresh renderer draws.
@Suite("Layout reuse")
struct LayoutReuseTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func environment(at seconds: Double) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.date = start.addingTimeInterval(seconds)
        return values
    }

    struct Card: View {
        let driver: String
        let interval: ClosedRange<Date>
        var body: some View {
            HStack {
                Text(driver).lineLimit(1)
                Spacer()
                Text(timerInterval: interval, countsDown: true)
            }
        }
    }

    func fresh<Content: View>(_ view: Content, at seconds: Double, width: Int) -> String {
        ViewRenderer(environment: environment(at: seconds)).render(view, width: width).canvas.plainText
    }

    @Test func aTimerTickLaysNothingOutAgainAndShowsTheNewDigits() {
        let card = Card(driver: "Bill James", interval: start...start.addingTimeInterval(25 * 60))
        let renderer = ViewRenderer(environment: environment(at: 0))
        #expect(renderer.render(card, width: 24).canvas.plainText == "Bill James         25:00")
        renderer.environment = environment(at: 1)
        let tick = renderer.render(card, width: 24).canvas.plainText
        #expect(tick == "Bill James         24:59")
        #expect(tick == fresh(card, at: 1, width: 24))
        #expect(renderer.layoutStatistics.laidOut == 1)
        #expect(renderer.layoutStatistics.reused == 1)
    }

    @Test func aChangedTextIsLaidOutAgain() {
        let interval = start...start.addingTimeInterval(25 * 60)
        let renderer = ViewRenderer(environment: environment(at: 0))
        _ = renderer.render(Card(driver: "Bill", interval: interval), width: 24)
        let longer = renderer.render(Card(driver: "Bill James Jr.", interval: interval), width: 24).canvas.plainText
        #expect(longer == "Bill James Jr.     25:00")
        #expect(longer == fresh(Card(driver: "Bill James Jr.", interval: interval), at: 0, width: 24))
        #expect(renderer.layoutStatistics.laidOut == 2)
        #expect(renderer.layoutStatistics.reused == 0)
    }

    @Test func aNewWidthIsLaidOutAgainAndATreesSizesAreKeptTogether() {
        let card = Card(driver: "Bill James", interval: start...start.addingTimeInterval(25 * 60))
        let renderer = ViewRenderer(environment: environment(at: 0))
        _ = renderer.render(card, width: 24)
        #expect(renderer.render(card, width: 20).canvas.plainText == "Bill James     25:00")
        #expect(renderer.layoutStatistics.laidOut == 2)
        // One tree asked at two sizes (a Lock Screen card: its ideal height, then in its rows),
        // then the next tree at both: both handed on.
        let node = renderer.resolve(card)
        _ = renderer.layout(node, width: 20, height: nil)
        _ = renderer.layout(node, width: 20, height: 2)
        let next = renderer.resolve(card)
        _ = renderer.layout(next, width: 20, height: nil)
        _ = renderer.layout(next, width: 20, height: 2)
        #expect(renderer.layoutStatistics.laidOut == 3)
        #expect(renderer.layoutStatistics.reused == 3)
    }

    @Test func aGeometryReaderIsAlwaysLaidOutAgain() {
        // Its content is decided by code given the size: nothing to compare.
        let view = GeometryReader { proxy in Text("\(Int(proxy.size.width / 8)) columns") }
        let renderer = ViewRenderer(environment: environment(at: 0))
        _ = renderer.render(view, width: 12)
        #expect(renderer.render(view, width: 12).canvas.plainText == fresh(view, at: 0, width: 12))
        #expect(renderer.layoutStatistics.reused == 0)
    }

    @Test func aTimerTickKeepsTheTextsItDoesNotChange() {
        // Texts the tick does not touch are the last frame's layout, with the timer's new digits
        // painted in the same cells; a stack that is short of space shares it out as before.
        let interval = start...start.addingTimeInterval(90)
        let row = HStack {
            Text("A long label that must be truncated").lineLimit(1)
            Text(timerInterval: interval, countsDown: true)
        }
        let renderer = ViewRenderer(environment: environment(at: 0))
        #expect(renderer.render(row, width: 20).canvas.plainText == "A long label t… 1:30")
        for second in [1.0, 30, 31, 89, 90] {
            renderer.environment = environment(at: second)
            #expect(renderer.render(row, width: 20).canvas.plainText == fresh(row, at: second, width: 20))
        }
        #expect(renderer.layoutStatistics.laidOut == 1)
    }

    @Test func aTreeOfMoreTextsThanTheCacheHoldsIsMeasuredOnce() {
        // 3,000 texts, more than the cache's 1,024: the second frame measures none again.
        let column = VStack(alignment: .leading, spacing: 0) { ForEach(0..<3_000, id: \.self) { Text("item \($0)") } }
        let renderer = ViewRenderer(environment: environment(at: 0))
        let first = renderer.render(column, width: 12, height: 3).canvas.plainText
        // The column is as wide as "item 2999", centred in 12 columns; its texts lead (¶ marks
        // where a row's trailing spaces end).
        #expect(first == "  item 0    ¶\n  item 1    ¶\n  item 2    ¶")
        #expect(renderer.textsMeasured == 3_000)
        #expect(renderer.render(column, width: 12, height: 3).canvas.plainText == first)
        #expect(renderer.textsMeasured == 3_000)
    }
}

/// Random trees of stacks, texts, timers, dates, spacers, frames and padding, drawn frame after
/// frame by one renderer as time passes and the width changes, are drawn exactly as a fresh
/// renderer draws them: handing a layout on never shows what a full layout would not.
@Suite("Layout reuse on random trees")
struct LayoutReuseRandomTreeTests {
    typealias Generator = SeededGenerator

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func view(_ random: inout Generator, depth: Int) -> AnyView {
        let words = ["ETA", "Bill James", "2 Pizzas", "on its way", "Gate B12", "接近中", "🍕 ok", ""]
        switch depth > 2 ? random.next(4) : random.next(9) {
        case 0: return AnyView(Text(words[random.next(words.count)]))
        case 1: return AnyView(Text(timerInterval: start...start.addingTimeInterval(Double(30 + random.next(4_000))), countsDown: random.next(2) == 0))
        case 2: return AnyView(Text(start.addingTimeInterval(Double(random.next(7_200))), style: .relative))
        case 3: return AnyView(Text(words[random.next(words.count)]).lineLimit(1))
        case 4, 5:
            let children = (0..<(1 + random.next(4))).map { _ in view(&random, depth: depth + 1) }
            let content = ForEach(children.indices, id: \.self) { children[$0] }
            return random.next(2) == 0 ? AnyView(HStack { content }) : AnyView(VStack(alignment: .leading) { content })
        case 6: return AnyView(HStack { view(&random, depth: depth + 1); Spacer(); view(&random, depth: depth + 1) })
        case 7: return AnyView(view(&random, depth: depth + 1).frame(maxWidth: Double(8 * (4 + random.next(20)))))
        default: return AnyView(view(&random, depth: depth + 1).padding(.horizontal, 8).layoutPriority(Double(random.next(2))))
        }
    }

    @Test(arguments: 0..<60)
    func framesAfterFramesAreWhatAFreshRendererDraws(seed: Int) {
        var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let tree = Self.view(&random, depth: 0)
        func environment(_ seconds: Double) -> EnvironmentValues {
            var values = EnvironmentValues()
            values.date = Self.start.addingTimeInterval(seconds)
            return values
        }
        let renderer = ViewRenderer(environment: environment(0))
        for (seconds, width) in [(0.0, 30), (1, 30), (59, 30), (61, 30), (61, 18), (3_600, 18), (3_601, 18), (7_300, 30)] {
            renderer.environment = environment(seconds)
            let drawn = renderer.render(tree, width: width).canvas.plainText
            let fresh = ViewRenderer(environment: environment(seconds)).render(tree, width: width).canvas.plainText
            #expect(drawn == fresh, "seed \(seed), \(seconds) s, \(width) columns")
        }
        #expect(renderer.layoutStatistics.reused > 0 || renderer.layoutStatistics.laidOut == 8)
    }
}
