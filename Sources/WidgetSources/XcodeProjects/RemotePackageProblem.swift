import Foundation
import SwiftSourceText

/// A product of a remote package (`XCRemoteSwiftPackageReference`) that the widget's code
/// imports: TermIsland cannot stand in for someone else's package, so the build would end in a
/// wall of errors. Said before building instead: the package, the lines that import it, and
/// what to do. A product no file imports is left out of the build and not mentioned.
struct RemotePackageProblem {
    let target: String
    let argument: String
    let linked: [RemoteProduct]
    let sources: WidgetSourceFiles

    func check() throws(WidgetSourceProblem) {
        let imports = importLines()
        var paragraphs: [String] = []
        for product in linked {
            let lines = imports.filter { $0.module == product.product }
            guard !lines.isEmpty else { continue }
            let version = product.requirement.map { ", \($0)" } ?? ""
            paragraphs.append("\(argument): \"\(target)\" imports \(product.product) from the remote package \(product.url)\(version), which TermIsland does not build:\n"
                + lines.map { "  \($0.file):\($0.line): import \(product.product)" }.joined(separator: "\n"))
        }
        guard !paragraphs.isEmpty else { return }
        let names = paragraphs.count == 1 ? linked.first { product in imports.contains { $0.module == product.product } }!.product : "them"
        throw .usage(paragraphs.joined(separator: "\n") + "\n"
            + "what you can do: put the code that uses \(names) inside `#if canImport(\(names == "them" ? "Name" : names))` … `#endif` (TermIsland builds the rest), "
            + "or move the widget's use of it into the app; docs/XcodeProjects.md#remote-packages")
    }

    /// Every `import Name` of the widget's files and its modules' files, with the file (as the
    /// user's paths) and the line.
    func importLines() -> [(module: String, file: String, line: Int)] {
        var found: [(String, String, Int)] = []
        let files = sources.files.map { (sources.url(of: $0), $0) }
            + sources.modules.flatMap { module in module.files.map { (module.url(of: $0), module.url(of: $0).path) } }
        for (url, shown) in files {
            let tokens = SwiftTokens.of((try? String(contentsOf: url, encoding: .utf8)) ?? "")
            for (index, token) in tokens.enumerated() where token.isWord && token.text == "import" {
                // `import Charts`, `import struct Charts.Chart`, `@preconcurrency import Charts`
                var next = index + 1
                if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
                guard next < tokens.count, tokens[next].isWord else { continue }
                found.append((tokens[next].text, shown, token.line))
            }
        }
        return found
    }

    static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
}
