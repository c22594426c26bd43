@testable import IslandPreview
import TerminalCanvas
import Testing

/// A loss in the log (a push the device drops) is shown whole: its text wrapped between words,
/// the first row after its time, the rows after it indented under the text.
struct LossLineWrapTests {
    /// Text exactly as wide as the room after the time (17 − 7 = 10 columns) stays one row; one
    /// column more breaks before the last word.
    @Test func textAsWideAsItsRoomIsOneRowAndOneMoreIsTwo() {
        #expect(Panel.hanging("abcde fghi", after: "08:00  ", width: 17) == ["08:00  abcde fghi"])
        #expect(Panel.hanging("abcde fghij", after: "08:00  ", width: 17) == ["08:00  abcde", "       fghij"])
    }

    /// A continuation row holds width − indent columns of text, exactly; a longer word is cut.
    @Test func aContinuationRowHoldsTheWidthLessTheIndent() {
        #expect(Panel.hanging("x abcdefghij k", after: "08:00  ", width: 17) == ["08:00  x", "       abcdefghij", "       k"])
        #expect(Panel.hanging("x abcdefghijk", after: "08:00  ", width: 17) == ["08:00  x", "       abcdefghi…"])
    }

    /// With fewer than `narrowestHanging` columns after the time, the whole is wrapped at the
    /// panel's width instead; at exactly that many, it hangs.
    @Test func aNarrowPanelWrapsTheWholeAtItsWidth() {
        #expect(Panel.narrowestHanging == 10)
        #expect(Panel.hanging("abcde fghij", after: "08:00  ", width: 16) == ["08:00 abcde", "fghij"])
        #expect(Panel.hanging("abcde fghij", after: "08:00  ", width: 17) == ["08:00  abcde", "       fghij"])
    }

    /// Width is counted in columns: a wide character takes two.
    @Test func wideCharactersCountTwoColumns() {
        #expect(Panel.hanging("配送配送配 中", after: "08:00  ", width: 17) == ["08:00  配送配送配", "       中"])
        #expect(Panel.hanging("配送配送配送", after: "08:00  ", width: 17) == ["08:00  配送配送…"])
    }
}

/// The drawing keeps each loss's wrapped rows by text, time and width: kept, they are what a
/// fresh wrap makes, and another width or time is wrapped anew, not served the kept rows.
struct KeptLossLineTests {
    @Test func keptRowsAreAFreshWrapsForEveryTextTimeAndWidth() {
        let drawing = PanelDrawing()
        let text = "pizza: the device drops the update: the content state for PizzaDeliveryAttributes"
        for (time, width) in [("08:00  ", 30), ("08:00  ", 30), ("08:00  ", 31), ("09:15  ", 31), ("08:00  ", 16), ("08:00  ", 30)] {
            #expect(drawing.hanging(text, after: time, width: width) == Panel.hanging(text, after: time, width: width), "\(time) \(width)")
        }
        #expect(drawing.wrapped(text, width: 30) == Panel.wrap(text, width: 30))
        #expect(drawing.hanging(text, after: "", width: 30) == Panel.hanging(text, after: "", width: 30))
    }
}
