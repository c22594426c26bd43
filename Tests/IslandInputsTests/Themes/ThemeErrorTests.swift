@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// Each way a theme file can be wrong, with the exact message its author sees.
struct ThemeErrorTests {
    @Test func badColourNamesFilePathAndForms() throws {
        let json = try ThemeFixtures.sample(replacing: [(##""background": "#1C1C1E""##, #""background": "blu""#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.lockScreen.dark.background: expected a colour such as "#1C1C1E", "default", "brightBlue" or "indexed:236", got "blu"
            """#)
    }

    @Test func paletteIndexPast255() throws {
        let json = try ThemeFixtures.sample(replacing: [(##""keyline": "#2C2C2E""##, #""keyline": "indexed:256""#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island.keyline: expected a palette index from 0 to 255 after "indexed:", got "indexed:256"
            """#)
    }

    @Test func colourOfTheWrongJSONType() throws {
        let json = try ThemeFixtures.sample(replacing: [(##""border": "#48484A""##, #""border": 72"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.lockScreen.dark.border: expected a colour such as "#1C1C1E", "default", "brightBlue" or "indexed:236", got 72
            """#)
    }

    @Test func typoKeyIsAnErrorWithASuggestion() throws {
        let json = try ThemeFixtures.sample(replacing: [(#""keyline":"#, #""keyliine":"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island.keyliine: unknown key; did you mean "keyline"?
            """#)
    }

    @Test func unknownKeyWithNothingCloseListsTheKeys() throws {
        let json = try ThemeFixtures.sample(replacing: [(#""lens": "◉""#, #""lens": "◉", "flash on": true"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island.camera["flash on"]: unknown key; the keys here are "color", "fill", "lens" and "attributes"
            """#)
    }

    @Test func missingKeyIsNamed() throws {
        let json = try ThemeFixtures.sample(replacing: [(##""keyline": "#2C2C2E","##, "")])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island: missing required key "keyline"
            """#)
    }

    @Test func wrongChoiceListsTheChoices() throws {
        let json = try ThemeFixtures.sample(replacing: [(#""symbols": "emoji""#, #""symbols": "emojis""#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.symbols: expected one of "emoji", "text" or "ascii", got "emojis"
            """#)
    }

    @Test func objectExpected() throws {
        #expect(ThemeFixtures.errorMessage(parsing: "[1, 2]") == "island: mytheme.json: $: expected an object, got a list")
        #expect(ThemeFixtures.errorMessage(parsing: #"{"name": "x", "description": "y", "symbols": "text", "island": null}"#)
            == "island: mytheme.json: $.island: expected an object, got null")
        let json = try ThemeFixtures.sample(replacing: [(#""dark": {"#, #""dark": {}, "x": {"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.lockScreen.x: unknown key; the keys here are "corners", "light" and "dark"
            """#)
    }

    @Test(arguments: [
        ("◉◉", #"got "◉◉" (2 glyphs)"#),
        ("👁️", #"got "👁️" (2 columns wide)"#),
        ("", #"got """#),
        ("\u{1B}", #"got "\u001B" (a control character)"#),
    ])
    func lensMustBeOneNarrowGlyph(_ lens: String, _ got: String) throws {
        let escaped = lens == "\u{1B}" ? "\\u001b" : lens
        let json = try ThemeFixtures.sample(replacing: [(#""lens": "◉""#, #""lens": "\#(escaped)""#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island.camera.lens: expected one glyph one column wide, such as "◉", "o" or " ", \#(got)
            """#)
    }

    @Test func unknownAttributeIsReportedAtItsIndex() throws {
        let json = try ThemeFixtures.sample(replacing: [(#""lens": "◉""#, #""lens": "◉", "attributes": ["dim", "blink"]"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json) == #"""
            island: mytheme.json: $.island.camera.attributes[1]: expected one of "bold", "dim", "italic", "underline", "reverse" or "strikethrough", got "blink"
            """#)
    }

    @Test func descriptionMustBeOneLine() throws {
        let json = try ThemeFixtures.sample(replacing: [("For dark terminals:", #"For dark\nterminals:"#)])
        #expect(ThemeFixtures.errorMessage(parsing: json).hasPrefix(#"""
            island: mytheme.json: $.description: expected a non-empty line of text, got "For dark\nterminals:
            """#))
    }

    @Test func invalidJSONNamesLineAndColumn() {
        // Columns count characters: "é" is two bytes but one column.
        let json = "{\n  \"name\": \"x\",\n  \"café\": ?\n}\n"
        #expect(ThemeFixtures.errorMessage(parsing: json) == "island: mytheme.json: line 3, column 11: not valid JSON (invalid value)")
    }

    @Test func truncatedJSONSaysSo() {
        #expect(ThemeFixtures.errorMessage(parsing: "{\"name\": \"x\"").hasPrefix("island: mytheme.json: not valid JSON (unexpected end of file"))
    }

    @Test func missingFileSaysSo() {
        let url = URL(fileURLWithPath: "no-such-theme-\(UUID().uuidString).json")
        #expect(throws: ThemeError(file: url.relativePath, location: nil, reason: "no such file")) {
            try Theme.load(from: url)
        }
        #expect(ThemeError(file: "mytheme.json", location: nil, reason: "no such file").description
            == "island: mytheme.json: no such file")
    }

    @Test func directoryIsNotATheme() {
        #expect(throws: ThemeError(file: ThemeFixtures.themesDirectory.path, location: nil, reason: "a directory, not a theme file")) {
            try Theme.load(from: ThemeFixtures.themesDirectory)
        }
    }

    @Test(arguments: [
        ("drak", #"; did you mean "dark"?"#),
        ("Dark", #"; did you mean "dark"?"#),
        ("high contrast", #"; did you mean "high-contrast"?"#),
        ("mono", #"; did you mean "monochrome"?"#),
        ("solarized", ""),
    ])
    func unknownBuiltInSuggestsTheClosest(_ name: String, _ suggestion: String) {
        let expected = #"island: unknown theme "\#(name)"\#(suggestion) (built-in themes: dark, light, high-contrast, monochrome)"#
        #expect(throws: ThemeError(file: nil, location: nil, reason: String(expected.dropFirst("island: ".count)))) {
            try Theme.named(name)
        }
        #expect(throws: ThemeError.self) { try Theme.named(name, in: ThemeFixtures.themesDirectory) }
    }

    @Test func relativeURLKeepsTheNameAsTyped() throws {
        // The message shows the file as the user named it, not the absolute path.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("themes-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name": 1}"#.utf8).write(to: directory.appendingPathComponent("mytheme.json"))
        let url = URL(fileURLWithPath: "mytheme.json", relativeTo: directory)
        do {
            _ = try Theme.load(from: url)
            Issue.record("loaded a theme with no keys but a number for its name")
        } catch {
            #expect(error.description == #"island: mytheme.json: $.name: expected a non-empty line of text, got 1"#)
        }
    }
}

extension ThemeErrorTests {
    @Test func sampleThemeIsValid() throws {
        // The fixture the error tests mutate must itself be valid, so each test's message is
        // the one its mutation causes.
        #expect(ThemeFixtures.errorMessage(parsing: ThemeFixtures.sample) == "no error")
    }
}
