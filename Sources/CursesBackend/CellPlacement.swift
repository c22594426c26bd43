import TerminalBackends
import TerminalCanvas

/// Which cells ncurses can print in its own flow, and which are placed by hand, so that a
/// grapheme a terminal draws at another width never moves the cells after it.
///
/// ncurses moves the cursor by what it believes each character's width is: glibc's `wcwidth`
/// of the first character. For ✈️ (U+2708 U+FE0F), flags, keycaps, skin tones and ZWJ
/// sequences that is not the canvas's width, and terminals disagree among themselves (tmux
/// 3.3a draws ✈️ one column wide, xterm two; a terminal that does not know a ZWJ sequence
/// draws every emoji in it). Printed in ncurses's flow, such a grapheme shifts everything
/// after it on the row. So:
///
/// 1. ncurses paints every cell it can (`.curses`). A cell placed by hand gets placeholders
///    instead: U+00A0 no-break spaces in its style over its columns, which ncurses never
///    mistakes for blank (it would otherwise clear them to the end of the line).
/// 2. After `doupdate`, each such grapheme is printed at its column with an absolute cursor
///    move, and then the cells it could have overdrawn (as many columns as its characters
///    could take between them) are printed again, each with its own absolute move:
///
///         canvas        A ✈️ B C           ✈️ is 2 columns in the canvas
///         ncurses       A ⍽ ⍽ B C          placeholders where ✈️ goes (⍽ = no-break space)
///         by hand       ⎋[1;2H✈️           2 columns wide: covers both placeholders
///                                          1 column wide: the second placeholder stays
///         repaired      ⎋[1;4HB            whatever the terminal did, B is back in column 3
///
/// The cursor ends at the home position with plain attributes, which is where ncurses left
/// it, so ncurses's picture of the terminal stays true.
struct CellPlacement {
    /// The columns the C library gives a character: `wcwidth`, or a stand-in in tests.
    var characterWidth: (UInt32) -> Int
    /// Whether struck-through cells are placed by hand (ncurses has no strikethrough
    /// attribute; terminfo's `smxx` is sent by hand instead).
    var strikesByHand = false

    /// The most columns a cell may take on a terminal that draws each of its characters apart
    /// (two for each that is not zero-width), or
    /// nil if ncurses can print it in its flow.
    ///
    /// ncurses can print one character, with up to four combining marks after it, whose width
    /// is the canvas's. Variation selectors, joiners, keycap marks and skin tones are never left
    /// to it: whether they change the width is exactly where terminals disagree.
    func columnsIfPlacedByHand(_ cell: Cell) -> Int? {
        if strikesByHand && cell.style.isStruckThrough { return max(cell.width, 1) }
        if cell.asciiValue != nil { return nil }
        return cell.withScalars { scalars -> Int? in
            guard let first = scalars.first else { return nil }
            // A terminal may draw any character that is not zero-width two columns wide on its
            // own (pyte and others draw each regional indicator of a flag two wide).
            var total = characterWidth(first) == 0 ? 0 : 2
            var printsInFlow = characterWidth(first) == cell.width && scalars.count <= 5
            for scalar in scalars.dropFirst() {
                let width = characterWidth(scalar)
                total += width == 0 ? 0 : 2
                if width != 0 || Self.changesWidth(scalar) { printsInFlow = false }
            }
            return printsInFlow ? nil : max(total, cell.width, 1)
        }
    }

    /// Whether `cell`, printed right after `previous` in ncurses's flow, must be placed by
    /// hand instead: because of its own characters, or because a terminal could join it to the
    /// grapheme before it (see `Cell.mayJoin(after:)`).
    func isPlacedByHand(_ cell: Cell, after previous: Cell?) -> Bool {
        if columnsIfPlacedByHand(cell) != nil { return true }
        if let previous, cell.asciiValue == nil || previous.asciiValue == nil {
            return cell.mayJoin(after: previous)
        }
        return false
    }

    /// Variation selectors, the zero-width joiner, the keycap mark and the skin tones.
    private static func changesWidth(_ scalar: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(scalar) || scalar == 0x200D || scalar == 0x20E3
            || (0x1F3FB...0x1F3FF).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
    }

    /// The cells to print by hand after ncurses has painted, in order, each reached with an
    /// absolute cursor move: each of `positions` (the cells placed by hand that changed), then
    /// the cells to its right that it could have overdrawn, up to the most columns its
    /// characters could take. A cell placed by hand met on the way extends the stretch by its
    /// own reach. Positions must be in row order, left to right.
    func cellsToPrint(placedByHand positions: [Point], in canvas: Canvas) -> [Point] {
        var cells: [Point] = []
        var doneUntil = Point(x: -1, y: -1)  // cells before this on its row are printed
        for position in positions {
            if position.y == doneUntil.y && position.x < doneUntil.x { continue }
            cells.append(position)
            let head = canvas[position.x, position.y]
            var end = min(position.x + (columnsIfPlacedByHand(head) ?? head.width), canvas.width)
            var column = position.x + max(head.width, 1)
            while column < end {
                let cell = canvas[column, position.y]
                if cell.isContinuation { column += 1; continue }
                cells.append(Point(x: column, y: position.y))
                if let reach = columnsIfPlacedByHand(cell) { end = min(max(end, column + reach), canvas.width) }
                column += max(cell.width, 1)
            }
            doneUntil = Point(x: max(column, position.x + 1), y: position.y)
        }
        return cells
    }
}
