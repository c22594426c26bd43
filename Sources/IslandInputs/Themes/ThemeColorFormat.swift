import LiveActivity
import ActivityRuntime
import TerminalCanvas

/// How a theme file spells a colour: one string, in one of four forms.
///
/// | form            | example        | colour                                          |
/// |-----------------|----------------|-------------------------------------------------|
/// | `#RRGGBB`       | `"#1C1C1E"`    | `.rgb`, 24-bit; hex digits in either case       |
/// | `default`       | `"default"`    | `.default`, the terminal's own colour           |
/// | ANSI name       | `"brightBlue"` | `.ansi`, spelled as `ANSIColor`'s cases         |
/// | `indexed:NNN`   | `"indexed:236"`| `.indexed`, xterm palette entry 0–255           |
///
/// Names are matched exactly, case and all, so no typo is mistaken for a colour.
enum ThemeColorFormat {
    /// Why a string is not a colour.
    enum Problem: Error, Equatable {
        /// None of the four forms.
        case unrecognized
        /// `indexed:` with a number past 255.
        case paletteIndexOutOfRange

        /// The reason for an error message, ending in "got" so the value can follow.
        var expectation: String {
            switch self {
            case .unrecognized:
                ##"expected a colour such as "#1C1C1E", "default", "brightBlue" or "indexed:236""##
            case .paletteIndexOutOfRange:
                #"expected a palette index from 0 to 255 after "indexed:""#
            }
        }
    }

    private static let indexedPrefix = "indexed:"

    /// The colour `text` spells.
    static func color(from text: String) throws(Problem) -> TerminalColor {
        if text == "default" { return .default }
        if text.hasPrefix("#") {
            guard let color = TerminalColor(hex: text) else { throw .unrecognized }
            return color
        }
        if text.hasPrefix(indexedPrefix) {
            let digits = text.utf8.dropFirst(indexedPrefix.utf8.count)
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { throw .unrecognized }
            // Counting digits first keeps "indexed:99999999999999999999" from overflowing.
            guard digits.count <= 3, let index = UInt8(String(decoding: digits, as: UTF8.self))
            else { throw .paletteIndexOutOfRange }
            return .indexed(index)
        }
        if let ansi = ANSIColor.allCases.first(where: { name(of: $0) == text }) { return .ansi(ansi) }
        throw .unrecognized
    }

    /// The spelling of `color` in a theme file: `color(from: string(for: c)) == c` for every
    /// colour. Hex digits are upper case, as in Apple's colour tables.
    static func string(for color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let ansi): return name(of: ansi)
        case .indexed(let index): return indexedPrefix + String(index)
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
    }

    /// An ANSI colour's name, the case name: "red", "brightBlue".
    private static func name(of color: ANSIColor) -> String { String(describing: color) }
}
