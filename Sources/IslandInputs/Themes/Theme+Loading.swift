import Foundation
import LiveActivity
import ActivityRuntime

extension Theme {
    /// Reads a theme file.
    ///
    /// Errors name the file as `url` names it (a relative file URL gives a relative name), the
    /// JSON path of the bad field and what was expected:
    ///
    ///     island: mytheme.json: $.island.corners: expected one of "rounded", "square" or "ascii", got "round"
    ///
    /// - Throws: `ThemeError` when the file is missing or unreadable, is not JSON, or does not
    ///   follow the format in `docs/Themes.md`.
    public static func load(from url: URL) throws(ThemeError) -> Theme {
        let (data, file) = try InputFileError.contents(of: url, limit: .theme)
        return try parse(data, file: file)
    }

    /// A theme from the contents of a theme file; `file` names it in errors.
    package static func parse(_ data: Data, file: String) throws(ThemeError) -> Theme {
        let root = try JSONFileSyntax.root(of: data, file: file)
        return try ThemeFileSchema.theme(from: JSONFileNode(value: root, path: "$", file: file))
    }
}
