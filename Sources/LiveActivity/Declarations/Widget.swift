import Foundation
import IslandRegistry
import TerminalCanvas

/// A widget, as in WidgetKit: for TermIsland, the home of an `ActivityConfiguration`.
///
///     struct PizzaDeliveryWidget: Widget {
///         var body: some WidgetConfiguration {
///             ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in … }
///                 dynamicIsland: { context in DynamicIsland { … } … }
///         }
///     }
///
/// A widget's type, like its configuration's, is a `SendableMetatype` (any type not isolated to
/// an actor is): activity kinds draw it from `@Sendable` closures.
public protocol Widget: SendableMetatype {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget's `body` describes.
public protocol WidgetConfiguration: SendableMetatype {}

/// A configuration behind an `if #available` in a widget's `body`, as WidgetKit's
/// `LimitedAvailabilityConfiguration`: the configuration it holds, kept.
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    /// The configuration available on this system.
    public let configuration: any WidgetConfiguration

    package init(_ configuration: any WidgetConfiguration) { self.configuration = configuration }
}

extension WidgetConfiguration {
    // WidgetKit's configuration modifiers that matter to a home-screen widget's gallery, not
    // to a Live Activity: accepted, so a widget file compiles, and otherwise ignored. Each
    // returns the configuration itself, so an `ActivityConfiguration` stays one.

    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: String) -> Self { self }
    /// The description shown in the widget gallery.
    public func description(_ description: String) -> Self { self }
    /// Widget families (home-screen sizes): nothing to draw for a Live Activity.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    /// Whether the system adds margins around a widget's content.
    public func contentMarginsDisabled() -> Self { self }
    /// Whether a widget's background is removable in StandBy.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { self }
    /// Whether the widget is shown in the gallery on iPad and Mac too.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> Self { self }
}

/// A home-screen widget's size, as WidgetKit names them.
public enum WidgetFamily: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
    /// An extra-large widget in a portrait orientation (iOS 27).
    case systemExtraLargePortrait
}

/// Places a widget can be shown.
public enum WidgetLocation: Hashable, Sendable {
    case homeScreen, lockScreen, standBy, iPhoneWidgetsOnMac, carPlay
}

/// A configuration with nothing in it, as WidgetKit's: a widget that is not a Live Activity.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

/// Several widgets offered by one extension, as WidgetKit's `WidgetBundle`:
///
///     @main
///     struct EmojiRangersWidgetBundle: WidgetBundle {
///         var body: some Widget {
///             EmojiRangerWidget()
///             LeaderboardWidget()
///             AdventureActivityConfiguration()
///         }
///     }
///
/// `@main` works: run as an executable, a bundle lists its widgets and which of them are Live
/// Activities (what `island` can draw).
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// The widgets of a bundle, in order.
public struct WidgetBundleContent: Widget {
    /// The widgets, each as written in the bundle.
    public let widgets: [any Widget]

    public init() { widgets = [] }
    init(widgets: [any Widget]) { self.widgets = widgets }

    /// A bundle is not itself drawn.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Collects a bundle's widgets: any number, `if`, `if #available`.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> WidgetBundleContent {
        if let bundle = widget as? WidgetBundleContent { return bundle }
        return WidgetBundleContent(widgets: [widget])
    }
    public static func buildBlock() -> WidgetBundleContent { WidgetBundleContent(widgets: []) }
    public static func buildBlock(_ parts: WidgetBundleContent...) -> WidgetBundleContent {
        WidgetBundleContent(widgets: parts.flatMap(\.widgets))
    }
    public static func buildOptional(_ part: WidgetBundleContent?) -> WidgetBundleContent { part ?? WidgetBundleContent(widgets: []) }
    public static func buildEither(first part: WidgetBundleContent) -> WidgetBundleContent { part }
    public static func buildEither(second part: WidgetBundleContent) -> WidgetBundleContent { part }
    public static func buildLimitedAvailability(_ part: WidgetBundleContent) -> WidgetBundleContent { part }
}

extension WidgetBundle {
    /// The bundle's widgets, in order.
    public var widgets: [any Widget] {
        let body = self.body
        if let content = body as? WidgetBundleContent { return content.widgets }
        return [body]
    }

    /// The widgets whose configuration is a Live Activity's, by their type names.
    public var liveActivities: [any Widget] { widgets.filter { $0.isLiveActivity } }

    /// `@main` on a bundle: in a widget folder's host program (`island preview <folder>`), the
    /// host runs with this bundle; anywhere else it lists its widgets and which are Live
    /// Activities.
    ///
    ///     EmojiRangersWidgetBundle: 3 widgets
    ///       EmojiRangerWidget                  a widget (nothing to draw here)
    ///       LeaderboardWidget                  a widget (nothing to draw here)
    ///       AdventureActivityConfiguration     a Live Activity for AdventureAttributes
    public static func main() {
        if let host = WidgetHostEntry.linked { exit(host.run(Self())) }
        print(Self().summary)
    }

    /// What `main()` prints.
    public var summary: String {
        let widgets = self.widgets
        let names = widgets.map { String(describing: type(of: $0)) }
        let width = (names.map(\.displayWidth).max() ?? 0) + 2
        var lines = ["\(Self.self): \(widgets.count) widget\(widgets.count == 1 ? "" : "s")"]
        for (widget, name) in zip(widgets, names) {
            let padded = name.padded(toColumns: width)
            lines.append("  " + padded + widget.roleDescription)
        }
        return lines.joined(separator: "\n")
    }
}

/// A configuration that is a Live Activity's, its attributes type named.
protocol LiveActivityConfiguration {
    var attributesTypeName: String { get }
}

extension Widget {
    /// Whether its configuration is an `ActivityConfiguration`.
    public var isLiveActivity: Bool { body is LiveActivityConfiguration }

    /// "a Live Activity for AdventureAttributes", or "a widget (nothing to draw here)".
    var roleDescription: String {
        if let activity = body as? LiveActivityConfiguration { return "a Live Activity for \(activity.attributesTypeName)" }
        return "a widget (nothing to draw here)"
    }
}
