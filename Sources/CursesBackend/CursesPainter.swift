import CNcursesw
import TerminalBackends
import TerminalCanvas

/// Paints canvases into ncurses: the changed cells with `setcchar` + `mvwadd_wch`, one
/// `wnoutrefresh` + `doupdate` a frame, the graphemes placed by hand after it (see
/// `CellPlacement`), all inside one synchronized update (DEC mode 2026).
///
///     present(next) / update { paint(&canvas) }
///       diff(onScreen, next) ──► each changed cell: colour pair, attributes
///       (update: the damaged       ├─ ncurses prints it ─────► mvwadd_wch(cell)
///        spans only)               └─ placed by hand ────────► mvwadd_wch(placeholders)
///       an update:      ⎋[?2026h  wnoutrefresh + doupdate  (ncurses sends what changed)
///       a full repaint: wnoutrefresh, the picture's new rows copied into ncurses's screen
///                       (curscr) and nothing left to send; doupdate (the cursor home);
///                       ⎋[?2026h + every cell written by FullRepaint
///       by hand: ⎋[row;colH + style + grapheme …, then plain style and the cursor home
///       ⎋[?2026l
///       onScreen ◄── the diff's cells (its own storage: nothing is shared with a caller)
///
/// Two canvases live as long as the painter, so no frame allocates one: `onScreen`, what the
/// terminal shows, and `canvas`, which `update` paints into and which tracks the cells painting
/// touched (`CanvasDamage`); between frames the two are equal. After `invalidate()` or a stop
/// the screen is cleared and written again from ncurses's picture, which still holds every
/// cell; after a resize every cell is put into the picture again first. The backend writes
/// that full repaint itself (`FullRepaint`), ncurses's screen told it has been sent; on a
/// terminal that lacks what that needs (`RepaintStrings`), ncurses draws its picture again on
/// the cleared screen (as curses's `clearok`).
struct CursesPainter {
    private let session: CursesScreen
    private let colors: CursesColors
    private(set) var placement: CellPlacement
    /// What the terminal shows now, as far as this painter knows.
    private(set) var onScreen: Canvas
    /// What `update` paints into: equal to `onScreen` between frames (once brought up to date
    /// after a `present`), tracking damage.
    var canvas: Canvas
    /// Whether `canvas` holds what the screen shows; a `present` leaves it behind, and only the
    /// next `update` copies the screen into it, so a caller that only presents pays nothing.
    private var canvasIsCurrent = true
    /// The generation of damage `canvas` should give next (see `CanvasDamage.generation`).
    private var expectedGeneration: UInt64 = 0
    /// Whether the next frame clears the screen and draws every cell.
    var needsFullRepaint = true
    /// Whether ncurses's picture (stdscr) holds `onScreen`: not after a resize, until a frame
    /// puts every cell into it.
    private var pictureIsValid = true
    private var pairs: ColorPairCache
    /// The colour pair each cell on screen is drawn with (0 for the default colours).
    private var pairOfCell: [Int32]
    /// Whether each cell on screen was placed by hand: what a cleared screen must be given
    /// again, found without asking `CellPlacement` of every cell.
    private var isPlacedByHandAt: [Bool]
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
    /// Styles converted to what the terminal is sent, with ncurses's attribute bits.
    private var convertedStyles: [UInt64: (style: DrawnStyle, attributes: attr_t)] = [:]
    /// The cells of a run as ncurses takes them, reused from run to run.
    private var scratch: [cchar_t] = []
    /// The backend's own full repaint, or nil where the terminal needs ncurses's (see
    /// `RepaintStrings`).
    private var repaint: FullRepaint?
    /// The bytes written past ncurses in a frame, reused from frame to frame.
    private var output: [UInt8] = []

    init(session: CursesScreen, colors: CursesColors, pairCapacity: Int, size: Size) {
        self.session = session
        self.colors = colors
        placement = CellPlacement(characterWidth: { Int(termisland_wcwidth($0)) },
                                  strikesByHand: !session.strings.strikethrough.isEmpty)
        onScreen = Canvas(size: size)
        canvas = Canvas(size: size)
        canvas.startTrackingDamage()
        pairs = ColorPairCache(capacity: colors == .none ? 0 : pairCapacity)
        repaint = RepaintStrings.current(session.strings, usesColor: colors != .none).map { FullRepaint(strings: $0, colors: colors) }
        pairOfCell = Array(repeating: 0, count: size.area)
        isPlacedByHandAt = Array(repeating: false, count: size.area)
    }

