import Foundation
import Testing

extension WidgetFolderTests {
    /// `island lint <folder>` runs in the folder's own program; its findings point at the
    /// folder's `#Preview`s, in the paths the folder was given by, and the guide shows them.
    @Test func lintOfTheExampleFolderPrintsWhatTheGuideShows() throws {
        let result = try island(["lint", Self.example.path, "--device", "iphone-15-pro"])
        #expect(result.status == 0, "only warnings: \(result.errors)")
        let output = result.output.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
        #expect(output.contains("docs/examples/DeliveryWidget/DeliveryLiveActivity.swift:53: warning: [stale-date] Lock Screen: "))
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Lint.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/WidgetFolderLintTests.swift -->\n```text\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        #expect(output == String(page[start.upperBound..<end.lowerBound]) + "\n", "docs/Lint.md shows what island lint does not print")
    }

    @Test func aFoldersPreviewsReadAsVoiceOverWouldEachStateInTurn() throws {
        let result = try island(["snapshot", Self.example.path, "--presentation", "compact", "--format", "voiceover"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("""
            island snapshot · Lock Screen · compact · iPhone 15 Pro · at 0s
            from DeliveryLiveActivity.swift:53

            state 1 of 2
            1. bag, Image
            2. 25:00

            state 2 of 2
            1. bag, Image
            2. 9:00

            """), "\(result.output)")
        #expect(!result.output.contains("warning:"), "drawing warnings are not VoiceOver's")
    }

    @Test func voiceOverIsNotRecorded() throws {
        let result = try island(["snapshot", Self.example.path, "--format", "voiceover", "--check"])
        #expect(result.status == 2)
        #expect(result.errors == "island: --format voiceover prints what VoiceOver reads; --record and --check keep the drawings\n")
    }

    /// docs/Lint.md's CI step: a folder's findings as SARIF for code scanning. Lint's own
    /// `--format` check, said before anything is built (no "building" line).
    @Test func lintOfAFolderWritesSARIFAndRefusesOtherFormatsBeforeBuilding() throws {
        let sarif = try island(["lint", Self.example.path, "--device", "iphone-15-pro", "--format", "sarif"])
        #expect(sarif.status == 0, "\(sarif.errors)")
        #expect(sarif.output.contains("\"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\""))
        #expect(sarif.output.contains("DeliveryLiveActivity.swift"))
        let svg = try island(["lint", Self.example.path, "--format", "svg"])
        #expect(svg.status == 2)
        #expect(svg.errors == "island: --format: lint writes text or sarif, got \"svg\"\n")
    }

    @Test func lintOfAFolderTakesOnlyLintsOptions() throws {
        let result = try island(["lint", Self.example.path, "--record"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("island: unknown option --record"))
    }
}
