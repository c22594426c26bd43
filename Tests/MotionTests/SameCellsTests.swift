@testable import Motion
import TerminalCanvas
import Testing

/// `RegionPairing.sameCells` compares rows as slices where both rectangles lie inside their
/// canvases; these tests pin it to the cell-by-cell definition (a cell outside reads as a
/// blank) for rectangles inside, across the edges and outside.
@Suite("Pairing: whether two regions hold the same cells")
struct SameCellsTests {
    static func reference(_ a: Canvas, _ rectA: Rect, _ b: Canvas, _ rectB: Rect) -> Bool {
        let width = min(rectA.width, rectB.width), height = min(rectA.height, rectB.height)
        for dy in 0..<max(0, height) {
            for dx in 0..<max(0, width) where a[rectA.minX + dx, rectA.minY + dy] != b[rectB.minX + dx, rectB.minY + dy] {
                return false
            }
        }
        return true
    }

    @Test func slicesAnswerAsCellsDo() {
        var a = Canvas(width: 8, height: 3), b = Canvas(width: 8, height: 3)
        a.write("12:00 ab", at: .zero)
        a.write("界 x", at: Point(x: 2, y: 1))
        b.write("12:00 ab", at: .zero)
        b.write("界 y", at: Point(x: 2, y: 1))
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var answers = Set<Bool>()
        for _ in 0..<2_000 {
            let rectA = Rect(x: next(12) - 2, y: next(5) - 1, width: next(10), height: next(4))
            let rectB = Rect(x: next(12) - 2, y: next(5) - 1, width: next(10), height: next(4))
            let answer = RegionPairing.sameCells(a, rectA, b, rectB)
            #expect(answer == Self.reference(a, rectA, b, rectB), "\(rectA) \(rectB)")
            answers.insert(answer)
        }
        #expect(answers == [true, false])
        #expect(RegionPairing.sameCells(a, Rect(x: 0, y: 0, width: 8, height: 1), b, Rect(x: 0, y: 0, width: 8, height: 1)))
        #expect(!RegionPairing.sameCells(a, Rect(x: 0, y: 1, width: 8, height: 1), b, Rect(x: 0, y: 1, width: 8, height: 1)))
    }
}
