import TerminalCanvas

extension Theme {
    /// The Lock Screen card. Apple draws it on a translucent material, dark or light with the
    /// device's colour scheme; a terminal has no translucency, so each scheme gets solid colours
    /// close to the material over a typical wallpaper.
    ///
    ///     ╭──────────────────────────────────────╮   `corners`, drawn in `border`
    ///     │ 2 Pizzas                       ✕     │   `foreground` on `background`;
    ///     ╰──────────────────────────────────────╯   ✕ in `dismissAction`
    public struct LockScreen: Sendable, Equatable {
        /// The card's corner glyphs.
        public var corners: CornerStyle
        /// The card when the device is in light mode.
        public var light: Colors
        /// The card when the device is in dark mode.
        public var dark: Colors

        /// A Lock Screen style from its parts.
        public init(corners: CornerStyle, light: Colors, dark: Colors) {
            self.corners = corners
            self.light = light
            self.dark = dark
        }

        /// The colours of the card in one colour scheme.
        public struct Colors: Sendable, Equatable {
            /// The card's fill when the app sets no `activityBackgroundTint`.
            public var background: TerminalColor
            /// Text and symbols that set no colour of their own.
            public var foreground: TerminalColor
            /// The card's border.
            public var border: TerminalColor
            /// The system's dismiss action when the app sets no
            /// `activitySystemActionForegroundColor`.
            public var dismissAction: TerminalColor

            /// A colour scheme's colours from their parts.
            public init(background: TerminalColor, foreground: TerminalColor, border: TerminalColor,
                        dismissAction: TerminalColor) {
                self.background = background
                self.foreground = foreground
                self.border = border
                self.dismissAction = dismissAction
            }
        }
    }
}
