import IslandUI
import TerminalCanvas
import Testing

@Suite struct TextSizingTests {
    @Test(arguments: [
        ("Arriving in 5 min", Size(width: 17, height: 1)),
        ("Order\nETA 12:30", Size(width: 9, height: 2)),
        ("实时活动", Size(width: 8, height: 1)),
        ("end   ", Size(width: 6, height: 1)),
        ("", Size(width: 0, height: 0)),
    ])
    func idealSizeIsTheTextUnwrapped(_ text: String, _ size: Size) {
        #expect(measured(text).idealSize == size)
    }

    @Test(arguments: [
        ("Arriving in 5 min", 8), ("实时活动", 2), ("well-known", 5), ("5\u{A0}min left", 5),
        ("a   b", 1), ("", 0),
    ])
    func longestWordWidth(_ text: String, _ width: Int) {
        #expect(measured(text).longestWordWidth == width)
    }

    @Test(arguments: [
        ("Arriving in 5 min", nil, 1), ("Arriving in 5 min", 1, 1),
        ("实时活动", nil, 2), ("实时活动", 2, 1), ("", nil, 0), ("", 1, 0),
    ] as [(String, Int?, Int)])
    func minimumWidthShowsEveryGraphemeOrAnEllipsis(_ text: String, _ lineLimit: Int?, _ width: Int) {
        #expect(measured(text).minimumWidth(lineLimit: lineLimit) == width)
    }

    @Test(arguments: [
        (0, nil, 0), (9, nil, 2), (8, nil, 2), (7, nil, 3), (7, 2, 2), (17, nil, 1),
    ] as [(Int, Int?, Int)])
    func heightAtAWidth(_ width: Int, _ lineLimit: Int?, _ height: Int) {
        #expect(measured("Arriving in 5 min").height(atWidth: width, lineLimit: lineLimit) == height)
    }

    @Test(arguments: [
        ("Arriving in 5 min", 1, 17), ("Arriving in 5 min", 2, 8),
        ("Arriving in 5 min", 3, 6),                        // "Arrivi" "ng in" "5 min"
        ("Your order is on its way", 2, 13), ("Order\nETA 12:30", 1, nil), ("Order\nETA 12:30", 2, 9),
    ] as [(String, Int, Int?)])
    func narrowestWidthFittingLines(_ text: String, _ lines: Int, _ width: Int?) {
        let layout = measured(text)
        let narrowest = layout.narrowestWidth(fittingLines: lines)
        #expect(narrowest == width)
        if let narrowest {
            #expect(!layout.layout(width: narrowest, lineLimit: lines).isTruncated)
            #expect(layout.layout(width: narrowest - 1, lineLimit: lines).isTruncated)
        }
    }
}
