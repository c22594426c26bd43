import TerminalCanvas

/// How many colours the terminal can show through ncurses, and the colour numbers ncurses is
/// given for a canvas's colours.
///
/// The depth is what terminfo says the terminal draws (`colors`, the `RGB` flag of the
/// direct-colour entries such as `xterm-direct`), lowered by `NO_COLOR`. ncurses can only send
/// what terminfo describes, so `COLORTERM=truecolor` under `TERM=xterm-256color` still paints
/// 256 colours: 24-bit colour needs a direct-colour `TERM` such as `xterm-direct`.
enum CursesColors: Equatable, Sendable {
    /// No colour: `NO_COLOR`, `TERM=dumb`, or a terminal without `setaf`.
    case none
    /// The 8 ANSI colours (`TERM=xterm`): bright colours are drawn as their normal ones.
    case ansi8
    /// The 16 ANSI colours.
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour as colour numbers 0xRRGGBB (terminfo's direct-colour entries).
    case direct

    /// The depth for a terminal whose terminfo has `colors` colours (-1 if absent) and, when
    /// `hasRGB`, direct colour, in `environment`.
    static func choose(colors: Int, hasRGB: Bool, canSetForeground: Bool,
                       environment: [String: String]) -> CursesColors {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard canSetForeground && colors >= 8 else { return .none }
        if hasRGB && colors >= 1 << 24 { return .direct }
        if colors >= 256 { return .ansi256 }
        if colors >= 16 { return .ansi16 }
        return .ansi8
    }

    /// The canvas colour depth that conversion targets for this terminal.
    var canvasDepth: ColorDepth {
        switch self {
        case .none: return .none
        case .ansi8: return .ansi8
        case .ansi16: return .ansi16
        case .ansi256: return .ansi256
        case .direct: return .trueColor
        }
    }

    /// The ncurses colour number for `color`: -1 for the terminal's default, else an index or,
    /// in direct colour, 0xRRGGBB. Colours are first converted with the canvas's own
    /// conversion (`TerminalColor.converted(to:)`), so the backend shows what the ANSI encoder
    /// would.
    func number(for color: TerminalColor) -> Int32 {
        switch color.converted(to: canvasDepth) {
        case .default: return -1
        case .ansi(let ansi):
            let index = Int32(ansi.rawValue)
            switch self {
            case .none: return -1
            case .ansi8: return index % 8
            case .direct:
                // Direct-colour entries keep 0–7 for the ANSI colours; the bright ones have no
                // number there, so they are drawn as xterm's default shade.
                guard index >= 8, let rgb = color.rgbComponents else { return index }
                return Self.directNumber(rgb.red, rgb.green, rgb.blue)
            default: return index
            }
        case .indexed(let index): return Int32(index)
        case .rgb(let red, let green, let blue): return Self.directNumber(red, green, blue)
        }
    }

    /// 0xRRGGBB, kept clear of 0–7, which direct-colour entries read as ANSI colours: those
    /// eight near-blacks are drawn as #000008.
    private static func directNumber(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        let value = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        return value < 8 ? 8 : value
    }
}
