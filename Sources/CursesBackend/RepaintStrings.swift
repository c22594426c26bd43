import CNcursesw
import TerminalCanvas

/// The terminfo strings the backend's own full repaint sends (`FullRepaint`), read once after
/// `newterm`; nil for a terminal that lacks what the repaint cannot do without, which ncurses
/// then redraws as before.
///
///     needed                                        else ncurses redraws
///     clear, sgr0, cup                              ─ (every terminal ncurses paints well)
///     no am, or am with xenl                        the bottom-right cell would scroll
///     with colour: setaf, setab                     colours set by pairs (initc, scp)
///     no ncv, no xmc                                attributes ncurses drops with colour,
///                                                   magic cookies
///
///     only saving bytes where present
///     cr + cud1     start the next row (else cup)   el, ech   erase a run of blanks (in a
///     cuf           pass the cleared screen's blanks           colour only with bce)
///     sgr           several attributes at once      op        back to the default colours
struct RepaintStrings {
    let terminal: TerminalStrings
    let clear: [UInt8]
    /// `cr` then `cud1`: the start of the next row, where the terminal has both.
    let nextRow: [UInt8]?
    let eraseToEndOfLine: [UInt8]
    /// `op`: the default colours, attributes kept.
    let defaultColors: [UInt8]
    /// `bce`: erasing fills with the current background, so blanks in a colour can be erased.
    let erasesInBackground: Bool
    private let setAttributesCapability: String?
    private let eraseCharacters: String?
    private let cursorForward: String?
    /// `ech(n)` and `cuf(n)` by n, expanded once each.
    private var erasures: [[UInt8]?] = []
    private var advances: [[UInt8]?] = []

    /// The current terminal's strings, or nil if the repaint is ncurses's on it; `usesColor`
    /// says whether the backend shows colours.
    static func current(_ terminal: TerminalStrings, usesColor: Bool) -> RepaintStrings? {
        guard let clear = termisland_tigetstr("clear"), !terminal.plain.isEmpty, terminal.canAddressCursor else { return nil }
        let autoMargins = tigetflag("am") > 0, eatsNewline = tigetflag("xenl") > 0
        guard !autoMargins || eatsNewline, tigetnum("xmc") <= 0 else { return nil }
        if usesColor { guard terminal.canSetColors, tigetnum("ncv") <= 0 else { return nil } }
        return RepaintStrings(terminal: terminal, clear: clear)
    }

    private init(terminal: TerminalStrings, clear: UnsafePointer<CChar>) {
        func bytes(_ name: String) -> [UInt8] {
            termisland_tigetstr(name).map { Array(String(cString: $0).utf8) } ?? []
        }
        func string(_ name: String) -> String? { termisland_tigetstr(name).map { String(cString: $0) } }
        self.terminal = terminal
        self.clear = Array(String(cString: clear).utf8)
        let carriageReturn = bytes("cr"), cursorDown = bytes("cud1")
        nextRow = carriageReturn.isEmpty || cursorDown.isEmpty ? nil : carriageReturn + cursorDown
        eraseToEndOfLine = bytes("el")
        defaultColors = bytes("op")
        erasesInBackground = tigetflag("bce") > 0
        setAttributesCapability = string("sgr")
        eraseCharacters = string("ech")
        cursorForward = string("cuf")
    }

    /// `ech(count)`: erases `count` cells from the cursor, which stays.
    mutating func eraseCharacters(_ count: Int) -> [UInt8]? {
        Self.expanded(eraseCharacters, count, cache: &erasures)
    }

    /// `cuf(count)`: the cursor `count` cells to the right.
    mutating func cursorForward(_ count: Int) -> [UInt8]? {
        Self.expanded(cursorForward, count, cache: &advances)
    }

    /// The attributes of `attributes` that terminfo's `sgr` sets, from plain, in one string
    /// (italic is not among them); nil where the terminal has no `sgr`.
    func setAttributes(_ attributes: TextAttributes) -> [UInt8]? {
        guard let setAttributesCapability else { return nil }
        func on(_ attribute: TextAttributes) -> Int32 { attributes.contains(attribute) ? 1 : 0 }
        var output: [UInt8] = []
        TerminalStrings.append(termisland_tiparm9(setAttributesCapability, 0, on(.underline), on(.reverse), 0, on(.dim), on(.bold), 0, 0, 0),
                               to: &output)
        return output
    }

    private static func expanded(_ capability: String?, _ count: Int, cache: inout [[UInt8]?]) -> [UInt8]? {
        guard let capability, count > 0 else { return nil }
        if count < cache.count, let known = cache[count] { return known }
        var output: [UInt8] = []
        TerminalStrings.append(termisland_tiparm1(capability, Int32(count)), to: &output)
        if count < 1024 {
            if cache.count <= count { cache += Array(repeating: nil, count: count + 1 - cache.count) }
            cache[count] = output
        }
        return output
    }
}
