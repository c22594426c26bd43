import Testing
import TerminalCanvas

@Suite struct CanvasTextTests {
    @Test func writesTextAtAPoint() {
        var canvas = Canvas(width: 10, height: 2)
        let end = canvas.write("Pizza", at: Point(x: 2, y: 1))
        #expect(end == 7)
        #expect(canvas.plainText == "          ¶\n  Pizza   ¶")
    }

    @Test func wideGraphemesTakeTwoCellsAndAreWrittenOnce() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.write("实时🍕a", at: .zero)
        #expect(canvas.plainText == "实时🍕a   ¶")
        #expect(canvas[0, 0].grapheme == "实" && canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation && canvas[1, 0].width == 0)
        #expect(canvas[6, 0].grapheme == "a")
    }

    @Test func writesTheCorpus() {
        var canvas = Canvas(width: 14, height: 7)
        for (row, text) in ["实时活动", "ライブ", "라이브", "Отображение", "مرحبا", "🍕❤️👨‍👩‍👧🇺🇦1️⃣", "e\u{301}\u{1B}[0m"].enumerated() {
            canvas.write(text, at: Point(x: 0, y: row))
        }
        #expect(canvas.plainText == """
            实时活动      ¶
            ライブ        ¶
            라이브        ¶
            Отображение   ¶
            مرحبا         ¶
            🍕❤️👨‍👩‍👧🇺🇦1️⃣    ¶
            é␛[0m         ¶
            """)
    }

    @Test func overwritingTheLeftHalfOfAWideGraphemeClearsTheRightHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("实", at: .zero, style: Style(foreground: .red))
        canvas.write("a", at: .zero)
        #expect(canvas.plainText == "a   ¶")
        #expect(!canvas[1, 0].isContinuation)
        #expect(canvas[1, 0].style == Style(foreground: .red))  // the freed half keeps its colour
    }

    @Test func overwritingTheRightHalfOfAWideGraphemeClearsTheLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("实", at: .zero)
        canvas.write("b", at: Point(x: 1, y: 0))
        #expect(canvas.plainText == " b  ¶")
        #expect(canvas[0, 0].width == 1)
    }

    @Test func aWideGraphemeOverTwoWideGraphemesClearsBothOuterHalves() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("实时", at: Point(x: 1, y: 0))   // columns 1-2 and 3-4
        canvas.write("活", at: Point(x: 2, y: 0))     // straddles both
        #expect(canvas.plainText == "  活  ¶")
        for column in 0..<6 where column != 2 && column != 3 {
            #expect(canvas[column, 0].width == 1, "column \(column)")
        }
    }

    @Test func aWideGraphemeInTheLastColumnBecomesASpace() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("ab实", at: .zero)
        #expect(canvas.plainText == "ab ¶")
    }

    @Test func aWideGraphemeStraddlingTheRightClipEdgeBecomesASpace() {
        var canvas = Canvas(width: 8, height: 1, fill: Cell("."))
        let end = canvas.write("ab实时", at: Point(x: 1, y: 0), clippedTo: Rect(x: 0, y: 0, width: 6, height: 1))
        #expect(canvas.plainText == ".ab实 ..")
        #expect(end >= 6)
    }

    @Test func aWideGraphemeStraddlingTheLeftClipEdgeBecomesASpace() {
        var canvas = Canvas(width: 8, height: 1, fill: Cell("."))
        canvas.write("实时ab", at: Point(x: 0, y: 0), clippedTo: Rect(x: 1, y: 0, width: 7, height: 1))
        #expect(canvas.plainText == ". 时ab..")
    }

    @Test func writingInsideAClipNextToAWideGraphemeOutsideItStillKeepsItWhole() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("实", at: Point(x: 2, y: 0))   // columns 2-3
        canvas.write("x", at: Point(x: 3, y: 0), clippedTo: Rect(x: 3, y: 0, width: 3, height: 1))
        #expect(canvas.plainText == "   x  ¶")  // the left half, outside the clip, is cleared
    }

    @Test func textIsClippedToTheCanvas() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.write("abcdefgh", at: Point(x: -2, y: 0))
        canvas.write("hidden", at: Point(x: 0, y: 2))
        canvas.write("hidden", at: Point(x: 0, y: -1))
        #expect(canvas.plainText == """
            cdefg
                 ¶
            """)
    }

    @Test func writeReturnsWithoutReadingTextThatCannotBeDrawn() {
        var canvas = Canvas(width: 10, height: 2)
        let megabyte = String(repeating: "实时活动🍕 Pizza ", count: 50_000)
        #expect(megabyte.utf8.count > 1_000_000)
        #expect(canvas.write(megabyte, at: Point(x: 3, y: 2)) == 3)            // below the canvas
        #expect(canvas.write(megabyte, at: Point(x: 10, y: 0)) == 10)          // at the right edge
        canvas.withClip(Rect(x: Int.max - 5, y: 0, width: 5, height: 2)) { canvas in
            #expect(canvas.clipRect.isEmpty)
            #expect(canvas.write(megabyte, at: .zero) == 0)                      // nothing is visible
        }
        #expect(canvas == Canvas(width: 10, height: 2))
    }

    @Test func aMegabyteFarLeftOfTheClipIsMeasuredNotDrawn() {
        var canvas = Canvas(width: 10, height: 1)
        let ascii = String(repeating: "Pizza 12:00 ", count: 90_000)            // 1,080,000 columns
        #expect(canvas.write(ascii, at: Point(x: -10_000_000, y: 0)) == -10_000_000 + 1_080_000)
        let wide = String(repeating: "实时活动🍕", count: 70_000)                // 1,330,000 bytes
        #expect(canvas.write(wide, at: Point(x: -10_000_000, y: 0)) == -10_000_000 + 700_000)
        #expect(canvas == Canvas(width: 10, height: 1))
    }

    @Test func theEndOfAMegabyteLeftOfTheClipIsDrawnInPlace() {
        var canvas = Canvas(width: 10, height: 1)
        let text = String(repeating: "Pizza 12:00 ", count: 90_000) + "实时 ok"
        let end = canvas.write(text, at: Point(x: -1_080_000, y: 0))
        #expect(end == 7)
        #expect(canvas.plainText == "实时 ok   ¶")
    }

    /// Skipping what lies left of the clip (ASCII a byte at a time, anything else a cluster at a
    /// time) places every grapheme where writing it one by one would, for every start column.
    @Test(arguments: 0...24)
    func textStartingLeftOfTheCanvasLandsWhereItBelongs(_ shift: Int) {
        let text = "ab实e\u{301}\r\n🍕x\u{1B}👨‍👩‍👧ÿ\u{200B}z时"
        var canvas = Canvas(width: 12, height: 1, fill: Cell("."))
        let end = canvas.write(text, at: Point(x: -shift, y: 0))

        // The expected row, grapheme by grapheme: one across an edge shows as spaces inside it.
        var expected = Array(repeating: ".", count: 12)
        var x = -shift
        var expectedEnd: Int?
        for character in text.sanitizedForTerminal {
            if expectedEnd == nil && x >= 12 { expectedEnd = x }
            let width = character.displayWidth
            if width > 0 && x >= 0 && x + width <= 12 {
                expected[x] = String(character)
                if width == 2 { expected[x + 1] = "" }
            } else if width > 0 && x < 12 && x + width > 0 {
                for column in max(x, 0)..<min(x + width, 12) { expected[column] = " " }
            }
            x += width
        }
        #expect(end == expectedEnd ?? x)
        #expect(canvas.cells(inRow: 0).map(\.grapheme) == expected)
    }

    @Test func zeroWidthClustersAreSkipped() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("\u{301}a\u{200B}b", at: .zero)
        #expect(canvas.plainText == "ab  ¶")
    }

    @Test func writeReturnsTheColumnAfterTheText() {
        var canvas = Canvas(width: 20, height: 1)
        var x = canvas.write("实时", at: .zero, style: Style(attributes: .bold))
        x = canvas.write(" 12:00", at: Point(x: x, y: 0))
        #expect(x == 10)
        #expect(canvas.plainText == "实时 12:00          ¶")
    }

    @Test func fillCoversARectangle() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.fill(Rect(x: 1, y: 1, width: 4, height: 5), with: "░")
        #expect(canvas.plainText == """
                  ¶
             ░░░░ ¶
             ░░░░ ¶
            """)
    }

    @Test func fillWithAWideGraphemeLeavesASpaceWhereOneDoesNotFit() {
        var canvas = Canvas(width: 5, height: 1, fill: Cell("."))
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "实")
        #expect(canvas.plainText == "实实 ¶")
    }

    @Test func fillOverHalfAWideGraphemeClearsTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("实时", at: .zero)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "-")
        #expect(canvas.plainText == " -- ¶")
    }

    @Test func restyleKeepsGraphemesAndStylesWideGraphemesWhole() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("实ab", at: .zero)
        canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.isReversed = true }
        #expect(canvas.plainText == "实ab")
        #expect(canvas[0, 0].style.isReversed && canvas[1, 0].style.isReversed)
        #expect(canvas[2, 0].style.isReversed && !canvas[3, 0].style.isReversed)
    }

    @Test func subscriptKeepsWideGraphemesWhole() {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0] = Cell("实")
        canvas[3, 0] = Cell("时")        // no room for the right half
        canvas[1, 0] = canvas[1, 0]      // writing a continuation back writes a space
        #expect(canvas.plainText == "    ¶")
        canvas[9, 9] = Cell("x")         // outside: ignored
        #expect(canvas[9, 9] == .blank)
    }
}
