extension View {
    /// The label an accessory widget shows beside itself on the Lock Screen or a watch face, as
    /// WidgetKit's `widgetLabel`. A Live Activity has no such label
    /// (`@Environment(\.showsWidgetLabel)` is false), so the view is drawn as it is.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }

    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> ModifiedView { modifyingEnvironment { _ in } }

    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> ModifiedView { modifyingEnvironment { _ in } }
}
