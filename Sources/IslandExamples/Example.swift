import Foundation
import TermIsland

/// An example activity `island` can show: a name, a summary, and the kind that draws it, with
/// realistic states over time as its preview.
public struct Example: Sendable {
    /// How `island` names it: "pizza-delivery".
    public let name: String
    public let summary: String
    public let kind: ActivityKind
    /// Where it is declared: the file, from the package's root, and the line (what
    /// `island lint` points at).
    public let declaration: LintLocation

    public init(name: String, summary: String, kind: ActivityKind, fileID: String = #fileID, line: Int = #line) {
        self.name = name
        self.summary = summary
        self.kind = kind
        // "IslandExamples/Flight.swift": the module's folder under Sources/.
        declaration = LintLocation(file: "Sources/" + fileID, line: line)
    }

    /// An example drawn by a widget, its attributes and state worked out from when it started
    /// and how long ago.
    public init<W: Widget, Attributes: ActivityAttributes>(
        name: String, summary: String, widget: W.Type, attributes: Attributes.Type,
        preview: @escaping @Sendable (_ start: Date, _ elapsed: TimeInterval) -> ActivityPreview,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name: name, summary: summary, kind: .widget(widget, attributes: attributes, preview: preview), fileID: fileID, line: line)
    }

    /// Its attributes type's name, as a push-to-start payload's `attributes-type` names it.
    public var attributesType: String { kind.attributesType }

    /// Renders one presentation of its preview, `seconds` after the activity started (the
    /// renderer's `environment.date` is now).
    public func render(_ renderer: PresentationRenderer, _ presentation: Presentation, _ seconds: Double) -> RenderedPresentation {
        kind.renderPreview(as: presentation, with: renderer, elapsed: seconds)
    }

    /// Every example, in the order `island list` shows them.
    public static let all: [Example] = [.pizzaDelivery, .emojiRangers, .sportsScore, .rideShare, .kitchenTimer, .flight, .workout]

    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }

    /// The example whose attributes type is `type` (a push-to-start payload's `attributes-type`).
    public static func withAttributesType(_ type: String) -> Example? { all.first { $0.attributesType == type } }

    public static let pizzaDelivery = Example(
        name: "pizza-delivery", summary: "Apple's pizza delivery: two pizzas, a driver, a 25-minute countdown",
        widget: PizzaDeliveryWidget.self, attributes: PizzaDeliveryAttributes.self
    ) { start, _ in
        ActivityPreview(PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$23.50"),
                        .init(driverName: "Bill James", deliveryTimer: start...start.addingTimeInterval(25 * 60)))
    }
}
