import TerminalCanvas

/// A full repaint written by the backend itself, in one stream of bytes, instead of ncurses's
/// redraw of its picture (`clearok`), which expands terminfo's parameters (`tiparm`) for every
/// change of style and cursor move and cost more than a whole repaint by tui-rs.
///
///     sgr0 clear                             plain, the screen cleared, the cursor home
///     row 0: cells left to right             a style sent only where it changes, and only
///                                            what changes (StyleSequences); a wide grapheme's
///                                            right half skipped
///            blanks of the cleared screen    passed over (cuf), or not sent at the row's end
///            a run of other blanks           erased (ech, then cuf past it; el at the row's
///                                            end) where that is shorter and the style allows
///            a cell placed by hand           U+00A0 placeholders, as in ncurses's picture;
///                                            the painter prints the graphemes afterwards
///     cr cud1, row 1 …                       (cup where the terminal lacks them)
///     sgr0 cup(0, 0)                         where ncurses believes the terminal is
///
/// It writes exactly what ncurses's picture holds, so ncurses's idea of the screen stays true
/// and later updates through it are right (`CursesPainter` keeps ncurses's screen in step).
/// The blanks and erasures follow ncurses's own rules (`DrawnStyle.isErasable`) and a style
/// change sends only what changes, so it sends less than ncurses's redraw on the screens
/// measured: 13.9 KB against 19.4 KB for the peer benchmark's, 2.4 KB against 2.9 KB for the
/// probe's (docs/BENCHMARKS.md).
struct FullRepaint {
    private(set) var strings: RepaintStrings
    let colors: CursesColors
    private var sequences = StyleSequences()
    /// Style numbers by `Cell.styleKey`, the glyph kind's bits and `pairZeroBit`.
    private var idOfKey: [UInt64: Int] = [:]
    /// Set in a key for a cell drawn with colour pair 0 (above the style's and glyph kind's bits).
    private static let pairZeroBit: UInt64 = 1 << 62

    init(strings: RepaintStrings, colors: CursesColors) {
        self.strings = strings
        self.colors = colors
    }

    /// Appends the bytes that show `canvas` on the terminal, whatever it shows now: each cell
    /// in the style ncurses's picture has for it (colour pair 0 in `pairOfCell` is the default
    /// colours), and U+00A0 over the cells `isPlacedByHandAt` marks.
    mutating func write(_ canvas: Canvas, pairOfCell: [Int32], isPlacedByHandAt: [Bool], to bytes: inout [UInt8]) {
        if sequences.isLarge {
            sequences = StyleSequences()
            idOfKey.removeAll()
        }
        let terminal = strings.terminal
        bytes += terminal.plain
        bytes += strings.clear
        var current = StyleSequences.plainID
        pairOfCell.withUnsafeBufferPointer { pairs in
            isPlacedByHandAt.withUnsafeBufferPointer { placed in
                for y in 0..<canvas.height {
                    if y > 0 { startRow(y, to: &bytes) }
                    write(row: y, of: canvas, pairs: pairs, placed: placed, current: &current, to: &bytes)
                }
            }
        }
        if current != StyleSequences.plainID { bytes += terminal.plain }
        terminal.moveCursor(row: 0, column: 0, to: &bytes)
    }

    /// Moves from the row above (anywhere in it) to the start of row `y`.
    private func startRow(_ y: Int, to bytes: inout [UInt8]) {
        if let nextRow = strings.nextRow {
            bytes += nextRow
        } else {
            strings.terminal.moveCursor(row: y, column: 0, to: &bytes)
        }
    }

