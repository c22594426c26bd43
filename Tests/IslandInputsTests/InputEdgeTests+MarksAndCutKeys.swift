import Foundation
@testable import IslandInputs
import Testing

extension InputEdgeTests {
    /// Both byte-order marks are refused before anything else is read: big-endian UTF-16
    /// (FE FF), little-endian UTF-16 and UTF-32 (FF FE); one byte of either is not a mark.
    @Test func eitherByteOrderMarkIsRefused() {
        let mark = "UTF-16 or UTF-32 text (it starts with a byte-order mark); save the file as UTF-8"
        for bytes: [UInt8] in [[0xFE, 0xFF, 0x00, 0x7B], [0xFF, 0xFE, 0x7B, 0x00], [0xFF, 0xFE, 0x00, 0x00]] {
            #expect(JSONFileSyntax.notUTF8Text(Data(bytes))?.reason == mark, "\(bytes)")
            #expect(JSONFileSyntax.notUTF8Text(Data(bytes))?.location == "line 1, column 1")
        }
        #expect(JSONFileSyntax.notUTF8Text(Data([0xFF, 0xFF, 0x7B])) == nil)
        #expect(JSONFileSyntax.notUTF8Text(Data([0xFE, 0xFE, 0x7B])) == nil)
        #expect(JSONFileSyntax.notUTF8Text(Data([0xFE])) == nil)
        #expect(JSONFileSyntax.notUTF8Text(Data(#"{"a": 1}"#.utf8)) == nil)
    }
}

extension InputEdgeTests {
    /// The duplicate-key scanner trusts nothing about its input (a fuzzer once found it
    /// trusting balance): text cut inside a key, inside an escape or after a backslash ends the
    /// scan without a duplicate and without reading past the end.
    @Test func textCutAnywhereInAKeyEndsTheScan() {
        for text in [#"{"a"#, #"{"a\"#, #"{"a\u00"#, #"{"\uD83D\"#, #"{"x": {"a"#] {
            #expect(JSONDuplicateKeys.first(in: Data(text.utf8)) == nil, "\(text)")
        }
        // A key cut short is still a key: the second "a" is found.
        #expect(JSONDuplicateKeys.first(in: Data(#"{"a": 1, "a"#.utf8))?.path == "$.a")
    }
}
