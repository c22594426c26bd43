import Foundation
@testable import ActivityRuntime
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// docs/Themes.md shows real files and real messages.
struct ThemesGuideTests {
    @Test func themesGuideShowsDarkJSONAsItIs() throws {
        let guide = try ThemeFixtures.text(of: "docs/Themes.md")
        let example = try #require(guide.components(separatedBy: "```json\n").dropFirst().first?
            .components(separatedBy: "```\n").first)
        #expect(example == (try ThemeFixtures.text(ofBuiltIn: "dark")))
    }

    /// Every line of the guide's block of errors (marked "checked by" this file) is what
    /// reading a theme prints, in the guide's order.
    @Test func everyErrorInTheGuideIsReal() throws {
        let guide = try ThemeFixtures.text(of: "docs/Themes.md")
        let marker = "<!-- checked by Tests/IslandInputsTests/Themes/ThemesGuideTests.swift -->\n```\n"
        let block = try #require(guide.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```\n").first)
        let sample = { (replacements: [(String, String)]) throws -> String in try ThemeFixtures.sample(replacing: replacements) }
        var produced: [String] = [
            ThemeFixtures.errorMessage(parsing: try sample([(##""background": "#1C1C1E""##, #""background": "blu""#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(##""keyline": "#2C2C2E""##, #""keyline": "indexed:256""#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(##""border": "#48484A""##, #""border": 72"#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(#""keyline":"#, #""keyliine":"#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(#""lens": "◉""#, #""lens": "◉", "flash on": true"#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(##""keyline": "#2C2C2E","##, "")])),
            ThemeFixtures.errorMessage(parsing: #"{"name": "x", "description": "x", "symbols": "emoji", "island": null, "lockScreen": {}}"#),
            ThemeFixtures.errorMessage(parsing: try sample([(#""symbols": "emoji""#, #""symbols": "emojis""#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(#""lens": "◉""#, #""lens": "👁️""#)])),
            ThemeFixtures.errorMessage(parsing: try sample([(#""lens": "◉""#, #""lens": "◉", "attributes": ["bold", "blink"]"#)])),
            ThemeFixtures.errorMessage(parsing: "{\n  \"name\": \"x\",\n  \"café\": ?\n}\n"),
        ]
        do {
            _ = try Theme.load(from: URL(fileURLWithPath: "mytheme.json"))
        } catch {
            produced.append(error.description)
        }
        do {
            _ = try Theme.named("drak")
        } catch {
            produced.append(error.description)
        }
        #expect(block == produced.joined(separator: "\n") + "\n")
    }

    @Test func themesGuideErrorsAreTheOnesTheTestsPin() throws {
        // Spot checks that the guide's messages are real: each is produced by the code.
        let guide = try ThemeFixtures.text(of: "docs/Themes.md")
        let json = try ThemeFixtures.sample(replacing: [(##""background": "#1C1C1E""##, #""background": "blu""#)])
        #expect(guide.contains(ThemeFixtures.errorMessage(parsing: json)))
        #expect(guide.contains(ThemeFixtures.errorMessage(parsing: "{\n  \"name\": \"x\",\n  \"café\": ?\n}\n")))
    }
}
