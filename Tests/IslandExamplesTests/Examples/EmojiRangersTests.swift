import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// Apple's Emoji Rangers sample: Power Panda's adventure in every presentation.
@Suite("Emoji Rangers presentations")
struct EmojiRangersTests {
    let example = Example.emojiRangers

    /// The adventure's moments: the start, the dragon, the critical hit, the inn, and stale.
    static let moments: [Double] = [0, 5 * 60, 12 * 60, 30 * 60, 50 * 60]

    @Test(arguments: ExampleTesting.devices, ExampleTesting.presentations)
    func everyPresentationFitsItsDevice(device: DeviceProfile, presentation: Presentation) {
        for seconds in Self.moments {
            ExampleTesting.expectWellFormed(example.rendered(presentation, on: device, at: seconds), presentation, on: device)
        }
    }

    @Test(arguments: ExampleTesting.devices)
    func theHeroAndHealthAreVisibleEverywhere(device: DeviceProfile) {
        let compact = example.rendered(.compact, on: device, at: 5 * 60).canvas.plainText
        #expect(compact.contains("🐼"))
        #expect(compact.contains("64 ◕"))
        #expect(example.rendered(.minimal, on: device, at: 5 * 60).canvas.plainText.contains("🐼 ◕"))
        let expanded = example.rendered(.expanded, on: device, at: 5 * 60).canvas.plainText
        #expect(expanded.contains("Power Panda"))
        #expect(expanded.contains("❤️ 64%"))
        #expect(expanded.contains("64% - Power Panda is battling"))
        let lockScreen = example.rendered(.lockScreen, on: device, at: 5 * 60).canvas.plainText
        #expect(lockScreen.contains("Power Panda"))
        #expect(lockScreen.contains("64% health"))
    }

    @Test func compactShowsTheAvatarAndTheHealthRing() {
        #expect(example.rendered(.compact, at: 5 * 60).canvas.plainText == """
            ╭───────────────────────────╮
            │🐼           ◉         64 ◕│
            ╰───────────────────────────╯
            """)
    }

    @Test func lockScreenShowsTheHeroHealthAndEvent() {
        let rendered = example.rendered(.lockScreen, at: 5 * 60)
        #expect(rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 🐼 Power Panda                  64% health │
            │    █████████████████████████               │
            │    Power Panda is battling a grumpy        │
            │    dragon.                                 │
            ╰────────────────────────────────────────────╯
            """)
        // The tint is set inside the component's body, and found there: the game's purple at
        // 80% over the dark card, not the card's own grey.
        #expect(rendered.canvas[20, 1].style.background != TerminalColor.rgb(28, 28, 30))
    }

    @Test func aCriticalHitTurnsTheRingRed() {
        let healthy = example.rendered(.compact, at: 5 * 60).canvas
        let hurt = example.rendered(.compact, at: 12 * 60).canvas
        #expect(hurt.plainText.contains("14 ◔"))
        let ring = { (canvas: Canvas) in canvas[canvas.width - 2, 1].style.foreground }
        #expect(ring(hurt) == Color.red.terminalColor(in: .dark))
        #expect(ring(healthy) == Color.green.terminalColor(in: .dark))
    }

    @Test func aStaleActivitySaysItsNewsIsOld() {
        let expanded = example.rendered(.expanded, at: 50 * 60).canvas.plainText
        #expect(expanded.contains("⚠️ Outdated"))
        #expect(!expanded.contains("❤️"))
        let lockScreen = example.rendered(.lockScreen, at: 50 * 60).canvas.plainText
        #expect(lockScreen.contains("⚠️ Out of date"))
        #expect(!lockScreen.contains("% health"))
        // Fresh, it says nothing of the kind.
        #expect(!example.rendered(.lockScreen, at: 30 * 60).canvas.plainText.contains("Out of date"))
    }
}
