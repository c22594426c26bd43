import TerminalCanvas

/// One cell part of the way from how it looked to how it looks: the building block of fades,
/// cross-fades and blurs.
///
///     fraction   0 ───────── 0.5 ───────── 1
///     glyph      old          ·           new       (density ladder: glyph, ":", ".", " ")
///     colour     old fg → background → new fg       (blended in OKLab where colours allow)
///     background old bg ─────────────→ new bg
///
/// Where colours cannot be blended (16 colours, no colour, the terminal's own default colours),
/// the glyph walks down a density ladder and turns dim instead, so the effect survives every
/// colour depth. A blur always walks the ladder: that is what makes it read as a blur.
struct CellDissolve {
    /// How the glyph changes.
    enum Mode {
        /// Colours blend; the glyph switches halfway (down the ladder only without colours).
        case crossFade
        /// The glyph degrades down the ladder and back up, colours fading with it.
        case blur
    }

    let mode: Mode
    let depth: ColorDepth

    /// The ladder from a glyph to nothing: what a cell shows as it fades out.
    static let ladder: [Character] = [":", ".", " "]
    /// The ladder's cells, measured once (restyled per use: a style change keeps the glyph).
    private static let ladderCells = ladder.map { Cell($0) }

    /// The cell `fraction` of the way from `old` to `new`.
    func cell(from old: Cell, to new: Cell, fraction: Double) -> Cell {
        let fraction = min(max(fraction, 0), 1)
        if fraction <= 0 { return old }
        if fraction >= 1 { return new }
        let leaving = fraction < 0.5
        let source = leaving ? old : new
        // How far the shown glyph is from full: 0 at the ends, 1 at the middle.
        let depthIntoFade = leaving ? fraction * 2 : (1 - fraction) * 2
        var style = source.style
        let background = old.style.background.blended(with: new.style.background, fraction: fraction)
        style.background = background
        let blendable = depth >= .ansi256 && source.style.foreground.rgbComponents != nil && background.rgbComponents != nil
        if blendable {
            style.foreground = source.style.foreground.blended(with: background, fraction: depthIntoFade * 0.85)
        } else if depthIntoFade > 0.3 {
            style.isDim = true
        }
        let useLadder = mode == .blur || !blendable
        guard useLadder, !source.isContinuation, source.grapheme != " " else {
            return glyphCell(source, style: style)
        }
        // Down the ladder past a third of the way into the fade.
        let step = Int(((depthIntoFade - 0.34) / 0.66 * Double(Self.ladder.count)).rounded(.down))
        guard step >= 0 else { return glyphCell(source, style: style) }
        var cell = Self.ladderCells[min(step, Self.ladder.count - 1)]
        cell.style = style
        return cell
    }

    /// `source`'s glyph (a wide one stays whole, its continuation too) in `style`.
    private func glyphCell(_ source: Cell, style: Style) -> Cell {
        var cell = source
        cell.style = style
        return cell
    }
}
