import Foundation
import TermIsland

/// An example activity `island` can show: its configuration and realistic states.
public struct Example: Sendable {
    /// How `island` names it: "pizza-delivery".
    public let name: String
    public let summary: String
    /// Its attributes' type name, as a push-to-start payload's `attributes-type` names it.
    public let attributesType: String
    /// Its attributes as JSON: what a scenario's request sends unless it gives its own.
    public let attributesJSON: Data
    /// Renders one presentation at an instant, `seconds` after the activity started.
    public let render: @Sendable (PresentationRenderer, Presentation, _ seconds: Double) -> RenderedPresentation

    /// An example drawn by `render`; `attributesType` defaults to the attributes' type name.
    public init<Attributes: ActivityAttributes>(
        name: String, summary: String, attributes: Attributes, attributesType: String? = nil,
        render: @escaping @Sendable (PresentationRenderer, Presentation, _ seconds: Double) -> RenderedPresentation
    ) {
        self.name = name
        self.summary = summary
        self.attributesType = attributesType ?? String(describing: Attributes.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        self.attributesJSON = (try? encoder.encode(attributes)) ?? Data("{}".utf8)
        self.render = render
    }

    /// Every example, in the order `island list` shows them.
    public static let all: [Example] = [.pizzaDelivery, .emojiRangers, .sportsScore, .rideShare, .kitchenTimer, .flight]

    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }

    /// The example whose attributes type is `type` (a push-to-start payload's `attributes-type`).
    public static func withAttributesType(_ type: String) -> Example? { all.first { $0.attributesType == type } }

    public static let pizzaDelivery = Example(
        name: "pizza-delivery", summary: "Apple's pizza delivery: two pizzas, a driver, a 25-minute countdown",
        attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$23.50")
    ) { renderer, presentation, seconds in
        let start = renderer.environment.date.addingTimeInterval(-seconds)
        let context = ActivityViewContext(
            attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$23.50"),
            state: .init(driverName: "Bill James", deliveryTimer: start...start.addingTimeInterval(25 * 60)))
        return renderer.render(PizzaDeliveryWidget().body, context: context, as: presentation)
    }
}