    /// The screen changed size: nothing on it can be trusted, nor ncurses's picture.
    mutating func resize(to size: Size) {
        for pair in pairOfCell { pairs.release(pair) }
        onScreen = Canvas(size: size)
        canvas = Canvas(size: size)
        canvas.startTrackingDamage()
        expectedGeneration = 0
        canvasIsCurrent = true
        pairOfCell = Array(repeating: 0, count: size.area)
        isPlacedByHandAt = Array(repeating: false, count: size.area)
        needsFullRepaint = true
        pictureIsValid = false
    }

    /// Paints `next` (already the screen's size), comparing every cell.
    mutating func present(_ next: Canvas) -> PresentedFrame {
        show(next, within: nil, fromCanvas: false)
    }

    /// Paints what `paint` changes on `canvas`, comparing only the cells it touched.
    mutating func update(_ paint: (inout Canvas) throws -> Void) rethrows -> PresentedFrame {
        if !canvasIsCurrent {
            canvas.assignCells(of: onScreen)
            canvas.startTrackingDamage()
            expectedGeneration = 0
            canvasIsCurrent = true
        }
        try paint(&canvas)
        if canvas.size != onScreen.size { canvas = canvas.fitted(to: onScreen.size) }
        let damage = canvas.takeDamage()
        // A canvas assigned from elsewhere (untracked, or a copy from an earlier frame) says
        // nothing true about what changed: every cell is compared, and tracking starts over.
        let trusted = damage.generation == expectedGeneration
        if damage.generation == .max {
            canvas.startTrackingDamage()
            expectedGeneration = 0
        } else {
            expectedGeneration = damage.generation &+ 1
        }
        return show(canvas, within: trusted ? damage : nil, fromCanvas: true)
    }

    /// Paints the cells of `next` that differ from the screen, looking only within `damage`
    /// when given; `fromCanvas` says `next` is `canvas` itself (which then needs no copy).
    private mutating func show(_ next: Canvas, within damage: CanvasDamage?, fromCanvas: Bool) -> PresentedFrame {
        let window = session.window
        var placedByHand: [Point] = []
        let paintsEveryCell = !pictureIsValid || next.size != onScreen.size
        let clears = needsFullRepaint || paintsEveryCell
        // A full repaint is written by hand where the terminal allows (`FullRepaint`), else
        // ncurses draws its picture again on the cleared screen.
        let repaintsByHand = clears && repaint != nil
        var spansRows = clears
        let changes: CanvasDiff
        /// The rows put into ncurses's picture this frame.
        var paintedRows: ClosedRange<Int>?
        if paintsEveryCell {
            // Every cell of every row is painted below: no werase needed, only a cleared screen.
            if !repaintsByHand { clearok(termisland_curscr(), true) }
            for y in 0..<next.height {
                paint(next.cells(inRow: y), row: y, from: 0, in: next, placedByHand: &placedByHand)
            }
            changes = CanvasDiff(from: Canvas(size: .zero), to: next)
            paintedRows = next.height > 0 ? 0...(next.height - 1) : nil
        } else {
            changes = CanvasDiff(from: onScreen, to: next, within: damage)
            guard !changes.isEmpty || clears else { return .unchanged }
            spansRows = spansRows || changes.first?.row != changes.last?.row
            for run in changes {
                paint(run.cells, row: run.row, from: run.column, in: next, placedByHand: &placedByHand)
            }
            if let first = changes.first, let last = changes.last { paintedRows = first.row...last.row }
            if clears {
                // ncurses's picture holds every cell and draws them all again on the cleared
                // screen (or the repaint by hand writes them); the cells placed by hand are gone
                // from the terminal, and all are printed again.
                if !repaintsByHand { clearok(termisland_curscr(), true) }
                placedByHand = cellsPlacedByHand(in: next)
            }
        }
        onScreen.apply(changes)
        if !fromCanvas { canvasIsCurrent = false }
        needsFullRepaint = false
        pictureIsValid = true

        // A frame the terminal could show half of (several rows, or ncurses's part before the
        // cells placed by hand) is one synchronized update; a few cells in one row, such as a
        // countdown's tick, are one write(2) and need no brackets.
        let synchronized = spansRows || !placedByHand.isEmpty
        // With cells to place by hand, or a repaint by hand, the cursor must end at home, where
        // they start from and leave it; otherwise ncurses may leave it where it is, saving a move.
        leaveok(window, placedByHand.isEmpty && !repaintsByHand)
        wmove(window, 0, 0)
        // The buffer and the repaint are moved out while they write (no copy: each is then
        // referenced once), as they read the painter's per-cell arrays.
        var bytes = output
        output = []
        bytes.removeAll(keepingCapacity: true)
        if repaintsByHand, var writer = repaint {
            repaint = nil
            wnoutrefresh(window)
            if takeIntoNcursesScreen(rows: paintedRows) {
                doupdate()  // nothing to send but the cursor home: the screen is ours to write
                bytes += TerminalStrings.beginSynchronizedUpdate
                writer.write(next, pairOfCell: pairOfCell, isPlacedByHandAt: isPlacedByHandAt, to: &bytes)
            } else {
                // ncurses's screen could not be brought in step: it redraws, as without a repaint by hand.
                clearok(termisland_curscr(), true)
                session.writeAll(TerminalStrings.beginSynchronizedUpdate)
                doupdate()
            }
            repaint = writer
        } else {
            if synchronized { session.writeAll(TerminalStrings.beginSynchronizedUpdate) }
            wnoutrefresh(window)
            doupdate()
        }
        if !placedByHand.isEmpty { printByHand(placement.cellsToPrint(placedByHand: placedByHand, in: next), of: next, to: &bytes) }
        if synchronized { bytes += TerminalStrings.endSynchronizedUpdate }
        if !bytes.isEmpty { session.writeAll(bytes) }
        output = bytes
        return PresentedFrame(changedCellCount: clears ? next.size.area : changes.changedCellCount, isFullRepaint: clears)
    }

