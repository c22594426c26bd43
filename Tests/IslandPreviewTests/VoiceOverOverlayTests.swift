import Foundation
@testable import IslandPreview
import TerminalCanvas
import Testing

/// `v`: what VoiceOver reads of the presentations on the screen, over it, in a box.
@Suite("What VoiceOver reads, in the previewer")
struct VoiceOverOverlayTests {
    /// The box's inner lines, outline and padding left out.
    func box(_ canvas: Canvas) throws -> [String] {
        let corner = try #require(PreviewTesting.point(of: "╭─ VoiceOver ", in: canvas))
        var rows: [String] = []
        for y in (corner.y + 1)..<canvas.height {
            var line = ""
            for x in corner.x..<canvas.width where !canvas[x, y].isContinuation { line += canvas[x, y].grapheme }
            guard line.hasPrefix("│") else { break }
            let inner = line.dropFirst().prefix { $0 != "│" }
            rows.append(String(inner).trimmingCharacters(in: .whitespaces))
        }
        return rows
    }

    @Test func vShowsTheIslandAndTheLockScreenInReadingOrderAndClosesAgain() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        let screen = PreviewScreen()
        _ = screen.render(session, size: Size(width: 150, height: 40))
        session.perform(.toggleVoiceOver)
        #expect(session.isShowingVoiceOver && session.isShowingOverlay)
        #expect(session.flash == .voiceOver(isShown: true))
        let lines = try box(screen.render(session, size: Size(width: 150, height: 40)).canvas)
        #expect(lines == [
            "the island",
            "1. 2 Pizzas",
            "2. 25:00",
            "pizza · Lock Screen",
            "1. 2 Pizzas",
            "2. 25:00",
            "3. Bill James is on their way with your order ($23.50).",
            "4. 0 percent",
            "v or Esc closes",
        ])
        // docs/Previewer.md shows these lines (its block is marked "checked by" this file).
        let guide = (try? String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)) ?? ""
        let block = guide.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/VoiceOverOverlayTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "```\n").first
        #expect(block == lines.joined(separator: "\n") + "\n")
        session.perform(.toggleVoiceOver)
        #expect(!session.isShowingVoiceOver && session.flash == .voiceOver(isShown: false))
        session.perform(.toggleVoiceOver)
        session.perform(.closeOverlay)
        #expect(!session.isShowingVoiceOver && session.flash == .voiceOver(isShown: false))
    }

    @Test func theHelpAndVoiceOverAreNeverOpenTogether() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        session.perform(.toggleHelp)
        session.perform(.toggleVoiceOver)
        #expect(session.isShowingVoiceOver && !session.isShowingHelp)
        session.perform(.toggleHelp)
        #expect(session.isShowingHelp && !session.isShowingVoiceOver)
    }

    @Test func aClickUnderItSaysHowToCloseIt() throws {
        let session = try PreviewTesting.session(example: "pizza-delivery")
        session.perform(.toggleVoiceOver)
        session.perform(.tapOutside)
        #expect(session.flash == .clickUnder(.voiceOver))
        #expect(session.isShowingVoiceOver)
    }

    @Test func vIsInTheKeyTable() throws {
        #expect(KeyBindings.action(for: .character("v"), []) == .toggleVoiceOver)
    }
}
