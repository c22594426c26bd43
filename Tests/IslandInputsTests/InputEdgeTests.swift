import Foundation
@testable import IslandInputs
import Testing

/// Input reading at its edges: a limit is the most allowed, not the least refused, and a
/// place in a file is named even where the text ends.
@Suite("Input reading at its edges")
struct InputEdgeTests {
    /// A content state given inline exactly as long as the limit is read; one byte more is not.
    @Test func aContentStateExactlyAtItsLimitIsRead() throws {
        let limit = InputFileLimit.contentState.bytes
        let exact = "{}" + String(repeating: " ", count: limit - 2)
        #expect(Data(exact.utf8).count == limit)
        _ = try ContentStateInput(exact)
        #expect(throws: InputFileError.self) { try ContentStateInput(exact + " ") }
    }

    /// The place just after the last byte, where text cut short ends, has a line and a column
    /// (counted from 1, columns in characters); past it there is none.
    @Test func theEndOfTheTextHasALineAndAColumn() {
        #expect(JSONFileSyntax.lineAndColumn(ofByte: 2, in: Data("ab".utf8)) == "line 1, column 3")
        #expect(JSONFileSyntax.lineAndColumn(ofByte: 3, in: Data("a\nb".utf8)) == "line 2, column 2")
        #expect(JSONFileSyntax.lineAndColumn(ofByte: 0, in: Data()) == "line 1, column 1")
        #expect(JSONFileSyntax.lineAndColumn(ofByte: 3, in: Data("ab".utf8)) == nil)
        #expect(JSONFileSyntax.lineAndColumn(ofByte: -1, in: Data("ab".utf8)) == nil)
    }
}

extension InputEdgeTests {
    /// What a JSON file is, from its top-level keys: a scenario has a timeline, a push payload
    /// an `aps`, a described activity a `lockScreen`; any other object is none of them, and so is
    /// anything that is not an object.
    @Test func aFilesKindIsReadFromItsKeys() {
        #expect(InputFileKind(of: Data(#"{"timeline": []}"#.utf8)) == .scenario)
        #expect(InputFileKind(of: Data(#"{"aps": {}}"#.utf8)) == .payload)
        #expect(InputFileKind(of: Data(#"{"lockScreen": {}}"#.utf8)) == .views)
        #expect(InputFileKind(of: Data(#"{"name": "x"}"#.utf8)) == .otherObject)
        #expect(InputFileKind(of: Data("[1]".utf8)) == .other)
    }

    /// Two limits are the same when they allow the same bytes of the same kind of file.
    @Test func limitsAreEqualByTheirBytesAndTheirFiles() {
        #expect(InputFileLimit.scenario == .scenario)
        #expect(InputFileLimit.scenario != .theme)
        #expect(InputFileLimit.contentState != .theme)
        #expect(Set([InputFileLimit.scenario, .scenario, .theme]).count == 2)
    }
}

extension InputEdgeTests {
    /// A message quotes a value whole up to 120 characters (scalars), and cuts a longer one to
    /// its first 120 with an ellipsis.
    @Test func aQuotedValueIsWholeUpTo120Characters() {
        let most = String(repeating: "a", count: 120)
        #expect(JSONFileNode.quoted(most) == "\"" + most + "\"")
        #expect(JSONFileNode.quoted(most + "b") == "\"" + most + "…\"")
    }

    /// A list as a sentence says it: one item alone, two joined by the conjunction, more with
    /// commas before the last.
    @Test func aListReadsAsASentence() {
        #expect(JSONFileNode.list(["a"], conjunction: "or") == "a")
        #expect(JSONFileNode.list(["a", "b"], conjunction: "or") == "a or b")
        #expect(JSONFileNode.list(["a", "b", "c"], conjunction: "and") == "a, b and c")
        #expect(JSONFileNode.list([], conjunction: "or") == "")
    }

    /// A byte-order mark is two bytes: a file of the mark alone is UTF-16 text, refused as such.
    @Test func aFileOfTheByteOrderMarkAloneIsRefused() {
        #expect(JSONFileSyntax.notUTF8Text(Data([0xFE, 0xFF]))?.location == "line 1, column 1")
        #expect(JSONFileSyntax.notUTF8Text(Data([0xFF, 0xFE]))?.location == "line 1, column 1")
    }
}
