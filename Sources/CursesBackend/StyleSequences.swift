import TerminalCanvas

/// The bytes that take the terminal from one `DrawnStyle` to another, worked out through
/// terminfo once for each pair of styles met and then reused: the full repaint's styles cost a
/// dictionary lookup each, not a `tiparm`.
///
///     from                     to                        sent
///     bold 244 on 234          bold 231 on 234           setaf 231                ⎋[38;5;231m
///     244 on 234               bold underline 71 on 234  setaf: the attributes are only added
///                                                        bold, smul, setaf 71     ⎋[1m⎋[4m⎋[38;5;71m
///     bold 214 on 234          246 on 234                attributes removed: from plain,
///                                                        sgr (or sgr0), setaf, setab
///     231 on 24                231 on default            op, then setaf           ⎋[39;49m⎋[38;5;231m
///
/// Styles are numbered as they are met (0 is `DrawnStyle.plain`), so a repaint compares
/// integers cell by cell.
struct StyleSequences {
    static let plainID = 0
    private(set) var styles: [DrawnStyle] = [.plain]
    private var idOfStyle: [DrawnStyle: Int] = [.plain: 0]
    /// By `from << 32 | to`.
    private var transitions: [Int: [UInt8]] = [:]

    /// Whether the tables have grown past what a screen's styles need (a long session's
    /// colours): the repaint then starts them again.
    var isLarge: Bool { styles.count > 4096 || transitions.count > 65_536 }

    /// The number of `style`, given one if it is new.
    mutating func id(of style: DrawnStyle) -> Int {
        if let id = idOfStyle[style] { return id }
        styles.append(style)
        idOfStyle[style] = styles.count - 1
        return styles.count - 1
    }

    /// Appends what takes the terminal from style `from` to style `to` (numbers from `id(of:)`).
    @inline(__always)
    mutating func append(from: Int, to: Int, strings: RepaintStrings, to bytes: inout [UInt8]) {
        let key = from << 32 | to
        if let known = transitions[key] {
            bytes.append(contentsOf: known)
            return
        }
        let sequence = Self.sequence(from: styles[from], to: styles[to], strings: strings)
        transitions[key] = sequence
        bytes.append(contentsOf: sequence)
    }

    /// The shortest of: the colours that changed; the attributes added and the colours that
    /// changed; everything from plain (attributes removed, as SGR can only reset them all).
    static func sequence(from: DrawnStyle, to: DrawnStyle, strings: RepaintStrings) -> [UInt8] {
        let terminal = strings.terminal
        var output: [UInt8] = []
        if from.attributes.isSubset(of: to.attributes) {
            for (attribute, sequence) in attributeSequences(terminal)
            where to.attributes.contains(attribute) && !from.attributes.contains(attribute) {
                output += sequence
            }
            // A colour back to the default: `op` resets both, and the other is sent again.
            let resetsColors = (to.foreground == -1 && from.foreground != -1) || (to.background == -1 && from.background != -1)
            if !resetsColors || !strings.defaultColors.isEmpty {
                if resetsColors { output += strings.defaultColors }
                if to.foreground != -1 && (resetsColors || to.foreground != from.foreground) {
                    terminal.appendForeground(to.foreground, to: &output)
                }
                if to.background != -1 && (resetsColors || to.background != from.background) {
                    terminal.appendBackground(to.background, to: &output)
                }
                let fromPlain = fromPlainSequence(to, strings: strings)
                return output.count <= fromPlain.count ? output : fromPlain
            }
        }
        return fromPlainSequence(to, strings: strings)
    }

    /// `style` from any state: `sgr` with its attributes (or `sgr0` and each), italic, colours.
    /// ncurses, too, takes either reset to leave the default colours.
    private static func fromPlainSequence(_ style: DrawnStyle, strings: RepaintStrings) -> [UInt8] {
        let terminal = strings.terminal
        var output: [UInt8] = []
        if let combined = strings.setAttributes(style.attributes) {
            output += combined
            if style.attributes.contains(.italic) { output += terminal.italic }
        } else {
            output += terminal.plain
            for (attribute, sequence) in attributeSequences(terminal) where style.attributes.contains(attribute) {
                output += sequence
            }
        }
        if style.foreground != -1 { terminal.appendForeground(style.foreground, to: &output) }
        if style.background != -1 { terminal.appendBackground(style.background, to: &output) }
        return output
    }

    /// Each attribute ncurses draws and the string that turns it on.
    private static func attributeSequences(_ terminal: TerminalStrings) -> [(TextAttributes, [UInt8])] {
        [(.bold, terminal.bold), (.dim, terminal.dim), (.italic, terminal.italic), (.underline, terminal.underline),
         (.reverse, terminal.reverse)]
    }
}
