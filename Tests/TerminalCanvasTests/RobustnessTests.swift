import TerminalCanvas
import TerminalEncoders
import Testing

/// No input makes painting crash: odd sizes, far-off coordinates, huge text.
@Suite struct RobustnessTests {
    @Test(arguments: [(Int.max, Int.max), (Int.min, Int.max), (Int.max, 1), (3, Int.max)])
    func hugeSizesAreCutToTheMaximum(_ width: Int, _ height: Int) {
        var canvas = Canvas(width: width, height: height)
        #expect(canvas.width <= Canvas.maximumCellCount && canvas.height <= Canvas.maximumCellCount)
        #expect(canvas.width * canvas.height <= Canvas.maximumCellCount)
        canvas.write("still paints", at: Point(x: 0, y: canvas.height - 1))
    }

    @Test(arguments: [(0, 0), (0, 5), (5, 0), (-3, -7), (1, 1)])
    func oddSizes(_ width: Int, _ height: Int) {
        var canvas = Canvas(width: width, height: height)
        paintEverything(on: &canvas, at: Point(x: 0, y: 0))
        _ = canvas.plainText
        _ = canvas.styledText
        _ = ANSIEncoder(depth: .ansi16).encode(canvas)
        _ = ANSIEncoder(depth: .ansi16).encode(diff(Canvas(width: 3, height: 3), canvas))
    }

    @Test(arguments: [
        Point(x: -1, y: -1), Point(x: Int.min, y: Int.min), Point(x: Int.max, y: Int.max),
        Point(x: Int.max - 1, y: 0), Point(x: Int.min, y: 1), Point(x: 3, y: Int.max),
    ])
    func farOffCoordinates(_ point: Point) {
        var canvas = Canvas(width: 8, height: 3)
        paintEverything(on: &canvas, at: point)
        #expect(canvas.width == 8)
    }

    @Test(arguments: [
        Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
        Rect(x: Int.max, y: Int.max, width: Int.max, height: Int.max),
        Rect(x: -5, y: -5, width: -5, height: -5),
        Rect(x: Int.max - 1, y: 0, width: 2, height: 2),
    ])
    func farOffRectangles(_ rect: Rect) {
        var canvas = Canvas(width: 8, height: 3)
        canvas.fill(rect, with: "x")
        canvas.drawBox(rect)
        canvas.restyle(rect) { $0.isBold = true }
        canvas.withClip(rect) { $0.write("hello", at: .zero) }
        canvas.write("clipped", at: .zero, clippedTo: rect)
        #expect(canvas.width == 8)
    }

    @Test func hugeTextCostsOnlyTheVisibleColumns() {
        var canvas = Canvas(width: 10, height: 1)
        let huge = String(repeating: "实时活动🍕", count: 200_000)
        let end = canvas.write(huge, at: .zero)
        #expect(end == 10)
        #expect(canvas.plainText == "实时活动🍕")
    }

    @Test func manyDistinctLongClustersStillPaint() {
        var canvas = Canvas(width: 4, height: 1)
        for count in 8..<40 {
            canvas.write("e" + String(repeating: "\u{301}", count: count), at: .zero)
        }
        #expect(canvas[0, 0].width == 1)
        #expect(canvas[0, 0].grapheme.unicodeScalars.count == 32)
    }

    func paintEverything(on canvas: inout Canvas, at point: Point) {
        canvas.write("实时 🍕 \u{1B}[2J", at: point)
        canvas.fill(Rect(origin: point, size: Size(width: 3, height: 3)), with: "实")
        canvas.drawBox(Rect(origin: point, size: Size(width: 5, height: 3)), title: "t")
        canvas.drawHorizontalBar(at: point, width: 5, fraction: 0.7)
        canvas.drawHorizontalBar(at: point, width: Int.max, fraction: 0.7)
        canvas.restyle(Rect(origin: point, size: Size(width: 4, height: 4))) { $0.isDim = true }
        canvas[point.x, point.y] = Cell("x")
        _ = canvas.cell(at: point)
        _ = canvas.cells(inRow: point.y)
    }
}
