import Foundation
import Testing

extension WidgetFolderTests {
    /// `island lint <folder>` runs in the folder's own program; its findings point at the
    /// folder's `#Preview`s, in the paths the folder was given by, and the guide shows them.
    @Test func lintOfTheExampleFolderPrintsWhatTheGuideShows() throws {
        let result = try island(["lint", Self.example.path, "--device", "iphone-15-pro"])
        #expect(result.status == 0, "only warnings: \(result.errors)")
        let output = result.output.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
        #expect(output.contains("Examples/DeliveryWidget/DeliveryLiveActivity.swift:53: warning: [stale-date] Lock Screen: "))
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Lint.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/WidgetFolderLintTests.swift -->\n```text\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        #expect(output == String(page[start.upperBound..<end.lowerBound]) + "\n", "docs/Lint.md shows what island lint does not print")
    }

    @Test func lintOfAFolderTakesOnlyLintsOptions() throws {
        let result = try island(["lint", Self.example.path, "--record"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("island: unknown option --record"))
    }
}
