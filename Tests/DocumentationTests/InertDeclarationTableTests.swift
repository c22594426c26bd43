import Foundation
import Testing
import TermIsland

/// docs/Lint.md's table of inert declarations is `InertDeclaration.all`, row for row: the page
/// says what `island lint` names, and why, from the one table the lint reads.
@Suite("The inert declarations' table")
struct InertDeclarationTableTests {
    static let marker = "<!-- checked by Tests/DocumentationTests/InertDeclarationTableTests.swift -->\n"

    /// A row as the page writes it.
    static func row(_ declaration: InertDeclaration) -> String {
        "| `\(declaration.name)` | `\(declaration.owner.rawValue)` | \(declaration.reason.rawValue) | \(declaration.reason.explanation) |"
    }

    @Test func lintMdListsEveryInertDeclarationWithItsReason() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Lint.md"), encoding: .utf8)
        let start = try #require(page.range(of: Self.marker), "docs/Lint.md has no table marked \(Self.marker)")
        let rows = page[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.dropFirst(2).map(String.init)
        let expected = InertDeclaration.all.map(Self.row)
        #expect(rows == expected, "docs/Lint.md's rows should be:\n\(expected.joined(separator: "\n"))")
    }
}
