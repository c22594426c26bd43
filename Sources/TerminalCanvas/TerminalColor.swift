/// A colour a terminal can show: its own default, one of the 16 ANSI colours, an index into the
/// 256-colour palette, or a 24-bit RGB value.
///
/// Colours are kept as given; an encoder converts them down to what a terminal supports with
/// `converted(to:)` at the moment it writes them, so a canvas painted once can be shown on any
/// terminal and snapshots stay the same on every machine.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour (SGR 39 / 49).
    case `default`
    /// One of the 16 colours whose exact shade the terminal's theme decides.
    case ansi(ANSIColor)
    /// An entry of the xterm 256-colour palette: 0–15 the ANSI colours, 16–231 a 6×6×6 cube,
    /// 232–255 a grey ramp.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// The 16 ANSI colours, in palette order (the raw value is the palette index).
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
}

extension TerminalColor {
    /// Shorthands for the 16 ANSI colours, so a style reads `Style(foreground: .red)`.
    public static let black = TerminalColor.ansi(.black)
    public static let red = TerminalColor.ansi(.red)
    public static let green = TerminalColor.ansi(.green)
    public static let yellow = TerminalColor.ansi(.yellow)
    public static let blue = TerminalColor.ansi(.blue)
    public static let magenta = TerminalColor.ansi(.magenta)
    public static let cyan = TerminalColor.ansi(.cyan)
    public static let white = TerminalColor.ansi(.white)
    public static let brightBlack = TerminalColor.ansi(.brightBlack)
    public static let brightRed = TerminalColor.ansi(.brightRed)
    public static let brightGreen = TerminalColor.ansi(.brightGreen)
    public static let brightYellow = TerminalColor.ansi(.brightYellow)
    public static let brightBlue = TerminalColor.ansi(.brightBlue)
    public static let brightMagenta = TerminalColor.ansi(.brightMagenta)
    public static let brightCyan = TerminalColor.ansi(.brightCyan)
    public static let brightWhite = TerminalColor.ansi(.brightWhite)

    /// A colour from a hex string such as `"#ff8800"` or `"ff8800"`; nil unless it is exactly six
    /// hex digits after an optional `#`.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.utf8.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self = .rgb(UInt8(truncatingIfNeeded: value >> 16),
                    UInt8(truncatingIfNeeded: value >> 8),
                    UInt8(truncatingIfNeeded: value))
    }
}

// MARK: - Packing

extension TerminalColor {
    // A colour packs into 26 bits so a whole style fits in one machine word beside the cell width:
    // bits 24–25 say which case, bits 0–23 hold the index or the RGB bytes.
    static let packedBitCount = 26
    private static let tagShift: UInt32 = 24

    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let color): return 1 << Self.tagShift | UInt32(color.rawValue)
        case .indexed(let index): return 2 << Self.tagShift | UInt32(index)
        case .rgb(let red, let green, let blue):
            return 3 << Self.tagShift | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    init(packed: UInt32) {
        let payload = packed & 0xFF_FFFF
        switch packed >> Self.tagShift & 0b11 {
        case 0: self = .default
        case 1: self = .ansi(ANSIColor(rawValue: UInt8(payload & 0x0F)) ?? .black)
        case 2: self = .indexed(UInt8(payload & 0xFF))
        default:
            self = .rgb(UInt8(payload >> 16), UInt8(truncatingIfNeeded: payload >> 8),
                        UInt8(truncatingIfNeeded: payload))
        }
    }
}
