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

    @Test func themesGuideErrorsAreTheOnesTheTestsPin() throws {
        // Spot checks that the guide's messages are real: each is produced by the code.
        let guide = try ThemeFixtures.text(of: "docs/Themes.md")
        let json = try ThemeFixtures.sample(replacing: [(##""background": "#1C1C1E""##, #""background": "blu""#)])
        #expect(guide.contains(ThemeFixtures.errorMessage(parsing: json)))
        #expect(guide.contains(ThemeFixtures.errorMessage(parsing: "{\n  \"name\": \"x\",\n  \"café\": ?\n}\n")))
    }
}
