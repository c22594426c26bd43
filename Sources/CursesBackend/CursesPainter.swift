import CNcursesw
import TerminalCanvas

/// Paints canvases into ncurses: the changed cells with `setcchar` + `mvwadd_wch`, one
/// `wnoutrefresh` + `doupdate` a frame, the graphemes placed by hand after it (see
/// `CellPlacement`), all inside one synchronized update (DEC mode 2026).
///
///     present(next)
///       diff(onScreen, next) ──► each changed cell: colour pair, attributes
///                                 ├─ ncurses prints it ─────► mvwadd_wch(cell)
///                                 └─ placed by hand ────────► mvwadd_wch(placeholders)
///       ⎋[?2026h  wnoutrefresh + doupdate  (ncurses sends what changed in its picture)
///       by hand: ⎋[row;colH + style + grapheme …, then plain style and the cursor home
///       ⎋[?2026l
///
/// After a resize, a stop or `invalidate()` every cell is painted again, on a cleared screen.
struct CursesPainter {
    private let session: CursesScreen
    private let colors: CursesColors
    private(set) var placement: CellPlacement
    /// What the terminal shows now, as far as this painter knows.
    private(set) var onScreen: Canvas
    /// Whether the next frame paints every cell on a cleared screen.
    var needsFullRepaint = true
    private var pairs: ColorPairCache
    /// The colour pair each cell on screen is drawn with (0 for the default colours).
    private var pairOfCell: [Int32]
    private let allocator = ColorPairCache.Allocator(
        allocate: { foreground, background in
            let pair = alloc_pair(foreground, background)
            return pair > 0 ? pair : nil
        },
        free: { pair in _ = free_pair(pair) })
    /// The last style converted to ncurses's attributes and pair (by `Cell.styleKey`).
    private var lastStyleKey: UInt64 = .max
    private var lastAttributes: attr_t = 0
    private var lastPair: Int32 = 0
    /// Styles converted to attributes and colour numbers.
    private var convertedStyles: [UInt64: (attributes: attr_t, foreground: Int32, background: Int32)] = [:]
    /// The cells of a run as ncurses takes them, reused from run to run.
    private var scratch: [cchar_t] = []

    init(session: CursesScreen, colors: CursesColors, pairCapacity: Int, size: Size) {
        self.session = session
        self.colors = colors
        placement = CellPlacement(characterWidth: { Int(termisland_wcwidth($0)) },
                                  strikesByHand: !session.strings.strikethrough.isEmpty)
        onScreen = Canvas(size: size)
        pairs = ColorPairCache(capacity: colors == .none ? 0 : pairCapacity)
        pairOfCell = Array(repeating: 0, count: size.area)
    }

    /// The screen changed size: nothing on it can be trusted.
    mutating func resize(to size: Size) {
        for pair in pairOfCell { pairs.release(pair) }
        onScreen = Canvas(size: size)
        pairOfCell = Array(repeating: 0, count: size.area)
        needsFullRepaint = true
    }

    /// Paints `next` (already the screen's size).
    mutating func present(_ next: Canvas) {
        let window = session.window
        var placedByHand: [Point] = []
        let full = needsFullRepaint || next.size != onScreen.size
        var spansRows = full
        if full {
            // Every cell of every row is painted below: no werase needed, only a cleared screen.
            clearok(termisland_curscr(), true)
            for y in 0..<next.height {
                paint(next.cells(inRow: y), row: y, from: 0, in: next, placedByHand: &placedByHand)
            }
        } else {
            let changes = CanvasDiff(from: onScreen, to: next)
            guard !changes.isEmpty else { return }
            spansRows = changes.first?.row != changes.last?.row
            for run in changes {
                paint(run.cells, row: run.row, from: run.column, in: next, placedByHand: &placedByHand)
            }
        }
        onScreen = next
        needsFullRepaint = false

        // A frame the terminal could show half of (several rows, or ncurses's part before the
        // cells placed by hand) is one synchronized update; a few cells in one row, such as a
        // countdown's tick, are one write(2) and need no brackets.
        let synchronized = spansRows || !placedByHand.isEmpty
        // With cells to place by hand the cursor must end at home, where they start from and
        // leave it; otherwise ncurses may leave it where it is, saving a move.
        leaveok(window, placedByHand.isEmpty)
        wmove(window, 0, 0)
        if synchronized { session.writeAll(TerminalStrings.beginSynchronizedUpdate) }
        wnoutrefresh(window)
        doupdate()
        var bytes: [UInt8] = []
        if !placedByHand.isEmpty { printByHand(placement.cellsToPrint(placedByHand: placedByHand, in: next), of: next, to: &bytes) }
        if synchronized { bytes += TerminalStrings.endSynchronizedUpdate }
        if !bytes.isEmpty { session.writeAll(bytes) }
    }

