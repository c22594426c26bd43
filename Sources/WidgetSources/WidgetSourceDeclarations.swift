import SwiftSourceText

/// What a widget's files declare, file by file (the second stage): the widgets and preview
/// providers the generated files name, whether one has `@main`, and the names used and declared
/// that decide what else is generated.
package struct WidgetSourceDeclarations: Equatable, Sendable {
    /// Each file's declarations, in file order.
    package let files: [(file: String, declarations: SwiftDeclarations)]

    package init(_ files: [(String, SwiftDeclarations)]) {
        self.files = files.sorted { $0.0 < $1.0 }.map { (file: $0.0, declarations: $0.1) }
    }

    /// `files`' Swift source given as text, file by file (for tests and the generated files' snapshots).
    package init(texts: [String: String]) {
        self.init(texts.map { ($0.key, SwiftDeclarations($0.value)) })
    }

    package static func == (left: Self, right: Self) -> Bool {
        left.files.map(\.file) == right.files.map(\.file) && left.files.map(\.declarations) == right.files.map(\.declarations)
    }

    /// Whether a file has `@main` (then the folder's own bundle starts the program).
    package var hasMain: Bool { files.contains { $0.declarations.hasMain } }

    /// The type written with `@main`, when a file has one.
    package var mainType: String? { files.lazy.compactMap { $0.declarations.mainType }.first }

    /// The structs declared `: Widget` (a widget, not a bundle), in file order.
    package var widgetTypes: [String] { structs(conformingTo: "Widget") }

    /// The structs declared `: PreviewProvider`, in file order.
    package var previewProviderTypes: [String] { structs(conformingTo: "PreviewProvider") }

    /// Whether any file uses the word `name` (a type, a member, an argument).
    package func uses(_ name: String) -> Bool { files.contains { $0.declarations.words.contains(name) } }

    /// Whether any file declares a type named `name`.
    package func declaresType(_ name: String) -> Bool { declaration(ofType: name) != nil }

    /// Whether any file declares `static let name` or `static var name`.
    package func declaresStaticMember(_ name: String) -> Bool { files.contains { $0.declarations.staticMembers.contains(name) } }

    /// The first declaration of a type named `name`, with its file.
    package func declaration(ofType name: String) -> (file: String, line: Int)? {
        for (file, declarations) in files {
            if let type = declarations.types.first(where: { $0.name == name }) { return (file, type.line) }
        }
        return nil
    }

    private func structs(conformingTo conformance: String) -> [String] {
        var names: [String] = []
        for (_, declarations) in files {
            for type in declarations.types where type.keyword == "struct" && type.conformances.contains(conformance) && !names.contains(type.name) {
                names.append(type.name)
            }
        }
        return names
    }
}
