import Testing
import TerminalCanvas

@Suite struct ClipStackTests {
    @Test func nestedClipsIntersect() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.withClip(Rect(x: 1, y: 0, width: 6, height: 3)) { canvas in
            canvas.withClip(Rect(x: 3, y: 1, width: 20, height: 1)) { canvas in
                #expect(canvas.clipRect == Rect(x: 3, y: 1, width: 4, height: 1))
                canvas.write("abcdefgh", at: Point(x: 0, y: 1))
            }
            canvas.write("123456789", at: Point(x: 0, y: 2))
        }
        #expect(canvas.clipRect == canvas.bounds)
        #expect(canvas.plainText == """
                      ¶
               defg   ¶
             234567   ¶
            """)
    }

    @Test func popWithNothingPushedIsHarmless() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.popClip()
        canvas.pushClip(Rect(x: 1, y: 0, width: 1, height: 1))
        canvas.popClip()
        canvas.popClip()
        canvas.write("abc", at: .zero)
        #expect(canvas.plainText == "abc")
    }

    @Test func aClipOutsideTheCanvasHidesEverything() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.pushClip(Rect(x: 50, y: 50, width: 5, height: 5))
        canvas.write("abc", at: .zero)
        canvas.fill(canvas.bounds, with: "x")
        canvas.drawBox(canvas.bounds)
        canvas.drawHorizontalBar(at: .zero, width: 3, fraction: 1)
        #expect(canvas == Canvas(width: 3, height: 2))
    }

    @Test func clipsAreNotPartOfEquality() {
        var clipped = Canvas(width: 2, height: 2)
        clipped.pushClip(Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(clipped == Canvas(width: 2, height: 2))
    }
}
