@testable import Motion
import TerminalCanvas
import Testing

// Cases the full mutation run (docs/Reliability.md) found no test for.

@Suite("Pinned by the mutation run: motion")
struct MotionMutationPinTests {
    /// A spring past its target (progress 1.5) carries the island past where it is going, so
    /// cells it covered before and covers after are left between: they show the colour just
    /// left of where it is going (the wallpaper), not the island's own black.
    @Test func anOvershootingIslandLeavesTheWallpaperBehindIt() {
        let wallpaper = Style(background: .ansi(.blue)), island = Style(background: .ansi(.black))
        func frame(islandAt x: Int) -> Canvas {
            var canvas = Canvas(width: 30, height: 3)
            canvas.fill(canvas.bounds, style: wallpaper)
            let rect = Rect(x: x, y: 0, width: 10, height: 3)
            canvas.fill(rect, style: island)
            canvas.drawBox(rect, glyphs: .rounded, style: island)
            return canvas
        }
        let from = Rect(x: 0, y: 0, width: 10, height: 3), to = Rect(x: 5, y: 0, width: 10, height: 3)
        let morph = IslandMorph(from: from, to: to, depth: .ansi256, timing: SystemTiming.islandMorph)
        let previous = frame(islandAt: 0), next = frame(islandAt: 5)
        var canvas = next
        morph.draw(at: 1.5, into: &canvas, from: previous, to: next)
        // The shape is at 8..<18; 5, 6 and 7 were and will be the island's, and are not now.
        #expect(morph.rect(at: 1.5, within: canvas.bounds) == Rect(x: 8, y: 0, width: 10, height: 3))
        for x in 5..<8 {
            #expect(canvas[x, 1].style.background == .ansi(.blue), "column \(x)")
        }
    }
}
