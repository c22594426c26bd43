@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import TerminalCanvas
import Testing

/// Input meant to break things: huge strings, control characters, deep nesting. Each renders
/// or is refused with a clear error; nothing crashes and nothing raw reaches the terminal.
@Suite("Described activity: bad input")
struct DescribedBadInputTests {
    static let tenKilobytes = String(repeating: "Riverside Garage, level 2, bay 214. ", count: 285)

    @Test func aTenKilobyteValueIsCutToWhatThePresentationHolds() throws {
        #expect(Self.tenKilobytes.utf8.count >= 10_000)
        let description = try DescribedTesting.description(#"""
            {"compactLeading": "{note}", "compactTrailing": {"text": "{note}", "lineLimit": 1},
             "expanded": {"center": "{note}"}, "lockScreen": {"text": "{note}"}}
            """#)
        let state: JSONValue = ["note": .string(Self.tenKilobytes)]
        let lockScreen = description.render(DescribedTesting.renderer(), .lockScreen, state: state, attributes: [:])
        DescribedTesting.expectRows(of: lockScreen.canvas, width: 46, "lock screen")
        #expect(lockScreen.canvas.height == 12, "160 points: ten rows and the card's borders")
        #expect(lockScreen.warnings.map(\.description) == [
            "the Lock Screen presentation is 285 rows tall; ActivityKit shows 160 points (10 rows): the last 275 rows are cut (11–285), from “Riverside Garage, level 2, bay 214.”"])
        for presentation in [Presentation.compact, .minimal, .expanded] {
            let rendered = description.render(DescribedTesting.renderer(), presentation, state: state, attributes: [:])
            DescribedTesting.expectRows(of: rendered.canvas, width: rendered.canvas.width, "\(presentation)")
        }
        let compact = description.render(DescribedTesting.renderer(), .compact, state: state, attributes: [:])
        #expect(compact.canvas.plainText == """
            ╭───────────────────────────╮
            │Rivers…      ◉      Rivers…│
            ╰───────────────────────────╯
            """)
    }

    @Test func aTenKilobyteTemplateParsesAndRenders() throws {
        let json = #"{"lockScreen": {"text": "\#(Self.tenKilobytes){bay}", "lineLimit": 2}}"#
        let description = try DescribedTesting.description(json)
        let rendered = description.render(DescribedTesting.renderer(), .lockScreen, state: ["bay": 214], attributes: [:])
        #expect(rendered.canvas.height == 4)
        #expect(rendered.canvas.plainText.contains("…"))
    }

    /// Escape sequences, bells, bidi overrides and C1 controls in a bound value are drawn as
    /// visible pictures or dropped by the text layer; line breaks start new lines, as in SwiftUI.
    @Test func controlCharactersInABoundValueNeverReachTheTerminal() throws {
        let state: JSONValue = ["name": .string("\u{1B}]0;owned\u{7}Bill\u{1B}[2J\t\u{9B}31m\u{202E}evil\u{0}")]
        let (text, warnings) = try DescribedTesting.render(#"{"text": "Driver: {name}"}"#, state: state, width: 40)
        #expect(text == "  Driver: ␛]0;owned␇Bill␛[2J␉�31mevil␀  ¶")
        #expect(warnings.isEmpty)
        let unsafe = text.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) }
        #expect(unsafe.isEmpty)
    }

    @Test func lineBreaksInABoundValueStartNewLines() throws {
        let (text, _) = try DescribedTesting.render(#"{"text": "{note}", "lineLimit": 2}"#, state: ["note": "one\ntwo\r\nthree"], width: 8)
        #expect(text == """
              one   ¶
              two…  ¶
            """)
    }

    @Test func controlCharactersInASymbolNameDrawTheFallbackGlyph() throws {
        let (text, _) = try DescribedTesting.render(#"{"image": "{icon}"}"#, state: ["icon": "car\u{1B}[31m"], width: 3)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// Warnings quote the placeholder, never the value: a value cannot smuggle escapes into a
    /// message either.
    @Test func warningsAboutValuesAreSafeToPrint() throws {
        let (_, warnings) = try DescribedTesting.render(#"{"timer": "{t}"}"#, state: ["t": .string("\u{1B}[2J")])
        #expect(warnings == [#"test.json: $.lockScreen: "{t}": is not a time interval ([start, end] or {"start": …, "end": …})"#])
        let (_, progress) = try DescribedTesting.render(#"{"progress": "{t}"}"#, state: ["t": .string("\u{1B}[2J")])
        #expect(progress == [#"test.json: $.lockScreen: "{t}": is not a number: "\u001B[2J""#])
    }

    // MARK: Nesting

    /// A text in `depth - 1` stacks, rows and columns in turn, each level with `modifiers`.
    static func nestedView(_ depth: Int, modifiers: String = "") -> String {
        var json = #"{"text": "deep"\#(modifiers)}"#
        for level in 1..<depth { json = #"{"\#(level % 2 == 0 ? "hstack" : "vstack")": [\#(json)]\#(modifiers)}"# }
        return json
    }

    static func nested(_ depth: Int) -> String { #"{"lockScreen": \#(nestedView(depth))}"# }

    /// At the cap, with every modifier on every level, the innermost text is still drawn in
    /// every presentation: the cap keeps descriptions inside IslandUI's own depth limit.
    @Test func viewsNestEightDeepWithEveryModifierAndStillDraw() throws {
        let modifiers = #", "font": "headline", "fontWeight": "bold", "bold": true, "italic": false, "monospacedDigit": true, "foregroundStyle": "orange", "tint": "blue", "lineLimit": 3, "multilineTextAlignment": "center", "truncationMode": "middle", "padding": 0, "frame": {"maxWidth": "infinity"}, "layoutPriority": 1, "opacity": 1"#
        let view = try DescribedTesting.view(Self.nestedView(ViewDescription.maximumDepth, modifiers: modifiers))
        let description = DescribedActivity(
            compactLeading: view, compactTrailing: view, expanded: .init(leading: view, trailing: view, center: view, bottom: view),
            lockScreen: view, tint: .cyan)
        for presentation in Presentation.allCases {
            let rendered = description.render(DescribedTesting.renderer(), presentation, state: [:], attributes: [:])
            #expect(rendered.canvas.plainText.contains("dee"), "\(presentation) cut off by IslandUI's depth limit:\n\(rendered.canvas.plainText)")
        }
    }

    @Test func viewsNestingDeeperThanEightAreRefusedWhereTheyGoTooDeep() {
        let path = "$.lockScreen" + (1..<9).map { $0 % 2 == 0 ? ".vstack[0]" : ".hstack[0]" }.joined()
        #expect(DescribedTesting.parseError(Self.nested(9)) ==
                "island: test.json: \(path): views nest more than 8 deep here; a presentation needs a few levels, not dozens")
    }

    @Test func aConditionCountsAsALevel() {
        var json = #""deep""#
        for _ in 1...8 { json = #"{"if": "{x}", "then": \#(json)}"# }
        let path = "$.lockScreen" + String(repeating: ".then", count: 8)
        #expect(DescribedTesting.parseError(#"{"lockScreen": \#(json)}"#) ==
                "island: test.json: \(path): views nest more than 8 deep here; a presentation needs a few levels, not dozens")
    }

    /// Thousands of levels: refused by the JSON reader or by the cap, never a stack overflow.
    @Test func tenThousandLevelsAreRefused() {
        let deep = String(repeating: #"{"vstack": ["#, count: 10_000) + #""x""# + String(repeating: "]}", count: 10_000)
        let error = DescribedTesting.parseError(#"{"lockScreen": \#(deep)}"#)
        #expect(error?.hasPrefix("island: test.json: ") == true, "\(error ?? "parsed")")
    }

    @Test func deepStateValuesAreLookedUpAndPrintedWithoutTrouble() throws {
        var value: JSONValue = "bottom"
        for _ in 0..<200 { value = ["a": value] }
        let path = Array(repeating: "a", count: 200).joined(separator: ".")
        let (text, warnings) = try DescribedTesting.render(#"{"text": "{\#(path)}"}"#, state: value, width: 10)
        #expect(text == "  bottom  ¶")
        #expect(warnings.isEmpty)
    }
}
