/// A widget, as in WidgetKit: for TermIsland, the home of an `ActivityConfiguration`.
///
///     struct PizzaDeliveryWidget: Widget {
///         var body: some WidgetConfiguration {
///             ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in … }
///                 dynamicIsland: { context in DynamicIsland { … } … }
///         }
///     }
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget's `body` describes.
public protocol WidgetConfiguration {}
