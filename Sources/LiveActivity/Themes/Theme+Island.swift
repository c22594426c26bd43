import TerminalCanvas

extension Theme {
    /// The island's capsule: always black on an iPhone, so `background` is normally black too.
    ///
    ///     ╭──────┬──────────────┬──────╮   ╭ ╮ ╰ ╯ from `corners`, drawn in `keyline`
    ///     │ 👜   ·             ◉· 12:00│   the cut-out: `camera.fill`, then `camera.lens`
    ///     ╰──────┴──────────────┴──────╯
    public struct Island: Sendable, Equatable {
        /// The capsule's fill.
        public var background: TerminalColor
        /// The border's colour when the app sets no `keylineTint` (the app's tint overrides it).
        public var keyline: TerminalColor
        /// The border's corner glyphs.
        public var corners: CornerStyle
        /// How the camera cut-out between compact leading and trailing is drawn.
        public var camera: Camera

        /// An island style from its parts.
        public init(background: TerminalColor, keyline: TerminalColor, corners: CornerStyle,
                    camera: Camera) {
            self.background = background
            self.keyline = keyline
            self.corners = corners
            self.camera = camera
        }
    }

    /// The camera cut-out. A terminal cannot cut a hole, so the cut-out is drawn: every cell of it
    /// gets `fill`, and the cell where iPhone's front camera sits (the right end) gets `lens`.
    /// Both are one column wide and drawn in `color`, with `attributes`, on the island's
    /// background.
    public struct Camera: Sendable, Equatable {
        /// The colour of `fill` and `lens`.
        public var color: TerminalColor
        /// The glyph in every cell of the cut-out: " " leaves it the island's colour; a shade
        /// such as "▒" shows it (block elements are East Asian Ambiguous, though: a terminal set
        /// to draw those wide, as CJK users' are, breaks the island's shape).
        public var fill: Character
        /// The glyph in the lens's cell, such as "◉" (East Asian Neutral, unlike "●"); " " draws
        /// no lens.
        public var lens: Character
        /// Text attributes for both glyphs, so a theme without colours can still set the camera
        /// apart (dim, for one).
        public var attributes: TextAttributes

        /// A camera style from its parts.
        public init(color: TerminalColor, fill: Character, lens: Character,
                    attributes: TextAttributes = []) {
            self.color = color
            self.fill = fill
            self.lens = lens
            self.attributes = attributes
        }

        /// The style `fill` and `lens` are drawn with on `background`.
        public func style(on background: TerminalColor) -> Style {
            Style(foreground: color, background: background, attributes: attributes)
        }
    }
}
