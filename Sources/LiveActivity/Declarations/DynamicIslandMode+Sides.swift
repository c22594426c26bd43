extension DynamicIslandMode {
    /// WidgetKit names the compact presentation's two sides; here they are one presentation, so
    /// `contentMargins(_:_:for: .compactLeading)` sets the compact margins of both sides
    /// (the edges say which side's margin it is: `.trailing` is the trailing side's).
    public static let compactLeading = DynamicIslandMode.compact
    /// The compact presentation's trailing side: the compact margins, as `compactLeading`.
    public static let compactTrailing = DynamicIslandMode.compact
}
