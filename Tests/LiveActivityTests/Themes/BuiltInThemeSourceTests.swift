import Foundation
import Testing
@testable import LiveActivity

/// The JSON files in Themes/ are the built-in themes' source of truth;
/// BuiltInThemeSources.swift is a generated copy compiled into the module.
///
/// After editing a theme file, regenerate the copy with
///
///     ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests
///
/// and run the tests again.
struct BuiltInThemeSourceTests {
    @Test(arguments: Theme.builtInNames)
    func compiledInCopyMatchesTheFileByteForByte(_ name: String) throws {
        let file = try Data(contentsOf: ThemeFixtures.themesDirectory.appendingPathComponent("\(name).json"))
        let compiledIn = try #require(Theme.builtInSources[name], "\(name).json is not compiled in")
        #expect(Data(compiledIn.utf8) == file, "\(name).json differs from its compiled-in copy; see BuiltInThemeSourceTests")
    }

    @Test func generatedFileIsUpToDate() throws {
        let expected = try Self.generatedSource()
        if ProcessInfo.processInfo.environment["ISLAND_RECORD_THEMES"] != nil {
            try Data(expected.utf8).write(to: ThemeFixtures.builtInSourcesFile())
        }
        let actual = try String(decoding: Data(contentsOf: ThemeFixtures.builtInSourcesFile()), as: UTF8.self)
        #expect(actual == expected, "BuiltInThemeSources.swift is stale; ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests")
    }

    /// BuiltInThemeSources.swift as it should be: each file in a raw multi-line string literal.
    ///
    /// A multi-line literal drops the line break before its closing delimiter, so one more is
    /// written to keep each file's final newline. Raw (`#"""`) literals take backslashes as
    /// they are; a file containing `"""#` or `\#` would need more `#`s and is refused.
    static func generatedSource() throws -> String {
        var source = """
            // Generated from Themes/*.json by BuiltInThemeSourceTests: do not edit. The JSON files are
            // the source of truth; regenerate with ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests

            extension Theme {
                /// Each built-in theme file's text, compiled in so `named(_:)` works without resources.
                static let builtInSources: [String: String] = [

            """
        for name in Theme.builtInNames {
            let text = try ThemeFixtures.text(ofBuiltIn: name)
            let unsafe = ["\"\"\"#", "\\#", "\r"]
            if let found = unsafe.first(where: text.contains) {
                throw ThemeFixtures.Failure(message: "\(name).json contains \(found.debugDescription), which the literal cannot hold")
            }
            source += "        \"\(name)\": #\"\"\"\n\(text)\n\"\"\"#,\n"
        }
        return source + "    ]\n}\n"
    }
}
