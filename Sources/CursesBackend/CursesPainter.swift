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
/// After a resize or a stop every cell is painted again, on a cleared screen.
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
    /// The last style converted to ncurses's attributes and pair, as cell style bits.
    private var lastStyleCell = Cell("\u{0}")
    private var lastAttributes: attr_t = 0
    private var lastPair: Int32 = 0
    private var lastColors: (foreground: Int32, background: Int32) = (-1, -1)

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
        if full {
            werase(window)
            clearok(termisland_curscr(), true)
            for y in 0..<next.height {
                paint(next.cells(inRow: y), row: y, from: 0, in: next, placedByHand: &placedByHand)
            }
        } else {
            let changes = CanvasDiff(from: onScreen, to: next)
            guard !changes.isEmpty else { return }
            for run in changes {
                paint(run.cells, row: run.row, from: run.column, in: next, placedByHand: &placedByHand)
            }
        }
        onScreen = next
        needsFullRepaint = false

        // The cursor rests at the home position: that is where ncurses leaves it after
        // doupdate, and where the cells placed by hand leave it too.
        wmove(window, 0, 0)
        session.writeAll(TerminalStrings.beginSynchronizedUpdate)
        wnoutrefresh(window)
        doupdate()
        var bytes: [UInt8] = []
        if !placedByHand.isEmpty { printByHand(placement.cellsToPrint(placedByHand: placedByHand, in: next), of: next, to: &bytes) }
        bytes += TerminalStrings.endSynchronizedUpdate
        session.writeAll(bytes)
    }

    /// Puts a run of cells into ncurses's picture, noting the ones to place by hand.
    private mutating func paint(_ cells: ArraySlice<Cell>, row: Int, from column: Int, in canvas: Canvas,
                                placedByHand: inout [Point]) {
        let window = session.window
        var x = column
        var previous: Cell? = column > 0 ? canvas[column - 1, row] : nil
        if previous?.isContinuation == true { previous = canvas[column - 2, row] }
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
            var pairNumber = pair
            var character = cchar_t()
            if placement.isPlacedByHand(cell, after: previous) {
                placedByHand.append(Point(x: x, y: row))
                var placeholder: [wchar_t] = [0xA0, 0]
                setcchar(&character, &placeholder, attributes, 0, &pairNumber)
                for offset in 0..<max(cell.width, 1) {
                    mvwadd_wch(window, Int32(row), Int32(x + offset), &character)
                }
            } else if let ascii = cell.asciiValue {
                var text: [wchar_t] = [wchar_t(ascii), 0]
                setcchar(&character, &text, attributes, 0, &pairNumber)
                mvwadd_wch(window, Int32(row), Int32(x), &character)
            } else {
                cell.withScalars { scalars in
                    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: scalars.count + 1) { text in
                        for (offset, scalar) in scalars.enumerated() { text[offset] = wchar_t(bitPattern: scalar) }
                        text[scalars.count] = 0
                        setcchar(&character, text.baseAddress, attributes, 0, &pairNumber)
                    }
                }
                mvwadd_wch(window, Int32(row), Int32(x), &character)
            }
            previous = cell
        }
    }

    /// ncurses's attributes and colour pair for a cell's style, remembered for the next cell.
    private mutating func cursesStyle(of cell: Cell) -> (attr_t, Int32) {
        if cell.hasSameStyle(as: lastStyleCell) { return (lastAttributes, lastPair) }
        let style = cell.style
        var attributes = termisland_a_normal()
        if style.isBold { attributes |= termisland_a_bold() }
        if style.isDim { attributes |= termisland_a_dim() }
        if style.isItalic { attributes |= termisland_a_italic() }
        if style.isUnderlined { attributes |= termisland_a_underline() }
        if style.isReversed { attributes |= termisland_a_reverse() }
        let foreground = colors.number(for: style.foreground)
        let background = colors.number(for: style.background)
        let pair = colors == .none ? 0 : pairs.pair(foreground: foreground, background: background, using: allocator)
        lastStyleCell = cell
        lastAttributes = attributes
        lastPair = pair
        lastColors = (foreground, background)
        return (attributes, pair)
    }

    /// The bytes that print `cells` of `canvas` by hand, each after an absolute cursor move,
    /// ending in the plain style with the cursor home.
    private mutating func printByHand(_ cells: [Point], of canvas: Canvas, to bytes: inout [UInt8]) {
        let strings = session.strings
        var previousStyle: Cell?
        for point in cells {
            let cell = canvas[point.x, point.y]
            strings.moveCursor(row: point.y, column: point.x, to: &bytes)
            if previousStyle.map({ !cell.hasSameStyle(as: $0) }) ?? true {
                let style = cell.style
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
