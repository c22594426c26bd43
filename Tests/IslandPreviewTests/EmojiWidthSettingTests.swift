import CursesBackend
import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// How the previewer chooses its emoji widths (`--emoji-width`, `TERMISLAND_EMOJI_WIDTH`, or
/// measured), shows them under `?`, and lays out with them.
@Suite struct EmojiWidthSettingTests {
    static let tmux = GraphemeWidthMeasurement(drawn: [.emojiPresentation: 1, .keycap: 1, .flag: 2, .zwjSequence: 2], widths: .textDefaultsNarrow)
    static let xterm = GraphemeWidthMeasurement(drawn: [.emojiPresentation: 1, .keycap: 1, .flag: 2, .zwjSequence: 6], widths: .textDefaultsNarrow)

    /// Resolves, counting the measurements; the note is what `?` shows after the widths.
    func resolve(_ given: EmojiWidthSetting?, _ environment: [String: String] = [:],
                 measured: GraphemeWidthMeasurement = tmux) -> (widths: GraphemeWidths, note: String, measured: Int) {
        var count = 0
        let choice = EmojiWidthSetting.resolve(given: given, environment: environment) {
            count += 1
            return measured
        }
        let prefix = "\(choice.widths) · "
        #expect(choice.description.hasPrefix(prefix))
        return (choice.widths, String(choice.description.dropFirst(prefix.count)), count)
    }

    @Test func theArgumentIsOneTwoOrAuto() {
        #expect(EmojiWidthSetting("1") == .fixed(1) && EmojiWidthSetting("2") == .fixed(2))
        #expect(EmojiWidthSetting("auto") == .auto && EmojiWidthSetting("Auto") == .auto)
        for text in ["0", "3", "", "one", " 1"] { #expect(EmojiWidthSetting(text) == nil, "\(text)") }
        #expect([EmojiWidthSetting.auto, .fixed(1), .fixed(2)].map(\.argument) == ["auto", "1", "2"])
        #expect(EmojiWidthSetting.environmentVariable == "TERMISLAND_EMOJI_WIDTH")
    }

    @Test func byDefaultTheTerminalIsMeasured() {
        let chosen = resolve(nil)
        #expect(chosen.widths == .textDefaultsNarrow && chosen.note == "measured" && chosen.measured == 1)
        #expect(resolve(.auto).note == "measured")
    }

    @Test func aKindDrawnOtherwiseIsNamed() {
        let chosen = resolve(nil, measured: Self.xterm)
        #expect(chosen.widths == .textDefaultsNarrow)
        #expect(chosen.note == "measured; 👨‍👩‍👧 drawn 6")
    }

    @Test func aTerminalThatDoesNotAnswerGetsUnicodesWidthsAndTheReason() {
        let chosen = resolve(nil, measured: GraphemeWidthMeasurement(drawn: [:], widths: .unicode, problem: .noAnswer(waited: .milliseconds(200))))
        #expect(chosen.widths == .unicode && chosen.note == "no answer in 200 ms")
    }

    @Test func theOptionFixesTheWidthsWithoutMeasuring() {
        let one = resolve(.fixed(1), ["TERMISLAND_EMOJI_WIDTH": "2"])
        #expect(one.widths == .textDefaultsNarrow && one.note == "--emoji-width 1" && one.measured == 0)
        #expect(EmojiWidthSetting.resolve(given: .fixed(1), environment: [:]) { Self.tmux }.origin == .option(1))
        #expect(EmojiWidthSetting.resolve(given: nil, environment: ["TERMISLAND_EMOJI_WIDTH": "2"]) { Self.tmux }.origin == .variable(2))
        let two = resolve(.fixed(2))
        #expect(two.widths == .unicode && two.note == "--emoji-width 2" && two.measured == 0)
        // --emoji-width auto measures even where the variable says otherwise.
        let auto = resolve(.auto, ["TERMISLAND_EMOJI_WIDTH": "2"])
        #expect(auto.note == "measured" && auto.measured == 1)
    }

    @Test func theVariableSetsThemWhenTheOptionIsNotGiven() {
        let one = resolve(nil, ["TERMISLAND_EMOJI_WIDTH": "1"])
        #expect(one.widths == .textDefaultsNarrow && one.note == "TERMISLAND_EMOJI_WIDTH=1" && one.measured == 0)
        let auto = resolve(nil, ["TERMISLAND_EMOJI_WIDTH": "auto"])
        #expect(auto.note == "measured" && auto.measured == 1)
        let wrong = resolve(nil, ["TERMISLAND_EMOJI_WIDTH": "wide"])
        #expect(wrong.note == "measured; TERMISLAND_EMOJI_WIDTH=wide ignored" && wrong.measured == 1)
    }

    @Test func theHelpShowsTheWidthsBelowTheKeys() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleHelp)
        let screen = PreviewScreen()
        screen.emojiWidths = EmojiWidthChoice(widths: .textDefaultsNarrow, origin: .measured(Self.tmux, ignoredVariable: nil))
        let text = GraphemeWidths.textDefaultsNarrow.withCurrent {
            screen.render(session, size: Size(width: 150, height: 40)).canvas.plainText
        }
        let rows = text.split(separator: "\n")
        let widths = try #require(rows.firstIndex { $0.contains("widths      ✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 · measured") }, "\(text)")
        #expect(rows[widths - 1].contains("scroll the Lock Screen"))
        #expect(rows[widths + 1].contains("? or Esc closes"))
        // Too short for every key: the keys come first, the widths are left out.
        let short = screen.render(session, size: Size(width: 60, height: 16)).canvas.plainText
        #expect(short.contains("… 20 more in a taller terminal") && !short.contains("widths"), "\(short)")
    }

    /// Laid out with tmux's widths, the flight's expanded island gives ✈️ one cell and its
    /// right edge stays in one column.
    @Test func theIslandIsLaidOutWithTheWidthsInForce() throws {
        let session = try PreviewTesting.session(example: "flight")
        session.perform(.hold(activityID: "pizza"))
        let canvas = GraphemeWidths.textDefaultsNarrow.withCurrent {
            PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas
        }
        let airplane = try #require(PreviewTesting.point(of: "Frankfurt", in: canvas))
        let row = (0..<canvas.width).map { canvas[$0, airplane.y] }
        let cell = try #require(row.first { $0.grapheme == "✈️" }, "\(row.map(\.grapheme).joined())")
        #expect(cell.width == 1)
        let edges = (airplane.y - 2...airplane.y + 3).map { y in (3..<50).first { "│╮╯".contains(canvas[$0, y].grapheme) } }
        #expect(Set(edges).count == 1 && edges[0] != nil, "\(edges)")
    }
}