    /// Makes ncurses's idea of the terminal (curscr) what its picture now holds, as if it had
    /// sent it, before a repaint by hand sends it instead: the `rows` painted this frame are
    /// copied into it (the others it holds already, as ncurses sent them or was told them), and
    /// nothing is left for `doupdate` to send, not even a clear of its own. False if ncurses
    /// refused the copy (its screen then still holds the old rows).
    private func takeIntoNcursesScreen(rows: ClosedRange<Int>?) -> Bool {
        let screen = termisland_curscr(), picture = termisland_newscr()
        if let rows, copywin(session.window, screen, Int32(rows.lowerBound), 0, Int32(rows.lowerBound), 0,
                             Int32(rows.upperBound), Int32(onScreen.width - 1), 0) != OK {
            return false
        }
        wtouchln(picture, 0, Int32(onScreen.height), 0)
        clearok(screen, false)
        clearok(picture, false)
        return true
    }

    /// Every cell of `canvas` (what the screen shows) placed by hand, row by row, left to right.
    private func cellsPlacedByHand(in canvas: Canvas) -> [Point] {
        var cells: [Point] = []
        isPlacedByHandAt.withUnsafeBufferPointer { placed in
            for index in placed.indices where placed[index] {
                cells.append(Point(x: index % canvas.width, y: index / canvas.width))
            }
        }
        return cells
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
            let index = row * canvas.width + x
            if cell.isContinuation { isPlacedByHandAt[index] = false; continue }
            let (attributes, pair) = cursesStyle(of: cell)
            if pairOfCell[index] != pair {
                pairs.release(pairOfCell[index])
                pairs.retain(pair)
                pairOfCell[index] = pair
            }
            let byHand = placement.isPlacedByHand(cell, after: previous)
            isPlacedByHandAt[index] = byHand
            if byHand {
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
        let converted: (style: DrawnStyle, attributes: attr_t)
        if let known = convertedStyles[key] {
            converted = known
        } else {
            // Converting a colour searches the palette: done once a style, then looked up. The
            // style is converted whole, as the ANSI encoder converts it, so what few colours
            // cannot keep legible is repaired the same way (`Style.converted(to:)`).
            let style = DrawnStyle(cell.shownStyle(at: colors.canvasDepth), colors: colors)
            converted = (style, style.cursesAttributes)
            if convertedStyles.count > 4096 { convertedStyles.removeAll() }
            convertedStyles[key] = converted
        }
        let pair = colors == .none ? 0 : pairs.pair(foreground: converted.style.foreground, background: converted.style.background,
                                                     using: allocator)
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
