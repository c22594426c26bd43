@testable import TerminalCanvas
import Testing

/// Copying a rectangle of cells from a canvas of the same size, and the small text helpers
/// the previewer's panel and region IDs compare and pad with.
@Suite("Copying a rectangle of cells")
struct CopyCellsTests {
    static func canvas(_ rows: [String]) -> Canvas {
        var canvas = Canvas(width: 10, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return canvas
    }

    @Test func theRectangleIsCopiedAndNothingElse() {
        let source = Self.canvas(["abcdefghij", "0123456789", "ABCDEFGHIJ"])
        var target = Self.canvas(["..........", "..........", ".........."])
        target.copyCells(in: Rect(x: 2, y: 1, width: 3, height: 2), from: source)
        #expect(target.plainText == Self.canvas(["..........", "..234.....", "..CDE....."]).plainText)
        // Outside the canvas, or from a canvas of another size: nothing.
        target.copyCells(in: Rect(x: 8, y: 2, width: 5, height: 5), from: source)
        #expect(target.plainText == Self.canvas(["..........", "..234.....", "..CDE...IJ"]).plainText)
        var unchanged = target
        unchanged.copyCells(in: Rect(x: 0, y: 0, width: 3, height: 1), from: Canvas(width: 3, height: 1))
        #expect(unchanged == target)
    }

    @Test func wideGraphemesStayWhole() {
        let source = Self.canvas(["a实b时c", "", ""])
        var target = Self.canvas(["..........", "", ""])
        // The rectangle takes 实 whole and cuts 时: the half inside is a space, as a clip draws it.
        target.copyCells(in: Rect(x: 1, y: 0, width: 4, height: 1), from: source)
        #expect(target.plainText.split(separator: "\n").first == ".实b .....")
        #expect(Canvas.isWhole(target.cells(inRow: 0)))
        // Cut at the left edge too.
        var left = Self.canvas(["..........", "", ""])
        left.copyCells(in: Rect(x: 2, y: 0, width: 3, height: 1), from: source)
        #expect(left.plainText.split(separator: "\n").first == ".. b .....")
    }

    @Test func spacesAndBytes() {
        #expect(String.spaces(0) == "" && String.spaces(-3) == "")
        #expect(String.spaces(1) == " " && String.spaces(256) == String(repeating: " ", count: 256))
        #expect(String.spaces(300) == String(repeating: " ", count: 300))
        #expect("實時".hasSameBytes(as: "實時") && !"é".hasSameBytes(as: "e\u{301}") && "".hasSameBytes(as: ""))
        #expect(!"ab".hasSameBytes(as: "abc") && !"abc".hasSameBytes(as: "abd"))
    }
}
