import Testing
@testable import TerminalCanvas

/// A tracking canvas records every cell painting may have changed, so a diff within its damage
/// finds exactly what a diff of every cell finds.
@Suite struct CanvasDamageTests {
    /// Each row's damaged columns, as `row: start..<end`, rows without damage left out.
    func spans(_ damage: CanvasDamage) -> [String] {
        (0..<damage.height).compactMap { row in
            let columns = damage.columns(inRow: row)
            return columns.isEmpty ? nil : "\(row): \(columns.lowerBound)..<\(columns.upperBound)"
        }
    }

    @Test func aWriteDamagesItsCellsAndOneEitherSide() {
        var canvas = Canvas(width: 12, height: 3)
        canvas.startTrackingDamage()
        canvas.write("实时", at: Point(x: 2, y: 1))  // columns 2..<6, and the neighbours 1 and 6
        canvas.write("a", at: Point(x: 0, y: 0))    // column 0 and 1 (nothing left of 0)
        canvas.write("z", at: Point(x: 11, y: 2))   // column 10 and 11 (nothing right of 11)
        #expect(spans(canvas.takeDamage()) == ["0: 0..<2", "1: 1..<7", "2: 10..<12"])
    }

    @Test func takingDamageClearsItAndCountsTheTaking() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.startTrackingDamage()
        canvas.write("ab", at: Point(x: 3, y: 0))
        let first = canvas.takeDamage()
        let second = canvas.takeDamage()
        #expect(spans(first) == ["0: 2..<6"])
        #expect(second.isEmpty && spans(second).isEmpty)
        #expect((first.generation, second.generation) == (0, 1))
    }

    @Test func aCanvasNotTrackingIsAllDamage() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.write("x", at: .zero)
        let damage = canvas.takeDamage()
        #expect(spans(damage) == ["0: 0..<3", "1: 0..<3"])
        #expect(damage.generation == .max)
    }

    @Test func restylingDamagesTheWholeWideGraphemeItTouches() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.write("ab实时", at: .zero)               // 实 in columns 2–3, 时 in 4–5
        canvas.startTrackingDamage()
        canvas.restyle(Rect(x: 3, y: 0, width: 2, height: 1)) { $0.isBold = true }
        #expect(spans(canvas.takeDamage()) == ["0: 2..<6"])  // from 实's head in column 2
    }

    /// Random painting (text with wide graphemes and flags, fills, boxes, restyles, single
    /// cells) on a tracking canvas: the diff within the damage equals the diff of every cell,
    /// and applying it to the old canvas gives the new one.
    @Test(arguments: 0..<40)
    func aDiffWithinTheDamageIsTheWholeDiff(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 1)
        let words = ["12:00", "实时", "🇺🇦", "Pizza", "ab", "活动!", "👨‍👩‍👧", " "]
        var canvas = Canvas(width: 30, height: 6)
        canvas.write("实时活动 Pizza 🇺🇦 12:00 ライブ", at: Point(x: 1, y: 1))
        canvas.startTrackingDamage()
        for _ in 0..<12 {
            let before = canvas
            for _ in 0..<Int(random.next() % 4) {
                let point = Point(x: Int(random.next() % 32) - 1, y: Int(random.next() % 6))
                let style = Style(foreground: .indexed(UInt8(random.next() % 256)))
                switch random.next() % 5 {
                case 0: canvas.write(words[Int(random.next() % UInt64(words.count))], at: point, style: style)
                case 1: canvas.fill(Rect(x: point.x, y: point.y, width: Int(random.next() % 5), height: 2), with: "实", style: style)
                case 2: canvas.drawBox(Rect(x: point.x, y: point.y, width: 2 + Int(random.next() % 8), height: 2 + Int(random.next() % 3)), style: style)
                case 3: canvas.restyle(Rect(x: point.x, y: point.y, width: Int(random.next() % 4), height: 1)) { $0.isBold.toggle() }
                default: canvas[point.x, point.y] = Cell("x", style: style)
                }
            }
            let damage = canvas.takeDamage()
            let within = CanvasDiff(from: before, to: canvas, within: damage)
            #expect(within == CanvasDiff(from: before, to: canvas))
            var applied = before
            applied.apply(within)
            #expect(applied == canvas)
        }
    }

    // Pinned by the mutation run (docs/Reliability.md): each edge of `everything`, `columns`
    // and equality.

    @Test(arguments: [
        (3, 2, false, ["0: 0..<3", "1: 0..<3"]),
        (3, 1, false, ["0: 0..<3"]),
        (1, 1, false, ["0: 0..<1"]),
        (0, 2, true, []),   // no columns: nothing to damage, though there are rows
        (3, 0, true, []),   // no rows
    ])
    func everythingIsEveryCellAndEmptyOnlyWithoutCells(_ width: Int, _ height: Int, _ empty: Bool, _ expected: [String]) {
        let damage = CanvasDamage.everything(Size(width: width, height: height))
        #expect(damage.isEmpty == empty)
        #expect(spans(damage) == expected)
        #expect(damage.height == height)
    }

    @Test func columnsOutsideTheRowsAreEmpty() {
        let damage = CanvasDamage.everything(Size(width: 4, height: 2))
        #expect(damage.columns(inRow: -1).isEmpty && damage.columns(inRow: 2).isEmpty)
        #expect(damage.columns(inRow: 0) == 0..<4 && damage.columns(inRow: 1) == 0..<4)
    }

    @Test func equalOnlyWithTheSameGenerationRowsAndSpans() {
        func marked(_ spans: [(Int, Range<Int>)], height: Int = 3, generation: UInt64 = 0) -> CanvasDamage {
            var damage = CanvasDamage(height: height, generation: generation)
            for (row, columns) in spans { damage.mark(row: row, columns: columns) }
            return damage
        }
        let base = marked([(1, 2..<5)])
        #expect(base == marked([(1, 2..<5)]))
        #expect(base != marked([(1, 3..<5)]), "another start")
        #expect(base != marked([(1, 2..<6)]), "another end")
        #expect(base != marked([(0, 2..<5)]), "another row")
        #expect(base != marked([(1, 2..<5)], height: 4), "another height")
        #expect(base != marked([(1, 2..<5)], generation: 1), "another generation")
        #expect(CanvasDamage(height: 0) == CanvasDamage(height: 0))
        // A span marked inside one already there leaves it as it was; one reaching past either
        // end widens it.
        #expect(marked([(1, 2..<5), (1, 3..<4)]) == base)
        #expect(marked([(1, 2..<5), (1, 2..<5)]) == base)
        #expect(spans(marked([(1, 2..<5), (1, 1..<3)])) == ["1: 1..<5"])
        #expect(spans(marked([(1, 2..<5), (1, 4..<7)])) == ["1: 2..<7"])
    }
}

/// A small deterministic generator, so a failing seed fails the same way again.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
