/// The cells painting may have changed since a canvas began tracking them: one span of columns
/// per row, widened to take in every cell each write touched.
///
///     canvas.startTrackingDamage()
///     canvas.write("11:59", at: Point(x: 8, y: 0))   // row 0, columns 7..<14 (one cell either
///                                                    // side: a wide grapheme it broke)
///     canvas.takeDamage()                            // [row 0: 7..<14], and tracking goes on
///
/// A backend keeps the canvas it paints frames into and diffs only the damaged spans against
/// what the screen shows, so an update costs what it changed, not the screen's size. Damage is
/// a bound, never an answer: a span may hold cells written with what they already held, and
/// `CanvasDiff(from:to:within:)` finds which really changed.
package struct CanvasDamage: Equatable, Sendable {
    /// For each row, the first damaged column and the one after the last (equal when none).
    private var spans: [(start: Int32, end: Int32)]
    /// Whether any span is non-empty.
    package private(set) var isEmpty = true
    /// Which taking this is, counted from the start of tracking: a canvas copied out of an
    /// update and assigned back in a later one carries an older generation than the backend
    /// expects, and its damage is not trusted.
    package let generation: UInt64

    /// No damage on a canvas of `height` rows.
    init(height: Int, generation: UInt64 = 0) {
        spans = Array(repeating: (start: 0, end: 0), count: height)
        self.generation = generation
    }

    /// Every cell of a canvas of `size`.
    package static func everything(_ size: Size, generation: UInt64 = 0) -> CanvasDamage {
        var damage = CanvasDamage(height: size.height, generation: generation)
        if size.width > 0 {
            for row in 0..<size.height { damage.spans[row] = (0, Int32(size.width)) }
            damage.isEmpty = size.height == 0
        }
        return damage
    }

    /// The damaged columns of `row` (empty when none, or outside).
    package func columns(inRow row: Int) -> Range<Int> {
        guard row >= 0 && row < spans.count else { return 0..<0 }
        return Int(spans[row].start)..<Int(spans[row].end)
    }

    /// The number of rows it covers, damaged or not.
    package var height: Int { spans.count }

    /// Adds `columns` of `row` (already inside the canvas).
    @inline(__always)
    mutating func mark(row: Int, columns: Range<Int>) {
        let start = Int32(columns.lowerBound), end = Int32(columns.upperBound)
        let span = spans[row]
        if span.start == span.end {
            spans[row] = (start, end)
        } else if start < span.start || end > span.end {
            spans[row] = (min(span.start, start), max(span.end, end))
        }
        isEmpty = false
    }

    package static func == (lhs: CanvasDamage, rhs: CanvasDamage) -> Bool {
        lhs.generation == rhs.generation && lhs.spans.count == rhs.spans.count
            && zip(lhs.spans, rhs.spans).allSatisfy { $0.start == $1.start && $0.end == $1.end }
    }
}

extension Canvas {
    /// Begins (or begins again) recording what painting changes: `takeDamage()` then gives
    /// the spans of cells written since. A canvas nobody asked this of records nothing.
    package mutating func startTrackingDamage() {
        damage = CanvasDamage(height: size.height)
    }

    /// The damage recorded since tracking began or since the last call, which it clears and
    /// counts (the next taking has the next `generation`); everything, of generation
    /// `UInt64.max`, if the canvas is not tracking.
    package mutating func takeDamage() -> CanvasDamage {
        guard let taken = damage else { return .everything(size, generation: .max) }
        damage = CanvasDamage(height: size.height, generation: taken.generation &+ 1)
        return taken
    }

    /// Records that `columns` of `row` (inside the canvas) may have changed.
    @inline(__always)
    mutating func markDamaged(row: Int, columns: Range<Int>) {
        if damage != nil { damage!.mark(row: row, columns: columns) }
    }
}
