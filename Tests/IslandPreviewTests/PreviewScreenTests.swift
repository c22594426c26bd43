import Foundation
@testable import IslandPreview
import Testing
import TermIsland

@Suite("The previewer's screen at every size")
struct PreviewScreenTests {
    func render(_ session: PreviewSession, _ width: Int, _ height: Int) -> String {
        PreviewScreen().render(session, size: Size(width: width, height: height)).canvas.plainText
    }

    @Test func aWideTerminalShowsBothPhonesAndThePanel() throws {
        let text = render(try PreviewTesting.session(scenario: "four-apps"), 150, 30)
        #expect(text.contains("╭─ unlocked "))
        #expect(text.contains("╭─ locked "))
        #expect(text.contains("ACTIVITIES"))
        #expect(text.contains("ISLAND"))
        #expect(text.contains("Friday, 15 January"))
    }

    @Test func narrowerTerminalsDropTheSecondPhoneThenThePanel() throws {
        let session = try PreviewTesting.session()
        let medium = render(session, 100, 30)
        #expect(medium.contains("╭─ unlocked ") && !medium.contains("╭─ locked ") && medium.contains("ACTIVITIES"))
        let narrow = render(session, 60, 30)
        #expect(narrow.contains("╭─ unlocked ") && !narrow.contains("ACTIVITIES"))
        session.perform(.switchPhone, at: Size(width: 60, height: 30))
        #expect(render(session, 60, 30).contains("╭─ locked "))
        session.perform(.togglePanel, at: Size(width: 60, height: 30))
        let panelOnly = render(session, 60, 30)
        #expect(panelOnly.contains("ACTIVITIES") && !panelOnly.contains("╭─ locked "), "P: the panel instead of the phone")
    }

    @Test(arguments: [(1, 1), (0, 0), (50, 14), (10, 40), (200, 3)])
    func tooSmallATerminalSaysTheSizeNeeded(_ width: Int, _ height: Int) throws {
        let text = render(try PreviewTesting.session(), width, height)
        if width >= 40 && height >= 1 {
            #expect(text.contains("needs at least 51×15"), "\(width)×\(height): \(text)")
        }
        // Never wider or taller than the terminal.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == max(height, 0) || (height == 0 && lines.count <= 1))
    }

    @Test func theSizeNeededIsSaidInWords() throws {
        let lines = render(try PreviewTesting.session(), 40, 12).split(separator: "\n").map { $0.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(3) == ["TermIsland needs at least 51×15; this", "terminal is 40×12. Make it larger, or q", "to quit."])
        // docs/Previewer.md shows these lines (its block is marked "checked by" this file).
        let guide = (try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/Previewer.md"), encoding: .utf8)) ?? ""
        let block = guide.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/PreviewScreenTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "```\n").first
        #expect(block == lines.prefix(3).joined(separator: "\n") + "\n")
    }

    @Test func everyRowIsExactlyTheTerminalsWidthAtEveryWidth() throws {
        let session = try PreviewTesting.session(scenario: "four-apps")
        session.perform(.stepToNextEvent)
        for width in stride(from: 51, through: 220, by: 1) {
            let canvas = PreviewScreen().render(session, size: Size(width: width, height: 32)).canvas
            #expect(canvas.width == width)
            for row in 0..<canvas.height {
                #expect(canvas.cells(inRow: row).reduce(0) { $0 + $1.width } == width, "row \(row) at \(width)")
            }
        }
    }

    /// The panel's headings stand over their columns at every width it has.
    @Test func thePanelsHeadingsStandOverTheirColumns() throws {
        let session = try PreviewTesting.session()
        var checked = 0
        for width in stride(from: 56, through: 220, by: 1) {
            let lines = render(session, width, 30).split(separator: "\n").map(String.init)
            // Narrow, the panel gives way to the phone.
            guard let heading = lines.first(where: { $0.contains("ACTIVITIES") }), let row = lines.first(where: { $0.contains("Pizza pizza") }) else {
                continue
            }
            checked += 1
            func column(_ text: String, in line: String) -> Int? {
                line.range(of: text).map { Array(line[..<$0.lowerBound]).reduce(0) { $0 + $1.displayWidth } }
            }
            #expect(column("state", in: heading) == column("active", in: row), "state at \(width)")
            #expect(column("left", in: heading) == column("8h00", in: row), "left at \(width)")
        }
        #expect(checked >= 130)
    }

    /// `--dynamic-type` reaches the previewer's presentations: larger text, taller cards.
    @Test func theTextSizeReachesThePresentations() throws {
        let session = try PreviewTesting.session(example: "flight")
        let large = render(session, 150, 40)
        session.environment.dynamicTypeSize = .accessibility3
        session.environment.cellMetrics = CellMetrics(for: .accessibility3)
        let larger = render(session, 150, 40)
        #expect(large != larger)
        #expect(large.contains("Departs in 1 hr, 30 min"))
    }

    @Test func aShortHelpSaysHowManyKeysItCannotShow() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleHelp)
        let short = render(session, 60, 16)
        // 16 rows: a box of 14, 12 inside, the last for "? or Esc closes": 10 lines, then how many more.
        #expect(short.contains("… \(HelpOverlay.lines.count - 10) more in a taller terminal"), "\(short)")
        #expect(!render(session, 150, 40).contains("more in a taller terminal"))
    }

    @Test func theHelpOverlayListsEveryKey() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleHelp)
        let text = render(session, 150, 40)
        for key in ["touch and hold the island", "an update with an alert", "next device", "start an activity from another app", "? or Esc closes"] {
            #expect(text.contains(key), "\(key)")
        }
    }

    @Test func theLockedPhoneListsTheCardsInTheSystemsOrder() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.advance(realSeconds: 4)   // 4 minutes: pizza, match, ride, flight
        session.perform(.toggleLock)
        let text = render(session, 150, 60)
        let order = ["Driver on the way", "Lufthansa", "2 Pizzas", "Bundesliga"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(text)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "relevance 80, 60, 50, 30")
    }
}
