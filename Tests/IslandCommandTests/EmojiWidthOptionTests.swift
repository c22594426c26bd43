import Testing
import TerminalCanvas
@testable import IslandCommandLine
@testable import IslandCommands

/// `--emoji-width 1|2|auto`: taken by the commands that open the previewer (preview, demo, a
/// widget folder's preview), refused by those that print, whose text keeps Unicode's widths.
@Suite struct EmojiWidthOptionTests {
    @Test func thePreviewerCommandsTakeIt() throws {
        for arguments in [["preview", "flight", "--emoji-width", "1"], ["preview", "flight", "--emoji-width=2"],
                          ["preview", "flight", "--emoji-width", "AUTO"]] {
            let run = CommandLineRun(arguments)
            #expect(run.status == 0, "\(arguments)\n\(run)")
        }
        let options = try CommandOptions.parse(["--emoji-width", "1"], accepting: DemoCommand.options)
        #expect(options.emojiWidth == .fixed(1))
        #expect(try CommandOptions.parse([], accepting: DemoCommand.options).emojiWidth == nil)
        #expect(PreviewCommand.widgetSourceOptions?.accepted.contains(.emojiWidth) == true)
    }

    @Test func anythingButOneTwoOrAutoIsAUsageError() {
        for value in ["3", "0", "wide", ""] {
            let run = CommandLineRun(["preview", "flight", "--emoji-width", value])
            #expect(run.status == 2)
            #expect(run.errorLines.first == "island: --emoji-width: expected 1, 2 or auto, got \"\(value)\"", "\(run)")
        }
        let demo = CommandLineRun(["demo", "--emoji-width", "narrow"])
        #expect(demo.status == 2 && demo.errorLines.first == #"island: --emoji-width: expected 1, 2 or auto, got "narrow""#)
    }

    /// Printed text is the same everywhere: `snapshot` has no such option, and `preview`
    /// through a pipe prints with Unicode's widths whatever `--emoji-width` says.
    @Test func printedTextKeepsUnicodesWidths() throws {
        let snapshot = CommandLineRun(["snapshot", "flight", "--emoji-width", "1"])
        #expect(snapshot.status == 2 && snapshot.errorLines.first?.hasPrefix("island: unknown option --emoji-width") == true, "\(snapshot)")
        let printed = CommandLineRun(["preview", "flight", "--emoji-width", "1"])
        let rows = printed.output.split(separator: "\n").map(String.init)
        let airplane = try #require(rows.firstIndex { $0.contains("✈️") && $0.hasPrefix("│") }, "\(printed)")
        // ✈️ counted two columns wide, as Unicode says: its row is as wide as the one above.
        #expect(rows[airplane].displayWidth == rows[airplane - 1].displayWidth, "\(rows[airplane - 1])\n\(rows[airplane])")
        #expect(rows[airplane].contains("FRA                 ✈️                 SFO"))
    }

    @Test func aViewsOnlyWidgetFolderPrintsWithoutThePreviewersOptions() {
        func fallback(_ arguments: [String]) -> [String] { Invocation(command: "preview", arguments: arguments).viewsOnlyFallback(to: "snapshot").commandLine }
        #expect(fallback(["widgets", "--emoji-width", "1", "--motion=none", "--device", "ipad", "--motion", "full"])
                == ["snapshot", "widgets", "--device", "ipad"])
        #expect(fallback(["--emoji-width=auto", "", "x"]) == ["snapshot", "", "x"])
    }
}
