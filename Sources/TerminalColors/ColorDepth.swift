/// How many colours a terminal can show, and so what the encoders emit.
///
/// Ordered from fewest to most colours, so `depth >= .ansi256` reads as it should.
public enum ColorDepth: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// No colour at all: attributes such as bold and underline are still emitted.
    case none
    /// The 8 ANSI colours (SGR 30–37 and 40–47): what ncurses can send a terminal whose
    /// terminfo says 8 colours, such as Debian's `TERM=xterm`. Bright colours become their
    /// normal ones, and greys the default colour, dim or bold (see `Style.converted(to:)`).
    case ansi8
    /// The 16 ANSI colours (SGR 30–37, 90–97 and their backgrounds).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor

    /// Whether `lhs` shows fewer colours than `rhs`.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The colour depth an environment asks for, decided in this order:
    ///
    /// 1. `NO_COLOR` set to anything but the empty string: `.none` (see no-color.org).
    /// 2. `FORCE_COLOR`: `0` or `false` → `.none`, `1` or `true` or empty → `.ansi16`,
    ///    `2` → `.ansi256`, `3` → `.trueColor`.
    /// 3. `TERM` unset, empty or `dumb`: `.none`.
    /// 4. `COLORTERM` `truecolor` or `24bit`, a `TERM` ending in `-direct`, or a terminal known to
    ///    support 24-bit colour (`xterm-kitty`, `xterm-ghostty`, `alacritty`, `wezterm`, `foot`,
    ///    `contour`): `.trueColor`.
    /// 5. A `TERM` containing `256color`: `.ansi256`.
    /// 6. Any other `TERM`, except the `vt` family (`vt` and a digit: vt100, vt220…), which has
    ///    no colour: `.ansi16`. (`vte`, GNOME's terminal library, is not of that family.)
    ///
    /// It never answers `.ansi8`: a terminal whose terminfo says 8 colours (`TERM=xterm`) draws 16
    /// when sent them, as XTerm does; only the ncurses backend, which can send no more than
    /// terminfo describes, works at 8.
    ///
    /// It is a pure function of the dictionary, so callers pass `ProcessInfo.processInfo.environment`
    /// and tests pass what they like. Whether the output is a terminal at all is the caller's call.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if let force = environment["FORCE_COLOR"]?.lowercased() {
            switch force {
            case "0", "false": return .none
            case "", "1", "true": return .ansi16
            case "2": return .ansi256
            case "3": return .trueColor
            default: break
            }
        }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            return .trueColor
        }
        let trueColorTerminals = ["xterm-kitty", "xterm-ghostty", "alacritty", "wezterm", "foot", "contour"]
        if trueColorTerminals.contains(where: { term.hasPrefix($0) }) { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        if isVTFamily(term) { return .none }
        return .ansi16
    }

    /// Whether `term` names a DEC VT terminal: "vt" then a digit (vt100, vt220-8bit), not
    /// merely "vt" (vte, vtnt).
    private static func isVTFamily(_ term: String) -> Bool {
        let bytes = Array(term.utf8.prefix(3))
        return bytes.count == 3 && bytes[0] == UInt8(ascii: "v") && bytes[1] == UInt8(ascii: "t")
            && bytes[2] >= UInt8(ascii: "0") && bytes[2] <= UInt8(ascii: "9")
    }
}
