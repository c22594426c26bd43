import Foundation

extension Theme {
    /// The built-in themes, the default first:
    ///
    /// - `dark`: for terminals with a dark background; the renderer's long-standing colours.
    /// - `light`: for terminals with a light background; borders and cards darkened to stand out
    ///   from white.
    /// - `high-contrast`: black and white, square corners, text symbols.
    /// - `monochrome`: no colours at all, only the terminal's own and attributes.
    public static let builtInNames = ["dark", "light", "high-contrast", "monochrome"]

    /// The default theme, `dark`. Built in, and parsed by every test run, so it cannot fail.
    public static let dark: Theme = {
        do { return try Theme.named("dark") } catch { fatalError("the built-in dark theme does not parse: \(error)") }
    }()

    /// A built-in theme, read from the copy compiled into the module, so it works where the
    /// package's resources cannot be found.
    ///
    ///     let theme = try Theme.named("dark")
    ///
    /// - Throws: `ThemeError` for a name that is not built in, suggesting the closest:
    ///   `island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, …)`.
    public static func named(_ name: String) throws(ThemeError) -> Theme {
        try requireBuiltIn(name)
        guard let source = builtInSources[name] else {
            // Only if BuiltInThemeSources.swift is stale, which a test catches.
            throw ThemeError(file: "\(name).json", location: nil, reason: "is not compiled in")
        }
        return try parse(Data(source.utf8), file: "\(name).json")
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
        let suggestion = closestName(to: name, among: builtInNames).map { "; did you mean \"\($0)\"?" } ?? ""
        throw ThemeError(file: nil, location: nil, reason:
            "unknown theme \(JSONFileNode.quoted(name))\(suggestion) (built-in themes: \(builtInNames.joined(separator: ", ")))")
    }
}
