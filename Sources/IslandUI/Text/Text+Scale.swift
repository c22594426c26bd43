// Text modifiers of iOS 16 and 17 that a terminal draws as it can.

extension Text {
    /// A text size relative to the text around it, as SwiftUI's `Text.Scale`.
    public struct Scale: Hashable, Sendable {
        let name: String
        public static let `default` = Scale(name: "default")
        /// Smaller, for units and annotations beside a value.
        public static let secondary = Scale(name: "secondary")
    }

    /// Smaller text beside a value (`Text("km").textScale(.secondary)`): a terminal has one size,
    /// so the text is drawn as it is.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

    /// An underline in a pattern (iOS 16): a terminal's one underline.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// A strikethrough in a pattern (iOS 16): a terminal's one strikethrough.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}

extension View {
    /// Smaller text below: drawn as it is (see `Text.textScale`).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
}
