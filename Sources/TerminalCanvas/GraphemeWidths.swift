/// How many columns the graphemes that terminals disagree about take: one width, 1 or 2, for
/// each kind. `DisplayWidth` consults `GraphemeWidths.current`, so layout, painting and
/// measuring all agree with it.
///
///     kind                 example   Unicode   tmux 3.3a   xterm 379
///     emojiPresentation    ✈️ ❤️ ⚠️     2         1           1      a text-default emoji with U+FE0F
///     keycap               1️⃣ #️⃣       2         1           1
///     flag                 🇺🇦         2         2           2
///     zwjSequence          👨‍👩‍👧         2         2           6 (each emoji apart)
///
/// Everything draws with `unicode` unless told otherwise: snapshots, pipes, SVG, asciicasts
/// and tests are the same on every machine. The interactive previewer measures the terminal it
/// runs in (`CursesBackend.measureGraphemeWidths()`) and lays out with what it measured, inside
/// `withCurrent(_:)`:
///
///     let widths = backend.measureGraphemeWidths()?.widths ?? .unicode
///     try widths.withCurrent { try loop.run() }
///
/// The widths are task-local, not a process-wide setting: they hold for the code `withCurrent`
/// runs (on its thread, and in tasks it starts), so tests running beside each other, or a
/// snapshot taken while a previewer runs, still see Unicode's widths.
public struct GraphemeWidths: Hashable, Sendable, CustomStringConvertible {
    /// A kind of grapheme terminals draw at different widths.
    public enum Kind: String, CaseIterable, Sendable {
        /// A base that defaults to text, made emoji by U+FE0F: ✈️ ❤️ ⚠️ ⏸️.
        case emojiPresentation
        /// A keycap: a digit, `#` or `*`, U+FE0F and U+20E3: 1️⃣ #️⃣.
        case keycap
        /// A flag: a pair of regional indicators: 🇺🇦.
        case flag
        /// A ZWJ sequence of emoji: 👨‍👩‍👧 ❤️‍🔥 🏳️‍🌈.
        case zwjSequence

        /// The grapheme the terminal is asked to draw to measure this kind.
        public var sample: String {
            switch self {
            case .emojiPresentation: "\u{2708}\u{FE0F}"
            case .keycap: "1\u{FE0F}\u{20E3}"
            case .flag: "\u{1F1FA}\u{1F1E6}"
            case .zwjSequence: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
            }
        }
    }

    public var emojiPresentation: Int
    public var keycap: Int
    public var flag: Int
    public var zwjSequence: Int

    /// Each kind `width` columns wide; a width other than 1 is 2.
    public init(emojiPresentation: Int = 2, keycap: Int = 2, flag: Int = 2, zwjSequence: Int = 2) {
        self.emojiPresentation = Self.clamped(emojiPresentation)
        self.keycap = Self.clamped(keycap)
        self.flag = Self.clamped(flag)
        self.zwjSequence = Self.clamped(zwjSequence)
    }

    /// Unicode's widths (UTS #51, East Asian Width): every kind two columns.
    public static let unicode = GraphemeWidths()

    /// Emoji that default to text one column wide even with U+FE0F (✈️ ❤️ 1️⃣), flags and ZWJ
    /// sequences two: what tmux 3.3a draws, and xterm 379 but for ZWJ sequences.
    public static let textDefaultsNarrow = GraphemeWidths(emojiPresentation: 1, keycap: 1)

    /// The widths `--emoji-width 1` and `--emoji-width 2` stand for.
    public static func emojiWidth(_ width: Int) -> GraphemeWidths {
        width == 1 ? .textDefaultsNarrow : .unicode
    }

    /// The columns `kind` takes.
    public subscript(kind: Kind) -> Int {
        get {
            switch kind {
            case .emojiPresentation: emojiPresentation
            case .keycap: keycap
            case .flag: flag
            case .zwjSequence: zwjSequence
            }
        }
        set {
            switch kind {
            case .emojiPresentation: emojiPresentation = Self.clamped(newValue)
            case .keycap: keycap = Self.clamped(newValue)
            case .flag: flag = Self.clamped(newValue)
            case .zwjSequence: zwjSequence = Self.clamped(newValue)
            }
        }
    }

    /// Whether these are Unicode's widths.
    public var isUnicode: Bool { self == .unicode }

    /// "✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2": each kind's sample and its width, for the help overlay (drawn
    /// with these widths, the samples line up in the terminal that was measured).
    public var description: String {
        Kind.allCases.map { "\($0.sample) \(self[$0])" }.joined(separator: "  ")
    }

    /// The widths the code running now lays out with: `unicode` unless `withCurrent(_:)` says
    /// otherwise.
    public static var current: GraphemeWidths { $installed.get() }

    /// Runs `body` with these as `current`: everything it lays out, paints and measures uses
    /// them. Nests; `current` is what it was before once `body` returns.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$installed.withValue(self, operation: body)
    }

    @TaskLocal private static var installed = GraphemeWidths.unicode

    private static func clamped(_ width: Int) -> Int { width == 1 ? 1 : 2 }
}
