// `@main` on a single widget, as WidgetKit allows when an extension has one widget and no
// bundle: run as an executable, it says what the widget is, as a bundle lists its widgets; in a
// widget folder's host program (`island preview <folder>`), the host runs with it.
import Foundation
import IslandRegistry

extension Widget {
    /// `@main` on a widget: prints what it is, or runs the widget folder's host linked in.
    ///
    ///     DeliveryWidget: a Live Activity for DeliveryAttributes
    public static func main() {
        if let host = WidgetHostEntry.linked { exit(host.run(Self())) }
        print(Self().summary)
    }

    /// What `main()` prints.
    public var summary: String { "\(Self.self): \(roleDescription)" }
}
