import Foundation
import IslandExamples
import Testing
import TermIsland
import TerminalCanvas

/// A scene renderer kept from frame to frame brings each presentation of unchanged content to
/// the new date instead of resolving it again; every example, in every presentation a scene
/// draws and on three devices, draws as a new renderer does at each instant, cells, regions
/// and what VoiceOver reads.
@Suite("Scenes: unchanged content brought on to a new date")
struct SceneBroughtOnTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// Five minutes in, then a second and a minute later; new content at fifteen minutes, an hour.
    static let offsets: [Double] = [300, 301, 359, 361, 900, 3_900]

    static func content(_ example: Example, island: SceneContent.Island, at seconds: Double) throws -> SceneContent {
        var content = SceneContent(island: island, lockScreen: ["a"])
        // The content changes once, at 900 s: from there the views are resolved again.
        let preview = try #require(example.kind.preview?(start, seconds >= 900 ? 900 : 300))
        content.activities["a"] = SceneContent.Activity(kind: example.kind, data: preview.data)
        return content
    }

    @Test(arguments: Example.all)
    func everyExampleDrawsAsANewRendererDoes(example: Example) throws {
        for device in [DeviceProfile.iPhone15Pro, .iPhoneSE, .iPad] {
            for island in [SceneContent.Island.compact("a"), .expanded("a"), .minimal(attached: "a", detached: "a")] {
                let kept = SceneRenderer(device: device)
                for seconds in Self.offsets {
                    let content = try Self.content(example, island: island, at: seconds)
                    let at = Self.start.addingTimeInterval(seconds)
                    let warm = kept.render(content, at: at), cold = SceneRenderer(device: device).render(content, at: at)
                    let context: Comment = "\(example.name) on \(device.name), \(island), \(seconds) s"
                    #expect(warm.stacked().canvas == cold.stacked().canvas, "\(context):\n\(warm.stacked().canvas.plainText)\n—\n\(cold.stacked().canvas.plainText)")
                    #expect(warm.stacked().regions == cold.stacked().regions, context)
                    #expect(warm.island?.voiceOverText == cold.island?.voiceOverText, context)
                    #expect(warm.lockScreen.map(\.rendered.voiceOverText) == cold.lockScreen.map(\.rendered.voiceOverText), context)
                    #expect(warm.errors == cold.errors, context)
                    // What is worked out once a tree (its symbols, its images, its URL) is the same.
                    #expect(warm.warnings == cold.warnings, context)
                    #expect(warm.island?.unknownSymbols == cold.island?.unknownSymbols, context)
                    #expect(warm.lockScreen.map(\.rendered.diagnostics) == cold.lockScreen.map(\.rendered.diagnostics), context)
                }
            }
        }
    }
}
