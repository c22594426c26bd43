#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TerminalCanvas

/// Pairs the regions of two frames by ID and says what changed in each: the frame differ's
/// first step, before any effect is chosen.
///
/// Regions nested in one that comes or goes (a child's ID extends its parent's path, as
/// `0/2/1` extends `0/2`) are left out: the parent's effect covers their cells. So is the
/// system's chrome (kind `.chrome`, the Lock Screen's ✕): it moves with its card.
public enum RegionPairing {
    /// Every region of either frame with what happened to it, in the next frame's paint order,
    /// removed regions last in the previous frame's order.
    public static func changes(from previous: RenderedFrame, to next: RenderedFrame) -> [RegionChange] {
        pairedInPlace(previous, next) ?? pairedByID(from: previous, to: next)
    }

    /// The general path: every ID of the previous frame in a dictionary, each of the next
    /// frame's looked up.
    static func pairedByID(from previous: RenderedFrame, to next: RenderedFrame) -> [RegionChange] {
        // Indices, not regions: a region is large, and a dictionary of them copies each in and out.
        var before: [RegionID: Int] = [:]
        before.reserveCapacity(previous.regions.count)
        for (index, region) in previous.regions.enumerated() where region.kind != .chrome && before[region.id] == nil {
            before[region.id] = index
        }
        var seen = Set<RegionID>(minimumCapacity: next.regions.count)
        var changes: [RegionChange] = []
        changes.reserveCapacity(next.regions.count)
        for region in next.regions where region.kind != .chrome && seen.insert(region.id).inserted {
            guard let oldIndex = before[region.id] else {
                changes.append(RegionChange(id: region.id, kind: .inserted, before: nil, after: region, contentChanged: true))
                continue
            }
            let old = previous.regions[oldIndex]
            let differs = !sameCells(previous.canvas, old.rect, next.canvas, region.rect)
            let kind: RegionChange.Kind
            if old.rect.size != region.rect.size {
                kind = .resized
            } else if old.rect.origin != region.rect.origin {
                kind = .moved
            } else {
                kind = differs ? .content : .unchanged
            }
            changes.append(RegionChange(id: region.id, kind: kind, before: old, after: region, contentChanged: differs))
        }
        for region in previous.regions where region.kind != .chrome && !seen.contains(region.id) {
            seen.insert(region.id)
            changes.append(RegionChange(id: region.id, kind: .removed, before: region, after: nil, contentChanged: true))
        }
        return withoutChildrenOfComingAndGoing(changes)
    }

    /// `changes(from:to:)` without the regions that did not change: all a transition needs,
    /// and on a timer's tick nearly every region is one of those.
    package static func changedRegions(from previous: RenderedFrame, to next: RenderedFrame) -> [RegionChange] {
        pairedInPlace(previous, next, includingUnchanged: false) ?? pairedByID(from: previous, to: next).filter { $0.kind != .unchanged }
    }