    /// Puts a run of cells into ncurses's picture with one `mvwadd_wchnstr`, noting the ones to
    /// place by hand.
    private mutating func paint(_ cells: ArraySlice<Cell>, row: Int, from column: Int, in canvas: Canvas,
                                placedByHand: inout [Point]) {
        var x = column
        var previous: Cell? = column > 0 ? canvas[column - 1, row] : nil
        if previous?.isContinuation == true { previous = canvas[column - 2, row] }
        if scratch.count < cells.count + 1 { scratch = Array(repeating: cchar_t(), count: cells.count + 1) }
        var count = 0
        for cell in cells {
            defer { x += 1 }
            if cell.isContinuation { continue }
            let (attributes, pair) = cursesStyle(of: cell)
            let index = row * canvas.width + x
            if pairOfCell[index] != pair {
                pairs.release(pairOfCell[index])
                pairs.retain(pair)
                pairOfCell[index] = pair
            }
            if placement.isPlacedByHand(cell, after: previous) {
                placedByHand.append(Point(x: x, y: row))
                var placeholder: UInt32 = 0xA0
                for _ in 0..<max(cell.width, 1) {
                    termisland_fill_cchar(&scratch[count], &placeholder, 1, attributes, pair)
                    count += 1
                }
            } else if let ascii = cell.asciiValue {
                var character = UInt32(ascii)
                termisland_fill_cchar(&scratch[count], &character, 1, attributes, pair)
                count += 1
            } else {
                cell.withScalars { scalars in
                    termisland_fill_cchar(&scratch[count], scalars.baseAddress, Int32(scalars.count), attributes, pair)
                }
                count += 1
            }
            previous = cell
        }
        mvwadd_wchnstr(session.window, Int32(row), Int32(column), &scratch, Int32(count))
    }

    /// ncurses's attributes and colour pair for a cell's style, remembered for the next cell.
    private mutating func cursesStyle(of cell: Cell) -> (attr_t, Int32) {
        // The kind of grapheme is part of the key: legibility at 8 and 16 colours depends on it.
        let key = cell.styleKey | cell.glyphKindBits
        if key == lastStyleKey { return (lastAttributes, lastPair) }
        let converted: (attributes: attr_t, foreground: Int32, background: Int32)
        if let known = convertedStyles[key] {
            converted = known
        } else {
            // Converting a colour searches the palette: done once a style, then looked up. The
            // style is converted whole, as the ANSI encoder converts it, so what few colours
            // cannot keep legible is repaired the same way (`Style.converted(to:)`).
            let style = cell.shownStyle(at: colors.canvasDepth)
            var attributes = termisland_a_normal()
            if style.isBold { attributes |= termisland_a_bold() }
            if style.isDim { attributes |= termisland_a_dim() }
            if style.isItalic { attributes |= termisland_a_italic() }
            if style.isUnderlined { attributes |= termisland_a_underline() }
            if style.isReversed { attributes |= termisland_a_reverse() }
            converted = (attributes, colors.number(for: style.foreground), colors.number(for: style.background))
            if convertedStyles.count > 4096 { convertedStyles.removeAll() }
            convertedStyles[key] = converted
        }
        let pair = colors == .none ? 0 : pairs.pair(foreground: converted.foreground, background: converted.background, using: allocator)
        lastStyleKey = key
        lastAttributes = converted.attributes
        lastPair = pair
        return (converted.attributes, pair)
    }

    /// The bytes that print `cells` of `canvas` by hand, each after an absolute cursor move,
    /// ending in the plain style with the cursor home.
    private mutating func printByHand(_ cells: [Point], of canvas: Canvas, to bytes: inout [UInt8]) {
        let strings = session.strings
        var previousStyle: Cell?
        for point in cells {
            let cell = canvas[point.x, point.y]
            strings.moveCursor(row: point.y, column: point.x, to: &bytes)
            if previousStyle.map({ !cell.hasSameStyle(as: $0) || cell.glyphKindBits != $0.glyphKindBits }) ?? true {
                let style = cell.shownStyle(at: colors.canvasDepth)
                strings.setStyle(style, foreground: colors.number(for: style.foreground),
                                 background: colors.number(for: style.background), to: &bytes)
                previousStyle = cell
            }
            cell.appendUTF8(to: &bytes)
        }
        bytes += strings.plain
        strings.moveCursor(row: 0, column: 0, to: &bytes)
    }
}