    /// Row `y`, from its first column, with the terminal in style `current`.
    private mutating func write(row y: Int, of canvas: Canvas, pairs: UnsafeBufferPointer<Int32>,
                                placed: UnsafeBufferPointer<Bool>, current: inout Int, to bytes: inout [UInt8]) {
        let width = canvas.width
        let row = canvas.cells(inRow: y)
        let first = row.startIndex, base = y * width
        var lastKey: UInt64 = .max, id = StyleSequences.plainID
        var passed = 0  // blanks of the cleared screen not yet moved past
        var x = 0
        while x < width {
            let cell = row[first + x]
            if cell.isContinuation { x += 1; continue }
            let index = base + x
            let inPairZero = pairs[index] == 0
            let key = cell.styleKey | cell.glyphKindBits | (inPairZero ? Self.pairZeroBit : 0)
            if key != lastKey {
                id = styleID(key, of: cell, inPairZero: inPairZero)
                lastKey = key
            }
            let byHand = placed[index]
            if !byHand && cell.asciiValue == 0x20 {
                if id == StyleSequences.plainID {
                    passed += 1
                    x += 1
                    continue
                }
                if sequences.styles[id].isErasable(erasesInBackground: strings.erasesInBackground) {
                    var end = x + 1
                    while end < width && row[first + end] == cell && (pairs[base + end] == 0) == inPairZero && !placed[base + end] {
                        end += 1
                    }
                    let count = end - x
                    if let erasure = erasure(of: count, reachingTheEnd: end == width) {
                        pass(passed, current: &current, to: &bytes)
                        passed = 0
                        if id != current { sequences.append(from: current, to: id, strings: strings, to: &bytes); current = id }
                        switch erasure {
                        case .toEndOfLine: bytes += strings.eraseToEndOfLine
                        case .characters(let advancing):
                            bytes += strings.eraseCharacters(count) ?? []
                            if advancing { bytes += strings.cursorForward(count) ?? [] }
                        }
                        x = end
                        continue
                    }
                }
            }
            pass(passed, current: &current, to: &bytes)
            passed = 0
            if id != current { sequences.append(from: current, to: id, strings: strings, to: &bytes); current = id }
            if byHand {
                for _ in 0..<max(cell.width, 1) { bytes += [0xC2, 0xA0] }
            } else if let ascii = cell.asciiValue {
                bytes.append(ascii)
            } else {
                cell.appendUTF8(to: &bytes)
            }
            x += 1
        }
        // Blanks of the cleared screen at the row's end: nothing to send.
    }

    /// The number of the style the terminal shows `cell` in.
    private mutating func styleID(_ key: UInt64, of cell: Cell, inPairZero: Bool) -> Int {
        if let id = idOfKey[key] { return id }
        let drawn = DrawnStyle(cell.shownStyle(at: colors.canvasDepth), colors: colors)
        let id = sequences.id(of: inPairZero ? drawn.inDefaultColors : drawn)
        idOfKey[key] = id
        return id
    }

    /// How a run of blanks is erased: `el`, or `ech` and, unless the run ends the row, `cuf`.
    private enum Erasure {
        case toEndOfLine
        case characters(advancing: Bool)
    }

    /// How to erase a run of `count` blanks and leave the cursor after it, if that is shorter
    /// than printing them.
    private mutating func erasure(of count: Int, reachingTheEnd: Bool) -> Erasure? {
        if reachingTheEnd && !strings.eraseToEndOfLine.isEmpty {
            return strings.eraseToEndOfLine.count < count ? .toEndOfLine : nil
        }
        guard let erase = strings.eraseCharacters(count) else { return nil }
        if reachingTheEnd { return erase.count < count ? .characters(advancing: false) : nil }
        guard let advance = strings.cursorForward(count), erase.count + advance.count < count else { return nil }
        return .characters(advancing: true)
    }

    /// Moves past `count` blanks of the cleared screen: printed as plain spaces where that is
    /// no longer than `cuf` and the terminal is plain already (or has no `cuf`), else `cuf`.
    private mutating func pass(_ count: Int, current: inout Int, to bytes: inout [UInt8]) {
        guard count > 0 else { return }
        if let advance = strings.cursorForward(count), current != StyleSequences.plainID || advance.count < count {
            bytes += advance
            return
        }
        if current != StyleSequences.plainID {
            sequences.append(from: current, to: StyleSequences.plainID, strings: strings, to: &bytes)
            current = StyleSequences.plainID
        }
        bytes += repeatElement(0x20, count: count)
    }
}