    /// The changes when both frames have the same regions in the same order, each ID once (a
    /// timer's tick: nothing came, went or was reordered): paired by position, without a
    /// dictionary, which hashed every ID twice and cost four-fifths of pairing. Nil otherwise.
    /// Regions are read where they lie, never copied, until one goes into a change.
    static func pairedInPlace(_ previous: RenderedFrame, _ next: RenderedFrame, includingUnchanged: Bool = true) -> [RegionChange]? {
        guard previous.regions.count == next.regions.count else { return nil }
        return previous.regions.withUnsafeBufferPointer { before in
            next.regions.withUnsafeBufferPointer { after -> [RegionChange]? in
                // Each ID once: told by a hash of its bytes, each different (two alike, whether
                // the same ID or not, send the frames the general way).
                var hashes = Set<UInt64>(minimumCapacity: after.count)
                // (Paths read in place: a whole `RegionID` copied out is three strings retained.)
                for index in after.indices {
                    let isChrome = after[index].kind == .chrome
                    guard (before[index].kind == .chrome) == isChrome, before[index].id.path.hasSameBytes(as: after[index].id.path) else { return nil }
                    if !isChrome, !hashes.insert(after[index].id.path.bytesHash).inserted { return nil }
                }
                var changes: [RegionChange] = []
                if includingUnchanged { changes.reserveCapacity(after.count) }
                previous.canvas.withCells { cellsBefore in
                    next.canvas.withCells { cellsAfter in
                        for index in after.indices where after[index].kind != .chrome {
                            let oldRect = before[index].rect, newRect = after[index].rect
                            let differs = !sameCells(cellsBefore, previous.canvas.size, oldRect, cellsAfter, next.canvas.size, newRect)
                            let kind: RegionChange.Kind = oldRect.size != newRect.size ? .resized
                                : oldRect.origin != newRect.origin ? .moved : differs ? .content : .unchanged
                            guard includingUnchanged || kind != .unchanged else { continue }
                            changes.append(RegionChange(id: after[index].id, kind: kind, before: before[index], after: after[index],
                                                        contentChanged: differs))
                        }
                    }
                }
                // Nothing was inserted or removed, so no region's children are left out.
                return changes
            }
        }
    }

    /// Whether two rectangles of two canvases hold the same cells, their top-left corners lined
    /// up (over the part both cover).
    static func sameCells(_ a: Canvas, _ rectA: Rect, _ b: Canvas, _ rectB: Rect) -> Bool {
        a.withCells { cellsA in b.withCells { cellsB in sameCells(cellsA, a.size, rectA, cellsB, b.size, rectB) } }
    }

    /// `sameCells` over the canvases' cells, taken once for all of a frame's regions.
    private static func sameCells(_ cellsA: UnsafeBufferPointer<Cell>, _ a: Size, _ rectA: Rect,
                                  _ cellsB: UnsafeBufferPointer<Cell>, _ b: Size, _ rectB: Rect) -> Bool {
        let width = min(rectA.width, rectB.width), height = min(rectA.height, rectB.height)
        guard width > 0 && height > 0 else { return true }
        // Rows inside both canvases compare as slices of cells; elsewhere a cell outside reads
        // as a blank, as the subscript gives it.
        if rectA.minX >= 0, rectB.minX >= 0, rectA.minX + width <= a.width, rectB.minX + width <= b.width,
           rectA.minY >= 0, rectB.minY >= 0, rectA.minY + height <= a.height, rectB.minY + height <= b.height {
            // A cell is two words and equal cells are equal bits, so rows compare as bytes.
            for dy in 0..<height {
                let startA = (rectA.minY + dy) * a.width + rectA.minX, startB = (rectB.minY + dy) * b.width + rectB.minX
                if memcmp(cellsA.baseAddress! + startA, cellsB.baseAddress! + startB, width * MemoryLayout<Cell>.stride) != 0 { return false }
            }
            return true
        }
        func cell(_ cells: UnsafeBufferPointer<Cell>, _ size: Size, _ x: Int, _ y: Int) -> Cell {
            x >= 0 && y >= 0 && x < size.width && y < size.height ? cells[y * size.width + x] : .blank
        }
        for dy in 0..<height {
            for dx in 0..<width
            where cell(cellsA, a, rectA.minX + dx, rectA.minY + dy) != cell(cellsB, b, rectB.minX + dx, rectB.minY + dy) {
                return false
            }
        }
        return true
    }

    /// Drops regions whose ancestor is inserted or removed.
    private static func withoutChildrenOfComingAndGoing(_ changes: [RegionChange]) -> [RegionChange] {
        let moving = changes.filter { $0.kind == .inserted || $0.kind == .removed }.map { $0.id.path }
        guard !moving.isEmpty else { return changes }
        return changes.filter { change in
            !moving.contains { parent in parent != change.id.path && !parent.isEmpty && change.id.path.hasPrefix(parent + "/") }
        }
    }
}
