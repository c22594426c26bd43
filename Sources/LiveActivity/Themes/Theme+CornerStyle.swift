import TerminalCanvas

extension Theme {
    /// The glyphs a border is drawn with. JSON: `"rounded"`, `"square"` or `"ascii"`.
    public enum CornerStyle: String, CaseIterable, Sendable {
        /// `╭─╮ │ ╰─╯`: closest to the island's and the card's rounded corners.
        case rounded
        /// `┌─┐ │ └─┘`: for fonts whose rounded corners look wrong.
        case square
        /// `+-+ | +-+`: for terminals and fonts without box drawing.
        case ascii

        /// The canvas glyphs for this style.
        public var borderGlyphs: BorderGlyphs {
            switch self {
            case .rounded: .rounded
            case .square: .square
            case .ascii: .ascii
            }
        }
    }
}
