@testable import LiveActivity
import TerminalCanvas
import Testing

/// What a cut warning quotes of the first row that is cut: the row's text whole up to forty
/// characters, and past that its first thirty-nine and an ellipsis, forty in all.
@Suite struct CutRowsTests {
    func firstCutText(_ text: String) -> String? {
        var canvas = Canvas(width: 60, height: 3)
        canvas.write("shown", at: Point(x: 0, y: 0))
        canvas.write(text, at: Point(x: 0, y: 2))
        return PresentationRenderer.whatIsCut(from: canvas, shown: 1).firstText
    }

    @Test func aCutRowIsQuotedWholeUpToFortyCharacters() {
        let forty = String(repeating: "a", count: 40)
        #expect(firstCutText(forty) == forty)
        #expect(firstCutText(forty + "b") == String(repeating: "a", count: 39) + "…")
        #expect(firstCutText(forty + "b")?.count == 40)
    }
}
