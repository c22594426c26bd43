import Foundation
import TerminalCanvas
import TermIsland

/// `--format text|styled|ansi|svg|voiceover`: how `snapshot` and `gallery` write what they draw
/// (and `--format text|sarif`, how `lint` writes what it finds). Without it they write what
/// they always have: ANSI in a terminal, plain text through a pipe, `--styled` for the styled
/// text.
package enum OutputFormat: String, CaseIterable {
    /// Plain text, whatever the output is.
    case text
    /// Plain text and a legend of styles: `--styled`.
    case styled
    /// ANSI escapes, even through a pipe; `--color never` keeps bold and the like but no colours.
    case ansi
    /// One SVG picture of everything drawn (SVGEncoder), in full colour unless `--color never`.
    case svg
    /// What VoiceOver reads of each presentation, element by element, in reading order.
    case voiceover
    /// `lint`'s findings as SARIF 2.1.0, for code scanning.
    case sarif

    /// The format `options` ask for: `--format`, else `--styled`, else nil (the terminal decides).
    package static func chosen(by options: CommandOptions) throws -> OutputFormat? {
        guard let format = options.format else { return options.styled ? .styled : nil }
        if format == .sarif { throw UsageError("--format sarif is island lint's; snapshot and gallery write text, styled, ansi, svg or voiceover") }
        if options.styled && format != .styled {
            throw UsageError("--styled is --format styled; it cannot go with --format \(format.rawValue)")
        }
        return format
    }

    /// The SVG encoder for a theme: a white page for the light theme (made for light terminals),
    /// a dark one otherwise, as a terminal of that kind would show it.
    package static func svgEncoder(theme: Theme, color: ColorChoice, title: String) -> SVGEncoder {
        var encoder = SVGEncoder(depth: color == .never ? .none : .trueColor, title: title)
        if theme.name == "light" {
            encoder.background = .rgb(0xFF, 0xFF, 0xFF)
            encoder.foreground = .rgb(0x1C, 0x1C, 0x1E)
        }
        return encoder
    }
}
