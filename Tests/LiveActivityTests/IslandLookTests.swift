import Foundation
import IslandExamples
@testable import LiveActivity
import Testing
import TermIsland
import TerminalCanvas

/// The island and the Lock Screen card look as iOS draws them: a black capsule whose every row
/// is black, the keyline a line inside it; the card's colour reaching its border, the ✕ on it.
@Suite("The island's and the card's chrome")
struct IslandLookTests {
    func render(_ presentation: Presentation, theme: Theme = .dark) -> RenderedPresentation {
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_000)
        return Example.pizzaDelivery.render(PresentationRenderer(device: .iPhone15Pro, environment: environment, theme: theme),
                                            presentation, 5 * 60)
    }

    /// The rows of `canvas` whose cells are not all on `background`, with the first such cell.
    func rowsOffBackground(_ canvas: Canvas, _ background: TerminalColor) -> [Int: Int] {
        var rows: [Int: Int] = [:]
        for y in 0..<canvas.height {
            if let x = (0..<canvas.width).first(where: { !canvas[$0, y].isContinuation && canvas[$0, y].style.background != background }) {
                rows[y] = x
            }
        }
        return rows
    }

    /// The cells of the border ring (top and bottom rows, first and last columns) not on `background`.
    func borderOffBackground(_ canvas: Canvas, _ background: TerminalColor) -> [Point] {
        var ring: [Point] = []
        for x in 0..<canvas.width { ring += [Point(x: x, y: 0), Point(x: x, y: canvas.height - 1)] }
        for y in 0..<canvas.height { ring += [Point(x: 0, y: y), Point(x: canvas.width - 1, y: y)] }
        return ring.filter { canvas[$0.x, $0.y].style.background != background }
    }

    @Test func everyRowOfTheCompactCapsuleIsBlackWithTheKeylineOnIt() {
        let canvas = render(.compact).canvas
        #expect(canvas.plainText == """
            ╭───────────────────────────╮
            │👜 2 P…      ◉        20:00│
            ╰───────────────────────────╯
            """)
        #expect(rowsOffBackground(canvas, .rgb(0, 0, 0)) == [:], "the border rows and columns are black too")
        // The keyline: the app's tint (cyan in dark mode), on black.
        let keyline = Color.cyan.terminalColor(in: .dark)!
        for point in [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 28, y: 0), Point(x: 0, y: 1), Point(x: 28, y: 1), Point(x: 0, y: 2), Point(x: 28, y: 2)] {
            #expect(canvas[point.x, point.y].style == Style(foreground: keyline, background: .rgb(0, 0, 0)), "\(point)")
        }
    }

    @Test(arguments: [Presentation.minimal, .expanded])
    func everyRowOfEveryOtherCapsuleIsBlack(_ presentation: Presentation) {
        let canvas = render(presentation).canvas
        if presentation == .minimal {
            // Attached and detached, a column of the terminal's own between them.
            #expect(canvas.plainText == """
                ╭──────────────────────╮ ╭─────╮
                │  ⏳          ◉       │ │  ⏳ │
                ╰──────────────────────╯ ╰─────╯
                """)
            let gap = canvas.width - 8
            for y in 0..<canvas.height { #expect(canvas[gap, y].style.background == .default, "the gap between the capsules") }
            var capsules = canvas
            for y in 0..<canvas.height { capsules[gap, y] = Cell(" ", style: Style(background: .rgb(0, 0, 0))) }
            #expect(rowsOffBackground(capsules, .rgb(0, 0, 0)) == [:])
        } else {
            // The content paints its own backgrounds (the button's); the ring around it is black.
            #expect(borderOffBackground(canvas, .rgb(0, 0, 0)).isEmpty)
        }
    }

    @Test func aThemeWithoutColoursKeepsTheTerminalsOwnBackground() {
        let canvas = render(.compact, theme: .monochrome).canvas
        #expect(rowsOffBackground(canvas, .default) == [:])
    }

    @Test func theCardsColourReachesItsBorderAndTheCrossIsOnIt() throws {
        let rendered = render(.lockScreen)
        let canvas = rendered.canvas
        #expect(canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 👜 2 Pizzas                          20:00 │
            │ Bill James is on their way with your order │
            │ ($23.50).                                  │
            │ ████████▍                                  │
            ╰────────────────────────────────────────────╯
            """)
        // The card's colour (the example's cyan at 25 % over the dark card) in every cell
        // the content leaves alone: the border and the ✕ too.
        let card = Color.cyan.terminalColor(in: .dark)!.blended(with: .rgb(28, 28, 30), fraction: 0.75)
        for y in [0, canvas.height - 1] {
            for x in 0..<canvas.width { #expect(canvas[x, y].style.background == card, "(\(x), \(y))") }
        }
        for y in 0..<canvas.height {
            #expect(canvas[0, y].style.background == card)
            #expect(canvas[canvas.width - 1, y].style.background == card)
        }
        // The ✕ is where LockScreenDismiss says, inside the card.
        let cross = try #require(LockScreenDismiss.rect(in: canvas.bounds))
        #expect(cross == Rect(x: 41, y: 0, width: 3, height: 1))
        #expect(canvas.bounds.intersection(cross) == cross)
        #expect((cross.minX..<cross.maxX).map { canvas[$0, 0].grapheme }.joined() == LockScreenDismiss.label)
        // And leaves a region there, of the system's chrome, whose action is to dismiss the card.
        #expect(rendered.regions.filter { $0.kind == .chrome } == [Region(id: RegionID("dismiss"), rect: cross, kind: .chrome, action: .dismiss)])
        // In the app's colour for it (the example's indigo), lightened until it can be read on
        // the card (indigo on this cyan card is 2:1; text needs 3:1).
        let indigo = Color.indigo.terminalColor(in: .dark)!
        #expect(!Legibility.isLegible(Style(foreground: indigo, background: card), as: .text))
        let shown = canvas[cross.minX + 1, 0].style
        #expect(shown == Style(foreground: Legibility.legibleColor(indigo, on: card, as: .text), background: card))
        #expect(shown.foreground != indigo && Legibility.isLegible(shown, as: .text))
    }

    @Test func theCrossNeedsACardSixColumnsWideAndTwoHigh() {
        #expect(LockScreenDismiss.rect(in: Rect(x: 3, y: 7, width: 6, height: 2)) == Rect(x: 4, y: 7, width: 3, height: 1))
        #expect(LockScreenDismiss.rect(in: Rect(x: 3, y: 7, width: 5, height: 2)) == nil)
        #expect(LockScreenDismiss.rect(in: Rect(x: 3, y: 7, width: 6, height: 1)) == nil)
    }
}
