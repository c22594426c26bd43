import Foundation
import TermIsland

/// An example activity `island` can show: its configuration and realistic states.
public struct Example: Sendable {
    /// How `island` names it: "pizza-delivery".
    public let name: String
    public let summary: String
    /// Renders one presentation at an instant, `seconds` after the activity started.
    public let render: @Sendable (PresentationRenderer, Presentation, _ seconds: Double) -> RenderedPresentation

    /// Every example, in the order `island list` shows them.
    public static let all: [Example] = [.pizzaDelivery, .emojiRangers, .sportsScore, .rideShare, .kitchenTimer, .flight]

    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }

    public static let pizzaDelivery = Example(
        name: "pizza-delivery", summary: "Apple's pizza delivery: two pizzas, a driver, a 25-minute countdown"
    ) { renderer, presentation, seconds in
        let start = renderer.environment.date.addingTimeInterval(-seconds)
        let context = ActivityViewContext(
            attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$23.50"),
            state: .init(driverName: "Bill James", deliveryTimer: start...start.addingTimeInterval(25 * 60)))
        return renderer.render(PizzaDeliveryWidget().body, context: context, as: presentation)
    }
}
