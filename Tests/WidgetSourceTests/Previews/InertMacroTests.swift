import Foundation
import TermIsland
import Testing

// SwiftUI's and App Intents' macros of iOS 18 and 26 as Apple's documentation writes them,
// expanded by TermIsland's own plugin.
@Animatable
private struct Bar: Shape {
    var width: CGFloat
    @AnimatableIgnored var isOpaque: Bool

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height))
    }
}

/// The same shape without the macros, to draw beside it.
private struct PlainBar: Shape {
    var width: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height))
    }
}

/// A view, not animatable before: the macro gives it the conformance.
@Animatable
private struct Gauge: View {
    var level: Double

    var body: some View { Text("level \(Int(level))") }
}

private struct Restaurant: AppEntity {
    let id: String
    var menu: [String]
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    @ComputedProperty
    var menuCount: Int { menu.count }

    @DeferredProperty(title: "Popular items")
    var popularItems: [String] {
        get async { Array(menu.prefix(1)) }
    }
}

private struct RestaurantQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Restaurant] { [] }
}

@UnionValue
private enum Duration {
    case minutes(Int)
    case text(String)
}

@Suite("SwiftUI's and App Intents' macros of iOS 18 and 26")
struct InertMacroTests {
    /// `@Animatable` conforms, drawing every property at its value; `@AnimatableIgnored` changes nothing.
    @Test func anAnimatableShapeDrawsAtItsValues() {
        let renderer = ViewRenderer()
        let drawn = renderer.render(Bar(width: 3, isOpaque: true).frame(width: 6, height: 2), width: 6).canvas
        #expect(drawn == renderer.render(PlainBar(width: 3).frame(width: 6, height: 2), width: 6).canvas)
        #expect(drawn.plainText != "      ¶      ¶", "nothing drawn, so the comparison proves nothing")
        #expect(renderer.render(Gauge(level: 7), width: 8).canvas.plainText == " level 7")
        func animatable<T: Animatable>(_: T.Type) -> Bool { true }
        #expect(animatable(Bar.self) && animatable(Gauge.self))
    }

    /// The entity's properties stay as written: the computed one computed, the deferred one awaited.
    @Test func computedAndDeferredPropertiesAreReadAsWritten() async {
        let restaurant = Restaurant(id: "Luigi's", menu: ["Margherita", "Diavola"])
        #expect(restaurant.menuCount == 2)
        #expect(await restaurant.popularItems == ["Margherita"])
        let durations: [Duration] = [.minutes(5), .text("soon")]
        #expect(durations.count == 2)
    }
}
