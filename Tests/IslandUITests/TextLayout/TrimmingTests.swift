import Foundation
@testable import IslandUI
import Testing

/// The quick trim gives exactly what Foundation's does, with and without anything to trim.
@Test(arguments: ["", "Call driver", " Call ", "\tTab\t", "\u{00A0}no-break", "ideographic\u{3000}", "\u{2003}em\u{2003}",
                  "line\n", "\ninner space kept ", " ", "é\u{301}", "👨‍👩‍👧 "])
func trimmingWhitespacesIsFoundations(_ text: String) {
    #expect(text.trimmingWhitespaces == text.trimmingCharacters(in: .whitespaces))
}
