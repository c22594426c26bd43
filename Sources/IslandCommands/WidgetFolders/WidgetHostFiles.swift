import SwiftSourceText
/// The files `island` adds to a widget folder's target: the host's record, and a `main.swift`
/// when the folder has no `@main` of its own.
enum WidgetHostFiles {
    static let hostFile = "__TermIslandHost.swift"
    static let assetsFile = "__TermIslandAssets.swift"
    static let intentsFile = "__TermIslandIntents.swift"

    /// The records section's name where the program is built (this machine).
    #if canImport(Darwin)
    static let section = "__DATA_CONST,__tisl_records"
    #else
    static let section = "termisland_records"
    #endif

    /// The record that tells the folder's `@main` bundle to run the host (WidgetFolderHost),
    /// and one listing the folder's `PreviewProvider`s, found by name.
    static func host(providers: [String]) -> String {
        """
            // Written by island (docs/WidgetFolders.md): the folder's @main runs the host.
            import IslandCommands
            import IslandRegistry
            import WidgetPreviews

            @section("\(section)") @used
            private let termIslandWidgetFolderHost: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: IslandCommands.WidgetFolderHost.entry as Any, count: 1)
            }

            """ + (providers.isEmpty ? "" : """

            @section("\(section)") @used
            private let termIslandPreviewProviders: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewProviders([\(providers.map { "\($0).self" }.joined(separator: ", "))]) as Any, count: 1)
            }

            """)
    }

    /// A `main.swift` that runs the host with the widgets found by name in the sources.
    static func main(widgets: [String]) -> String {
        """
        // Written by island (docs/WidgetFolders.md): the folder has no @main, so the host starts
        // here, with the widgets whose declarations were found in its files.
        import Foundation
        import IslandCommands

        exit(WidgetFolderHost.run(bundle: nil, widgets: [\(widgets.map { "\($0)()" }.joined(separator: ", "))]))

        """
    }

    /// Whether a file has `@main` (outside comments, near enough: a line that starts with it).
    static func hasMain(_ contents: [String: String]) -> Bool {
        contents.values.contains { text in
            text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") }
        }
    }

    /// The names of types declared `struct Name: Widget` (a widget, not a bundle), in file order.
    static func widgetTypes(_ contents: [String: String]) -> [String] { types(conformingTo: "Widget", in: contents) }

    /// The names of types declared `struct Name: PreviewProvider`, in file order.
    static func previewProviderTypes(_ contents: [String: String]) -> [String] { types(conformingTo: "PreviewProvider", in: contents) }

    /// The structs whose declaration line names `conformance` among its conformances.
    static func types(conformingTo conformance: String, in contents: [String: String]) -> [String] {
        var names: [String] = []
        for file in contents.keys.sorted() {
            for line in withoutComments(contents[file]!).split(separator: "\n") {
                let words = line.trimmingCharacters(in: .whitespaces)
                guard let range = words.range(of: "struct ") else { continue }
                let rest = words[range.upperBound...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let afterName = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, afterName.hasPrefix(":") else { continue }
                let conformances = afterName.dropFirst().prefix { $0 != "{" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains(conformance) && !names.contains(String(name)) { names.append(String(name)) }
            }
        }
        return names
    }

    /// `text` with its `//` and (nested) `/* */` comments blanked, so a commented-out
    /// declaration is not taken for one; string literals are not told apart (a `//` inside one
    /// hides the rest of its line, which never holds a declaration worth finding).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if depth == 0, rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            if rest.hasPrefix("/*") { depth += 1; index = text.index(index, offsetBy: 2); continue }
            if depth > 0, rest.hasPrefix("*/") { depth -= 1; index = text.index(index, offsetBy: 2); continue }
            if depth == 0 || text[index] == "\n" { result.append(text[index]) }
            index = text.index(after: index)
        }
        return result
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String { swiftStringLiteral(text) }
}
