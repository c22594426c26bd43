import CursesBackend
import TerminalCanvas

/// How wide the previewer lays out the graphemes terminals disagree about (✈️ 1️⃣ 🇺🇦 👨‍👩‍👧):
/// as the terminal draws them, measured at start (`auto`, the default), or fixed: `1` for emoji
/// that default to text (✈️ ❤️ 1️⃣) one column wide, as tmux 3.3 and xterm draw them, `2` for
/// Unicode's widths. `--emoji-width` sets it, else `TERMISLAND_EMOJI_WIDTH`.
///
/// Only the previewer in a terminal uses it: snapshots, pipes, recordings and tests keep
/// Unicode's widths (`GraphemeWidths.unicode`), the same on every machine.
public enum EmojiWidthSetting: Equatable, Sendable {
    /// Measure the terminal (`GraphemeWidthProbe`); Unicode's widths if it does not answer.
    case auto
    /// `GraphemeWidths.emojiWidth(_:)` of 1 or 2.
    case fixed(Int)

    /// The environment variable that sets it when `--emoji-width` is not given.
    public static let environmentVariable = "TERMISLAND_EMOJI_WIDTH"

    /// "1", "2" or "auto"; nil for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "auto": self = .auto
        case "1": self = .fixed(1)
        case "2": self = .fixed(2)
        default: return nil
        }
    }

    /// As typed: "1", "2" or "auto".
    public var argument: String {
        switch self {
        case .auto: "auto"
        case .fixed(let width): "\(width)"
        }
    }

    /// The widths to lay out with, and how they were chosen: `given` (the `--emoji-width`
    /// option) if any, else `TERMISLAND_EMOJI_WIDTH` in `environment`, else what `measure`
    /// finds (called only then).
    static func resolve(given: EmojiWidthSetting?, environment: [String: String],
                        measure: () -> GraphemeWidthMeasurement) -> EmojiWidthChoice {
        var setting = EmojiWidthSetting.auto
        var fromVariable = false
        var ignored: String?
        if let given {
            setting = given
        } else if let value = environment[environmentVariable] {
            if let requested = EmojiWidthSetting(value) { (setting, fromVariable) = (requested, true) } else { ignored = value }
        }
        if case .fixed(let width) = setting {
            return EmojiWidthChoice(widths: .emojiWidth(width), origin: fromVariable ? .variable(width) : .option(width))
        }
        let measurement = measure()
        return EmojiWidthChoice(widths: measurement.widths, origin: .measured(measurement, ignoredVariable: ignored))
    }
}

/// The emoji widths the previewer lays out with and where they come from, as `?` shows them:
/// "✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 · measured".
public struct EmojiWidthChoice: Equatable, Sendable, CustomStringConvertible {
    public enum Origin: Equatable, Sendable {
        /// `--emoji-width 1` or `2`.
        case option(Int)
        /// `TERMISLAND_EMOJI_WIDTH=1` or `2`.
        case variable(Int)
        /// Measured in the terminal (or not, and why: `measurement.problem`); a value of
        /// `TERMISLAND_EMOJI_WIDTH` that is not 1, 2 or auto was ignored.
        case measured(GraphemeWidthMeasurement, ignoredVariable: String?)
    }

    public let widths: GraphemeWidths
    public let origin: Origin

    public init(widths: GraphemeWidths, origin: Origin) {
        self.widths = widths
        self.origin = origin
    }

    /// The widths and their origin: "· measured; 👨‍👩‍👧 drawn 6" (a kind drawn neither 1 nor 2
    /// wide, which keeps 2), "· no answer in 200 ms", "· --emoji-width 2",
    /// "· TERMISLAND_EMOJI_WIDTH=1", "· measured; TERMISLAND_EMOJI_WIDTH=wide ignored".
    public var description: String {
        "\(widths) · \(originDescription)"
    }

    private var originDescription: String {
        switch origin {
        case .option(let width): return "--emoji-width \(width)"
        case .variable(let width): return "\(EmojiWidthSetting.environmentVariable)=\(width)"
        case .measured(let measurement, let ignored):
            let ignoredNote = ignored.map { "; \(EmojiWidthSetting.environmentVariable)=\($0) ignored" } ?? ""
            if let problem = measurement.problem { return "\(problem)\(ignoredNote)" }
            let otherwise = GraphemeWidths.Kind.allCases.compactMap { kind in
                measurement.drawn[kind].flatMap { $0 == 1 || $0 == 2 ? nil : "; \(kind.sample) drawn \($0)" }
            }
            return "measured\(otherwise.joined())\(ignoredNote)"
        }
    }
}
