@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import TerminalCanvas
import Testing

/// The JSON files in Themes/ are the built-in themes' source of truth; LiveActivity's
/// BuiltInThemes.swift is generated from them as Swift values, so drawing needs no parser.
///
/// After editing a theme file, regenerate the Swift file with
///
///     ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests
///
/// and run the tests again.
struct BuiltInThemeSourceTests {
    @Test(arguments: Theme.builtInNames)
    func compiledInValueEqualsTheFile(_ name: String) throws {
        let file = try Theme.load(from: ThemeFixtures.themesDirectory.appendingPathComponent("\(name).json"))
        let compiledIn = try #require(Theme.builtIn.first { $0.name == name }, "\(name).json is not compiled in")
        #expect(compiledIn == file, "\(name).json differs from its compiled-in value; see BuiltInThemeSourceTests")
    }

    @Test func generatedFileIsUpToDate() throws {
        let expected = try Self.generatedSource()
        if ProcessInfo.processInfo.environment["ISLAND_RECORD_THEMES"] != nil {
            try Data(expected.utf8).write(to: ThemeFixtures.builtInThemesFile())
        }
        let actual = try String(decoding: Data(contentsOf: ThemeFixtures.builtInThemesFile()), as: UTF8.self)
        #expect(actual == expected, "BuiltInThemes.swift is stale; ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests")
    }

    /// The theme files, in the order of `Theme.builtInNames`.
    static func themeFiles() throws -> [Theme] {
        try Theme.builtInNames.map { name in
            try Theme.load(from: ThemeFixtures.themesDirectory.appendingPathComponent("\(name).json"))
        }
    }

    /// BuiltInThemes.swift as it should be: each theme file as a Swift value.
    static func generatedSource() throws -> String {
        var source = """
            // Generated from Themes/*.json by BuiltInThemeSourceTests (IslandInputsTests): do not edit.
            // The JSON files are the source of truth; regenerate with
            // ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests
            import TerminalCanvas

            extension Theme {
                /// The built-in themes, in the order of `builtInNames`.
                public static let builtIn: [Theme] = [\(Theme.builtInNames.map(identifier).joined(separator: ", "))]

            """
        for theme in try themeFiles() {
            source += "\n    /// \(theme.summary)\n"
            source += "    public static let \(identifier(theme.name)) = \(literal(theme))\n"
        }
        return source + "}\n"
    }

    /// "high-contrast" → "highContrast".
    static func identifier(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }

    static func literal(_ theme: Theme) -> String {
        let island = theme.island, camera = island.camera
        func colors(_ colors: Theme.LockScreen.Colors) -> String {
            "Theme.LockScreen.Colors(background: \(literal(colors.background)), foreground: \(literal(colors.foreground)), "
                + "border: \(literal(colors.border)), dismissAction: \(literal(colors.dismissAction)))"
        }
        return """
            Theme(
                    name: \(quoted(theme.name)),
                    summary: \(quoted(theme.summary)),
                    island: Theme.Island(
                        background: \(literal(island.background)), keyline: \(literal(island.keyline)), corners: .\(island.corners.rawValue),
                        camera: Theme.Camera(color: \(literal(camera.color)), fill: \(quoted(String(camera.fill))), lens: \(quoted(String(camera.lens))), attributes: \(literal(camera.attributes)))),
                    lockScreen: Theme.LockScreen(
                        corners: .\(theme.lockScreen.corners.rawValue),
                        light: \(colors(theme.lockScreen.light)),
                        dark: \(colors(theme.lockScreen.dark))),
                    symbols: .\(theme.symbols.rawValue))
            """
    }

    static func literal(_ color: TerminalColor) -> String {
        switch color {
        case .default: return ".default"
        case .ansi(let ansi): return ".ansi(.\(ansi))"
        case .indexed(let index): return ".indexed(\(index))"
        case .rgb(let red, let green, let blue): return ".rgb(\(red), \(green), \(blue))"
        }
    }

    static func literal(_ attributes: TextAttributes) -> String {
        let names: [(TextAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
                                                 (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough")]
        return "[" + names.filter { attributes.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
