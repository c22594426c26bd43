import IslandUI
import Testing

@Suite struct TextTruncationTests {
    @Test(arguments: [
        (TextTruncationMode.tail, "Order is on…"),
        (.head, "…on its way"),
        (.middle, "Order…ts way"),
    ])
    func oneLine(_ mode: TextTruncationMode, _ expected: String) {
        let text = measured("Order is on its way").layout(width: 12, lineLimit: 1, truncationMode: mode)
        #expect(text.lines.map(\.text) == [expected])
        #expect(text.isTruncated)
    }

    @Test(arguments: [
        (TextTruncationMode.tail, ["Your order", "is on its…"]),
        (.head, ["Your order", "…n its way"]),    // only the last line gives way
        (.middle, ["Your order", "is on…way"]),
    ])
    func twoLines(_ mode: TextTruncationMode, _ expected: [String]) {
        let text = measured("Your order is on its way").layout(width: 10, lineLimit: 2, truncationMode: mode)
        #expect(text.lines.map(\.text) == expected)
    }

    @Test(arguments: [
        (TextTruncationMode.tail, ["Order…"]),
        (.head, ["…ETA 12:30"]),
        (.middle, ["Order…ETA 12:30"]),
    ])
    func anEllipsisStandsInForHiddenLineBreaks(_ mode: TextTruncationMode, _ expected: [String]) {
        #expect(lines("Order\nETA 12:30", width: 20, lineLimit: 1, mode) == expected)
    }

    @Test(arguments: [
        ("实时活动更新", TextTruncationMode.tail, 7, "实时活…"),
        ("实时活动更新", .tail, 6, "实时…"),        // 活 would straddle the ellipsis: it goes
        ("实时活动更新", .head, 7, "…动更新"),
        ("实时活动更新", .middle, 7, "实…更新"),
        ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", .tail, 4, "👨‍👩‍👧…"),
        ("🇺🇦🇺🇦🇺🇦", .head, 4, "…🇺🇦"),
    ])
    func wideGraphemesAreDroppedWholeNotSplit(_ text: String, _ mode: TextTruncationMode, _ width: Int,
                                              _ expected: String) {
        #expect(lines(text, width: width, lineLimit: 1, mode) == [expected])
    }

    @Test(arguments: TextTruncationMode.allCases)
    func textThatFitsIsNotTruncated(_ mode: TextTruncationMode) {
        let text = measured("Your order is on its way").layout(width: 10, lineLimit: 3, truncationMode: mode)
        #expect(text.lines.map(\.text) == ["Your order", "is on its", "way"])
        #expect(!text.isTruncated)
    }

    @Test(arguments: TextTruncationMode.allCases)
    func oneCellHoldsJustTheEllipsis(_ mode: TextTruncationMode) {
        #expect(lines("Your order", width: 1, lineLimit: 1, mode) == ["…"])
    }

    @Test func aLimitBelowOneCountsAsOne() {
        #expect(lines("Your order is here", width: 10, lineLimit: 0) == ["Your orde…"])
    }

    @Test func theEllipsisWearsTheStyleOfTheTextItFollows() {
        let text = TextLayout<Ink>([
            TextRun(text: "Late ", attributes: .red), TextRun(text: "by 5 min", attributes: .plain),
        ])
        #expect(text.layout(width: 6, lineLimit: 1).lines == [
            TextLine(runs: [TextRun(text: "Late…", attributes: .red)], width: 5),
        ])
        #expect(text.layout(width: 6, lineLimit: 1, truncationMode: .head).lines == [
            TextLine(runs: [TextRun(text: "…5 min", attributes: .plain)], width: 6),
        ])
    }
}
