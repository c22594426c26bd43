@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import TerminalCanvas
import Testing

struct BuiltInThemeTests {
    @Test(arguments: Theme.builtInNames)
    func loadsFromTheCompiledInCopyAndFromTheFileAlike(_ name: String) throws {
        let compiledIn = try Theme.named(name)
        #expect(compiledIn.name == name)
        #expect(try Theme.named(name, in: ThemeFixtures.themesDirectory) == compiledIn)
        #expect(try Theme.load(from: ThemeFixtures.themesDirectory.appendingPathComponent("\(name).json")) == compiledIn)
    }

    @Test func everyFileInThemesIsBuiltIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ThemeFixtures.themesDirectory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
        #expect(Set(files) == Set(Theme.builtInNames))
        #expect(Theme.builtIn.map(\.name) == Theme.builtInNames)
    }

    @Test func darkKeepsTheRenderersColours() throws {
        // The colours PresentationRenderer and IslandChrome used before themes, so adopting the
        // dark theme moves no snapshot but for the camera lens.
        let dark = try Theme.named("dark")
        #expect(dark.island.background == .rgb(0, 0, 0))
        #expect(dark.island.keyline == .rgb(44, 44, 46))
        #expect(dark.island.corners == .rounded)
        #expect(dark.lockScreen.dark.background == .rgb(28, 28, 30))
        #expect(dark.lockScreen.light.background == .rgb(242, 242, 247))
        #expect(dark.lockScreen.dark.border == .rgb(72, 72, 74))
        #expect(dark.lockScreen.light.border == .rgb(199, 199, 204))
        #expect(dark.symbols == .emoji)
    }

    @Test func monochromeUsesNoColours() throws {
        let theme = try Theme.named("monochrome")
        let schemes = [theme.lockScreen.light, theme.lockScreen.dark]
        let colors = [theme.island.background, theme.island.keyline, theme.island.camera.color]
            + schemes.flatMap { [$0.background, $0.foreground, $0.border, $0.dismissAction] }
        #expect(colors.allSatisfy { $0 == .default })
        #expect(theme.island.camera.attributes == .dim)
        #expect(theme.symbols != .emoji)
    }

    /// East Asian Ambiguous characters a theme might reach for; a terminal set to draw them wide
    /// (as CJK users' are) would break the island's shape.
    static let ambiguousLookAlikes: Set<Character> = ["●", "○", "◯", "■", "□", "█", "▓", "▒", "░", "•", "·"]

    @Test(arguments: Theme.builtInNames)
    func glyphsAreNarrowEverywhere(_ name: String) throws {
        let camera = try Theme.named(name).island.camera
        for glyph in [camera.fill, camera.lens] {
            #expect(glyph.displayWidth == 1)
            #expect(!Self.ambiguousLookAlikes.contains(glyph), "\(name): \(glyph)")
        }
    }

    @Test(arguments: Theme.CornerStyle.allCases)
    func cornerStylesMapToCanvasBorders(_ style: Theme.CornerStyle) {
        let expected: [Theme.CornerStyle: BorderGlyphs] = [.rounded: .rounded, .square: .square, .ascii: .ascii]
        #expect(style.borderGlyphs == expected[style])
    }
}
