@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity

/// Files and fixtures the theme tests share. (An enum, so the names stay out of the way of
/// other tests in the same target.)
enum ThemeFixtures {
    /// The package's top-level folder, found from this file's path (Tests/<target>/Themes/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The top-level Themes folder: the built-in themes' source of truth.
    static let themesDirectory = packageRoot.appendingPathComponent("Themes", isDirectory: true)

    /// The text of a file under the package root.
    static func text(of relativePath: String) throws -> String {
        try String(decoding: Data(contentsOf: packageRoot.appendingPathComponent(relativePath)), as: UTF8.self)
    }

    /// The text of a built-in theme's file in Themes/.
    static func text(ofBuiltIn name: String) throws -> String {
        try text(of: "Themes/\(name).json")
    }

    /// The generated Swift file holding the compiled-in themes, wherever under Sources/ the
    /// module lives.
    static func builtInThemesFile() throws -> URL {
        let sources = packageRoot.appendingPathComponent("Sources", isDirectory: true)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.lastPathComponent == "BuiltInThemes.swift" { return file }
        }
        throw Failure(message: "no BuiltInThemes.swift under \(sources.path)")
    }

    /// A valid theme file, kept here rather than read from Themes/ so editing a built-in theme
    /// does not break the error tests (it was dark.json when written).
    static let sample = #"""
{
  "name": "dark",
  "description": "For dark terminals: a black island with a faint keyline, and iOS's system greys on the Lock Screen.",
  "symbols": "emoji",
  "island": {
    "background": "#000000",
    "keyline": "#2C2C2E",
    "corners": "rounded",
    "camera": {
      "color": "#1C1C1E",
      "fill": " ",
      "lens": "◉"
    }
  },
  "lockScreen": {
    "corners": "rounded",
    "light": {
      "background": "#F2F2F7",
      "foreground": "#000000",
      "border": "#C7C7CC",
      "dismissAction": "#8E8E93"
    },
    "dark": {
      "background": "#1C1C1E",
      "foreground": "#FFFFFF",
      "border": "#48484A",
      "dismissAction": "#8E8E93"
    }
  }
}
"""#

    /// `sample` with each `(old, new)` replacement made; fails the test if `old` does not occur
    /// exactly once, so a replacement cannot silently miss.
    static func sample(replacing replacements: [(String, String)]) throws -> String {
        var text = sample
        for (old, new) in replacements {
            let parts = text.components(separatedBy: old)
            guard parts.count == 2 else { throw Failure(message: "\(old) occurs \(parts.count - 1) times in the sample") }
            text = parts.joined(separator: new)
        }
        return text
    }

    /// The message parsing `json` as "mytheme.json" fails with, or "no error".
    static func errorMessage(parsing json: String, file: String = "mytheme.json") -> String {
        do {
            _ = try Theme.parse(Data(json.utf8), file: file)
            return "no error"
        } catch {
            return error.description
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
