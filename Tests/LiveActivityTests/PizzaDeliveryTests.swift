import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// Apple's pizza example in every presentation, as whole grids.
@Suite("Pizza delivery presentations")
struct PizzaDeliveryTests {
    func render(_ presentation: Presentation, device: DeviceProfile = .iPhone15Pro, minutes: Double = 5) -> RenderedPresentation {
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_000)
        return Example.pizzaDelivery.render(PresentationRenderer(device: device, environment: environment), presentation, minutes * 60)
    }

    @Test func compactKeepsTheCameraClear() {
        #expect(render(.compact).canvas.plainText == """
            ╭───────────────────────────╮
            │👜 2 P…      ◉        20:00│
            ╰───────────────────────────╯
            """)
    }

    @Test func expandedPlacesRegionsAroundTheCamera() {
        #expect(render(.expanded).canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │ 👜 2 Pizzas                      ⏳ 20:00  │
            │            Bill James is on the…           │
            │               📞 Call driver               │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func lockScreenUsesTheTintSetInsideTheComponent() {
        let rendered = render(.lockScreen)
        #expect(rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 👜 2 Pizzas                          20:00 │
            │ Bill James is on their way with your order │
            │ ($23.50).                                  │
            │ ████████▍                                  │
            ╰────────────────────────────────────────────╯
            """)
        // The example tints cyan at 25% opacity, over the dark card.
        let expected = Color.cyan.terminalColor(in: .dark)!.blended(with: .rgb(28, 28, 30), fraction: 0.75)
        #expect(rendered.canvas[1, 1].style.background == expected)
        #expect(rendered.canvas[20, 2].style.background == expected)
        #expect(rendered.warnings.isEmpty)
    }

    @Test(arguments: [DeviceProfile.iPhone15Pro, .iPhone15ProMax])
    func bothIslandSizeClassesFitTheirWidths(device: DeviceProfile) {
        for presentation in [Presentation.compact, .expanded] {
            let canvas = render(presentation, device: device).canvas
            let geometry = device.island!
            let points = presentation == .compact ? geometry.compactWidth : geometry.expandedWidth
            #expect(canvas.width == Int((points / 8).rounded()))
        }
    }

    @Test func aDeviceWithoutAnIslandShowsTheBanner() {
        let rendered = render(.compact, device: .iPhoneSE)
        #expect(rendered.warnings.first == .noDynamicIsland(device: DeviceProfile.iPhoneSE.name))
        #expect(rendered.canvas.plainText.contains("Bill James"))
    }

    @Test(arguments: [(0.0, "25:00"), (12.5, "12:30"), (24.5, "0:30"), (25, "0:00"), (90, "0:00")])
    func theTimerCountsDownAndStops(minutes: Double, shown: String) {
        #expect(render(.compact, minutes: minutes).canvas.plainText.contains(" \(shown)"))
    }
}

@Test func theDismissActionTakesTheAppsColour() {
    var environment = EnvironmentValues()
    environment.date = Date(timeIntervalSince1970: 1_800_000_000)
    let canvas = Example.pizzaDelivery.render(PresentationRenderer(device: .iPhone15Pro, environment: environment), .lockScreen, 300).canvas
    // The example's Lock Screen view sets `.activitySystemActionForegroundColor(.indigo)`.
    let x = canvas.width - 4
    #expect(canvas[x, 0].grapheme == "✕")
    // On the card's colour, and made legible on it (Legibility.legibleColor).
    let card = canvas[x, 0].style.background
    #expect(canvas[x, 0].style.foreground == Legibility.legibleColor(Color.indigo.terminalColor(in: .dark)!, on: card, as: .text))
}

@Test func islandTextIsWhiteWhateverTheTerminal() {
    var environment = EnvironmentValues()
    environment.date = Date(timeIntervalSince1970: 1_800_000_000)
    let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment)
    let canvas = Example.pizzaDelivery.render(renderer, .compact, 300).canvas
    // "20:00" at the trailing end: the example leaves it uncoloured.
    let x = canvas.width - 3
    #expect(canvas[x, 1].style.foreground == Color.white.terminalColor(in: .dark))
}

@Test func standByOnADeviceWithoutAnIslandHasNoCapsule() {
    let rendered = Example.pizzaDelivery.render(PresentationRenderer(device: .iPad), .standby, 300)
    #expect(!rendered.canvas.plainText.hasPrefix(" "))
    #expect(rendered.warnings == [.noStandBy])
    #expect(rendered.warnings.map(\.description) == ["iPad has no StandBy"])
}
