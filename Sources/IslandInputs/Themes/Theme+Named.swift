import Foundation
import LiveActivity

extension Theme {
    /// A built-in theme by name, compiled in, so it works where the package's resources cannot
    /// be found.
    ///
    ///     let theme = try Theme.named("dark")
    ///
    /// - Throws: `ThemeError` for a name that is not built in, suggesting the closest:
    ///   `island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, …)`.
    public static func named(_ name: String) throws(ThemeError) -> Theme {
        try requireBuiltIn(name)
        guard let theme = builtIn.first(where: { $0.name == name }) else {
            // Only if BuiltInThemes.swift is stale, which a test catches.
            throw ThemeError(file: "\(name).json", location: nil, reason: "is not compiled in")
        }
        return theme
    }

    /// A built-in theme, read from `<name>.json` in `directory`, such as the package's `Themes`
    /// resources: the files are the themes' source of truth, and reading them lets a theme be
    /// edited without a rebuild. Fall back to `named(_:)` when the directory cannot be found.
    public static func named(_ name: String, in directory: URL) throws(ThemeError) -> Theme {
        try requireBuiltIn(name)
        return try load(from: directory.appendingPathComponent("\(name).json", isDirectory: false))
    }

    private static func requireBuiltIn(_ name: String) throws(ThemeError) {
        guard !builtInNames.contains(name) else { return }
        throw ThemeError(file: nil, location: nil, reason:
            "unknown theme \(JSONFileNode.quoted(name))\(NameSuggestion.didYouMean(name, among: builtInNames)) (built-in themes: \(builtInNames.joined(separator: ", ")))")
    }
}
