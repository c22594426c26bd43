// `@main` on a single widget, as WidgetKit allows when an extension has one widget and no
// bundle: run as an executable, it says what the widget is, as a bundle lists its widgets.

extension Widget {
    /// `@main` on a widget: prints what it is.
    ///
    ///     DeliveryWidget: a Live Activity for DeliveryAttributes
    public static func main() {
        print(Self().summary)
    }

    /// What `main()` prints.
    public var summary: String { "\(Self.self): \(roleDescription)" }
}
