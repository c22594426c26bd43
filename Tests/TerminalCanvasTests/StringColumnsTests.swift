import TerminalCanvas
import Testing

/// Text placed in columns by display width: a wide character is one Character and two columns.
@Suite struct StringColumnsTests {
    @Test(arguments: [
        ("ride", 8, "ride    "),
        ("実時 ride", 12, "実時 ride   "),       // 9 columns, not 7 characters
        ("🍕 Pizza", 10, "🍕 Pizza  "),
        ("already wider", 4, "already wider"),
        ("", 3, "   "),
    ])
    func padded(_ text: String, _ width: Int, _ expected: String) {
        #expect(text.padded(toColumns: width) == expected)
        #expect(text.padded(toColumns: width).displayWidth == max(width, text.displayWidth))
    }

    @Test(arguments: [
        ("ride", 4, "ride"),
        ("rides", 4, "rid…"),
        ("実時 ride", 6, "実時 …"),
        ("実時活動", 6, "実時…"),             // 実時活 would be 6 with no room for the ellipsis
        ("実時活動", 4, "実…"),               // the second character would straddle the edge: 3 columns
        ("🍕🍕🍕", 5, "🍕🍕…"),
        ("abc", 0, ""),
    ])
    func cut(_ text: String, _ width: Int, _ expected: String) {
        #expect(text.cut(toColumns: width) == expected)
        #expect(text.cut(toColumns: width).displayWidth <= width)
    }

    @Test(arguments: [
        ("ab", 10, 0, 4),
        ("実時", 10, 0, 3),                  // 4 columns in 10: 3 each side
        ("実時", 10, 5, 8),
        ("🍕", 5, 0, 1),                     // odd space: the extra column goes to the right
        ("実時活動実時活動", 10, 2, 2),        // wider than the room: starts at its edge
    ])
    func centred(_ text: String, _ width: Int, _ x: Int, _ column: Int) {
        #expect(text.centredColumn(in: width, from: x) == column)
    }
}
