import FrameVocabulary
import TerminalCanvas

/// A paint of a tree brought on to a new date, made from the last paint of the same tree: the
/// cells the last paint left, and the areas of the tree's timers painted again.
///
/// Bringing a tree on changes only its timed nodes' content (`ResolutionClock`), so while its
/// layout is the one painted last, every cell outside those nodes' areas is what it was. Inside
/// each area the canvas is put back as the caller gave it and the whole tree painted again,
/// clipped to the area, so each of its cells is drawn as a whole paint draws it: painting is
/// the painter's algorithm, cell by cell, but where a wide grapheme crosses a clip's edge (drawn
/// as spaces on the visible side, or broken by a write beside it). So an area with a wide
/// grapheme at or beside its edges, before or after, takes a whole paint instead.
///
/// A timer's tick painted so costs its own cells, not its card's: a card's content was a fifth
/// of the previewer's tick. `SceneBroughtOnTests` compares such frames with new renderers'.
struct TimedRepaint {
    /// What must be as it was for the last paint's cells to hold.
    struct Situation: Equatable {
        let root: ViewNode
        let layoutGeneration: Int
        let area: Rect
        let background: TerminalColor
        let colorScheme: ColorScheme

        static func == (a: Situation, b: Situation) -> Bool {
            a.root === b.root && a.layoutGeneration == b.layoutGeneration && a.area == b.area
                && a.background == b.background && a.colorScheme == b.colorScheme
        }
    }

    let situation: Situation
    /// The canvas as the last paint left it.
    let canvas: Canvas
    let regions: [Region]
    /// Where the timed nodes were painted, clipped to what was visible.
    let timedAreas: [Rect]
    /// Where each node's subtree was painted: a repaint skips the subtrees outside its area.
    let extents: [ObjectIdentifier: Rect]

    /// `canvas`, as its caller prepared it, painted with `laidOut` from the last paint's cells;
    /// the regions, which are the last paint's (the layout is the same). Nil, and `canvas`
    /// untouched, where a whole paint is needed.
    func repaint(_ laidOut: LaidOutNode, with painter: Painter, into canvas: inout Canvas) -> [Region]? {
        // (A tree with no timer on show is its last cells again.)
        guard canvas.size == self.canvas.size else { return nil }
        let prepared = canvas
        guard timedAreas.allSatisfy({ Self.hasNoWideGraphemeAtEdges(of: $0, in: self.canvas)
                                        && Self.hasNoWideGraphemeAtEdges(of: $0, in: prepared) }) else { return nil }
        canvas.copyCells(in: situation.area, from: self.canvas)
        var unrecorded = RegionRecorder(skippingOutside: extents)
        for area in timedAreas where !area.isEmpty {
            canvas.copyCells(in: area, from: prepared)
            canvas.withClip(area) { canvas in
                painter.paint(laidOut, into: &canvas, regions: &unrecorded, background: situation.background)
            }
        }
        guard timedAreas.allSatisfy({ Self.hasNoWideGraphemeAtEdges(of: $0, in: canvas) }) else {
            canvas = prepared
            return nil
        }
        return regions
    }

    /// Whether no cell in the columns at and beside `area`'s left and right edges, on its rows,
    /// holds part of a wide grapheme.
    static func hasNoWideGraphemeAtEdges(of area: Rect, in canvas: Canvas) -> Bool {
        for y in max(0, area.minY)..<min(canvas.height, area.maxY) {
            func isWide(_ x: Int) -> Bool { x >= 0 && x < canvas.width && canvas[x, y].width != 1 }
            if isWide(area.minX - 1) || isWide(area.minX) || isWide(area.maxX - 1) || isWide(area.maxX) { return false }
        }
        return true
    }
}
