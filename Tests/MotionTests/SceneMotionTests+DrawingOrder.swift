import FrameVocabulary
@testable import Motion
import TerminalCanvas
import Testing

extension SceneMotionTests {
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

    /// The effects of a transition, as their kinds, in the order they are drawn.
    static func drawingOrder(_ changes: [RegionChange]) -> [String] {
        EffectChoice(settings: MotionSettings()).effects(for: changes).map { String(describing: type(of: $0)) }
    }

    /// A view that moved is drawn first and one changed in place over it, whatever order the
    /// pairing listed them in: what stays is in front of what passes (pinned for the mutation
    /// run, whose mutant drew them in the listed order).
    @Test func whatMovedIsDrawnBehindWhatChangedInPlace() {
        let label = Region(id: RegionID("label"), rect: Rect(x: 4, y: 0, width: 6, height: 1), kind: .text)
        let icon = Region(id: RegionID("icon"), rect: Rect(x: 0, y: 0, width: 2, height: 1), kind: .image)
        var moved = icon
        moved.rect = Rect(x: 6, y: 0, width: 2, height: 1)
        let changes = [
            RegionChange(id: label.id, kind: .content, before: label, after: label, contentChanged: true),
            RegionChange(id: icon.id, kind: .moved, before: icon, after: moved, contentChanged: false),
        ]
        #expect(Self.drawingOrder(changes) == ["Slide", "Dissolve"])
        #expect(Self.drawingOrder(changes.reversed()) == ["Slide", "Dissolve"])
    }

    /// The island's change of shape is the morph's alone: no effect of its own region is drawn
    /// under it (pinned for the mutation run, whose mutant added a cross-fade the morph covered).
    @Test func anIslandThatChangesShapeGetsOnlyItsMorph() {
        let compact = Region(id: RegionID("island"), rect: Rect(x: 10, y: 0, width: 12, height: 2), kind: .island)
        var expanded = compact
        expanded.rect = Rect(x: 4, y: 0, width: 24, height: 6)
        var moved = compact
        moved.rect = Rect(x: 12, y: 0, width: 12, height: 2)
        #expect(Self.drawingOrder([RegionChange(id: compact.id, kind: .resized, before: compact, after: expanded, contentChanged: true)])
                == ["IslandMorph"])
        #expect(Self.drawingOrder([RegionChange(id: compact.id, kind: .moved, before: compact, after: moved, contentChanged: false)])
                == ["IslandMorph"])
    }
}
