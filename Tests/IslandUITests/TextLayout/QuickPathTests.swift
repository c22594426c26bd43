import Foundation
@testable import IslandUI
import Testing

/// The quick trim gives exactly what Foundation's does, with and without anything to trim.
@Test(arguments: ["", "Call driver", " Call ", "\tTab\t", "\u{00A0}no-break", "ideographic\u{3000}", "\u{2003}em\u{2003}",
                  "line\n", "\ninner space kept ", " ", "é\u{301}", "👨‍👩‍👧 "])
func trimmingWhitespacesIsFoundations(_ text: String) {
    #expect(text.trimmingWhitespaces == text.trimmingCharacters(in: .whitespaces))
}

/// Printable ASCII is measured without measuring: the same graphemes as the general path gives.
@Test(arguments: ["Hello, world ~", " leading and trailing ", "a-b/c_d{e}|f", "x"])
func asciiIsMeasuredAsEveryGraphemeIs(_ text: String) {
    let layout = TextLayout([TextRun(text: text, attributes: 0)])
    var general = text.map { MeasuredGrapheme($0, run: 0) }
    for index in general.indices.dropFirst() {
        general[index].canBreakBefore = LineBreakRules.canBreak(before: index, in: general, paragraphStart: 0)
    }
    #expect(layout.graphemes == general)
    #expect(layout.idealSize.width == text.count)
}

/// A `ForEach` ID reads as `String(describing:)` reads it, by the quick path or the general one.
@Test func forEachIDsReadAsDescribed() {
    #expect(ForEach<[Int], Int>.text(of: -42) == String(describing: -42))
    #expect(ForEach<[String], String>.text(of: "ride·1") == "ride·1")
    #expect(ForEach<[Double], Double>.text(of: 1.5) == String(describing: 1.5))
}

/// A text's memory is its graphemes': 24 bytes each (issue 23 asked for text's memory to be a
/// small multiple of its size; `Int` fields made a grapheme 40). Width and run survive packing.
@Test func aMeasuredGraphemeIsTwentyFourBytes() {
    #expect(MemoryLayout<MeasuredGrapheme>.stride == 24)
    let wide = MeasuredGrapheme("界", run: 70_000)
    #expect(wide.width == 2 && wide.run == 70_000 && !wide.isSpace && wide.breaksLikeAnIdeograph)
    let ascii = MeasuredGrapheme(ascii: 0x20, run: 3)
    #expect(ascii.width == 1 && ascii.run == 3 && ascii.isSpace)
}

/// One line means one paragraph that fits: a paragraph wider than the width, or two short ones,
/// are not (pinned for the mutation run).
@Test func oneLineIsOneParagraphThatFits() {
    let text = TextLayout([TextRun(text: "hello world", attributes: 0)])
    #expect(text.isOneLine(within: 11))
    #expect(!text.isOneLine(within: 10))
    let two = TextLayout([TextRun(text: "a\nb", attributes: 0)])
    #expect(!two.isOneLine(within: 10))
}
