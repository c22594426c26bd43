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
    /// Palette entry 0: SGR 30 foreground, 40 background.
    case black
    /// Palette entry 1: SGR 31 foreground, 41 background.
    case red
    /// Palette entry 2: SGR 32 foreground, 42 background.
    case green
    /// Palette entry 3: SGR 33 foreground, 43 background.
    case yellow
    /// Palette entry 4: SGR 34 foreground, 44 background.
    case blue
    /// Palette entry 5: SGR 35 foreground, 45 background.
    case magenta
    /// Palette entry 6: SGR 36 foreground, 46 background.
    case cyan
    /// Palette entry 7: SGR 37 foreground, 47 background.
    case white
    /// Palette entry 8: SGR 90 foreground, 100 background.
    case brightBlack
    /// Palette entry 9: SGR 91 foreground, 101 background.
    case brightRed
    /// Palette entry 10: SGR 92 foreground, 102 background.
    case brightGreen
    /// Palette entry 11: SGR 93 foreground, 103 background.
    case brightYellow
    /// Palette entry 12: SGR 94 foreground, 104 background.
    case brightBlue
    /// Palette entry 13: SGR 95 foreground, 105 background.
    case brightMagenta
    /// Palette entry 14: SGR 96 foreground, 106 background.
    case brightCyan
    /// Palette entry 15: SGR 97 foreground, 107 background.
    case brightWhite
}

extension TerminalColor {
    // Shorthands for the 16 ANSI colours, so a style reads `Style(foreground: .red)`.

    /// The ANSI colour black: `.ansi(.black)`.
    public static let black = TerminalColor.ansi(.black)
    /// The ANSI colour red: `.ansi(.red)`.
    public static let red = TerminalColor.ansi(.red)
    /// The ANSI colour green: `.ansi(.green)`.
    public static let green = TerminalColor.ansi(.green)
    /// The ANSI colour yellow: `.ansi(.yellow)`.
    public static let yellow = TerminalColor.ansi(.yellow)
    /// The ANSI colour blue: `.ansi(.blue)`.
    public static let blue = TerminalColor.ansi(.blue)
    /// The ANSI colour magenta: `.ansi(.magenta)`.
    public static let magenta = TerminalColor.ansi(.magenta)
    /// The ANSI colour cyan: `.ansi(.cyan)`.
    public static let cyan = TerminalColor.ansi(.cyan)
    /// The ANSI colour white: `.ansi(.white)`.
    public static let white = TerminalColor.ansi(.white)
    /// The ANSI colour bright black: `.ansi(.brightBlack)`.
    public static let brightBlack = TerminalColor.ansi(.brightBlack)
    /// The ANSI colour bright red: `.ansi(.brightRed)`.
    public static let brightRed = TerminalColor.ansi(.brightRed)
    /// The ANSI colour bright green: `.ansi(.brightGreen)`.
    public static let brightGreen = TerminalColor.ansi(.brightGreen)
    /// The ANSI colour bright yellow: `.ansi(.brightYellow)`.
    public static let brightYellow = TerminalColor.ansi(.brightYellow)
    /// The ANSI colour bright blue: `.ansi(.brightBlue)`.
    public static let brightBlue = TerminalColor.ansi(.brightBlue)
    /// The ANSI colour bright magenta: `.ansi(.brightMagenta)`.
    public static let brightMagenta = TerminalColor.ansi(.brightMagenta)
    /// The ANSI colour bright cyan: `.ansi(.brightCyan)`.
    public static let brightCyan = TerminalColor.ansi(.brightCyan)
    /// The ANSI colour bright white: `.ansi(.brightWhite)`.
    public static let brightWhite = TerminalColor.ansi(.brightWhite)

    /// A colour from a hex string such as `"#ff8800"` or `"ff8800"`; nil unless it is exactly six
    /// hex digits after an optional `#`.
    public init?(hex: String) {
        var digits = Substring(hex).utf8
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        guard digits.count == 6 else { return nil }
        // Digit by digit: `UInt32(_:radix:)` would also take a sign, as in "+12345".
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        self = .rgb(UInt8(truncatingIfNeeded: value >> 16),
                    UInt8(truncatingIfNeeded: value >> 8),
                    UInt8(truncatingIfNeeded: value))
    }
}

// MARK: - Packing

extension TerminalColor {
    // A colour packs into 26 bits so a whole style fits in one machine word beside the cell width:
    // bits 24–25 say which case, bits 0–23 hold the index or the RGB bytes.
    // Inlinable, as `packed` is: a canvas packs a style for every run of text it writes, and a
    // `static let` read from another module is a `swift_once` call each time.
    @inlinable package static var packedBitCount: Int { 26 }
    @usableFromInline static var tagShift: UInt32 { 24 }

    @inlinable package var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let color): return 1 << Self.tagShift | UInt32(color.rawValue)
        case .indexed(let index): return 2 << Self.tagShift | UInt32(index)
        case .rgb(let red, let green, let blue):
            return 3 << Self.tagShift | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    package init(packed: UInt32) {
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
