/// The words the styled-text encoder and `Cell.description` use for a style.
///
/// A style is written as `fg=… bg=… attributes`, leaving out what is default, in a fixed
/// order so the text is the same on every machine:
///
///     fg=red bg=#1e1e2e bold underline
///     fg=palette:208 italic
///     plain
///
/// Colours: the 16 ANSI names (`red`, `brightBlue`…), `palette:N` for a 256-palette entry,
/// `#rrggbb` for RGB.
package enum StyleDescription {
    package static func text(of style: Style) -> String {
        var words: [String] = []
        if style.foreground != .default { words.append("fg=" + text(of: style.foreground)) }
        if style.background != .default { words.append("bg=" + text(of: style.background)) }
        for (attribute, name) in TextAttributes.named where style.attributes.contains(attribute) {
            words.append(name)
        }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    package static func text(of color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let color): return "\(color)"
        case .indexed(let index): return "palette:\(index)"
        case .rgb(let red, let green, let blue): return "#" + hex(red) + hex(green) + hex(blue)
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
