import Foundation
import TerminalCanvas

/// What every output of TermIsland must be, whatever its input: the checks the fuzz targets share.
enum Invariants {
    /// A scalar that must never reach a terminal from content: C0 and C1 controls, DEL, the line
    /// and paragraph separators and the bidi controls (`ControlCharacters` in TerminalCanvas).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Text that is one line and safe: no scalar above.
    static func checkOneSafeLine(_ text: String, _ what: String) {
        FuzzFinding.check(!text.unicodeScalars.contains(where: isUnsafe),
                          "\(what) carries a control character: \(text.debugDescription.prefix(300))")
    }

    /// A canvas's plain text: `height` rows, each exactly `width` columns wide (the `¶` past the
    /// edge of a row that ends in spaces is not part of it), nothing unsafe.
    static func checkPlainText(_ canvas: Canvas, _ what: String) {
        let text = canvas.plainText
        let rows = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
        if canvas.width > 0 && canvas.height > 0 {
            FuzzFinding.check(rows.count == canvas.height, "\(what): \(rows.count) rows of plain text for a canvas \(canvas.height) high")
        }
        for (index, row) in rows.enumerated() {
            var line = String(row)
            // The `¶` that marks a row ending in whitespace stands past the edge; one inside is
            // content. Which rows have it is read from the canvas, so a short row cannot pass
            // for one whose last `¶` is content (as one did until the long run's last finding).
            let last = canvas.cells(inRow: index).last { !$0.isContinuation }
            if last?.grapheme.first?.isWhitespace == true {
                FuzzFinding.check(line.unicodeScalars.last == "¶", "\(what): a row ending in whitespace without its ¶: \(line.debugDescription)")
                line.unicodeScalars.removeLast()
            }
            checkOneSafeLine(line, "\(what): a row of plain text")
            FuzzFinding.check(line.displayWidth == canvas.width,
                              "\(what): a row \(line.displayWidth) columns wide in a canvas \(canvas.width) wide: \(line.debugDescription)")
        }
    }

    /// ANSI output: escapes only as Select Graphic Rendition (`ESC [ … m`) and the cursor moves
    /// the encoder makes between cells that would join (`ESC [ D`, `ESC [ C`, `ESC [ r ; c H`), and
    /// line breaks between rows; no other control character.
    static func checkANSI(_ text: String, _ what: String) {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                FuzzFinding.check(scalars.next() == "[", "\(what): an escape that is not a CSI sequence")
                while let next = scalars.next() {
                    if ["m", "C", "D", "H"].contains(next) { break }
                    FuzzFinding.check(("0"..."9").contains(next) || next == ";" || next == ":",
                                      "\(what): an escape sequence other than SGR or a cursor move (\(next.escaped(asASCII: true)))")
                }
                continue
            }
            if scalar == "\n" || scalar == "\r" { continue }
            FuzzFinding.check(!isUnsafe(scalar), "\(what): a control character U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }
}
