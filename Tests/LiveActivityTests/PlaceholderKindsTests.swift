import Foundation
import Testing
@testable import LiveActivity
import TermIsland

// A state of every Codable kind a widget's state is made of: enums the type system cannot list
// (associated values; raw values without CaseIterable), whose first cases `island` reads from
// the source and registers, and Foundation's types.

enum CourierPhase: Codable, Hashable {
    case waiting(since: Date, note: String?)
    case riding(Int)
    case arrived
}

enum CourierTier: String, Codable, Hashable {
    case gold = "G"
    case silver = "S"
}

enum CourierLevel: Int, Codable, Hashable {
    case low = 7, high
}

struct RiderAttributes: ActivityAttributes {
    struct Vehicle: Codable, Hashable {
        var plate: String
        var seats: Int
    }

    struct ContentState: Codable, Hashable {
        var phase: CourierPhase
        var tier: CourierTier
        var level: CourierLevel
        var vehicle: Vehicle
        var nickname: String?
        var stops: [String]
        var tips: [String: Int]
        var window: ClosedRange<Date>
        var eta: Date
        var link: URL
        var id: UUID
        var distance: Measurement<UnitLength>
        var fare: Decimal
        var receipt: Data
    }

    var courier: String
}

struct RiderWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RiderAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("\(context.attributes.courier) · \(context.state.tier.rawValue) · \(context.state.level.rawValue)")
                Text(Self.phase(context.state.phase))
                Text("\(context.state.vehicle.plate) · \(context.state.stops.count) stops · \(context.state.tips.count) tips")
                Text(timerInterval: context.state.window, countsDown: true)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.courier) }
            } compactLeading: {
                Text("C")
            } compactTrailing: {
                Text(context.state.tier.rawValue)
            } minimal: {
                Text("C")
            }
        }
    }

    static func phase(_ phase: CourierPhase) -> String {
        switch phase {
        case .waiting(_, let note): "waiting: \(note ?? "no note")"
        case .riding(let minutes): "riding \(minutes)"
        case .arrived: "arrived"
        }
    }
}

@Suite("Placeholders for every Codable state", .serialized)
struct PlaceholderKindsTests {
    static let instant = Date(timeIntervalSince1970: 1_800_000_000)

    /// What `island` registers from the source above (`SwiftEnumCases` reads it; its own tests pin that).
    init() {
        PlaceholderEnumCases.register([
            PlaceholderEnumCase("CourierPhase", case: "waiting"),
            PlaceholderEnumCase("CourierTier", case: "gold", rawValue: .string("G")),
            PlaceholderEnumCase("CourierLevel", case: "low", rawValue: .integer(7)),
        ])
    }

    @Test func everyKindDecodesToAPlaceholder() throws {
        let state = try PlaceholderValues.make(RiderAttributes.ContentState.self, around: Self.instant)
        #expect(state.phase == .waiting(since: Self.instant.addingTimeInterval(15 * 60), note: "Note"))
        #expect(state.tier == .gold && state.level == .low)
        #expect(state.vehicle == .init(plate: "Plate", seats: 3))
        #expect(state.nickname == "Nickname")
        #expect(state.stops == ["Stops", "Stops"])
        #expect(state.tips == [:])
        #expect(state.window == Self.instant...Self.instant.addingTimeInterval(15 * 60))
        #expect(state.eta == Self.instant.addingTimeInterval(15 * 60))
        #expect(state.link == URL(string: "https://example.com"))
        #expect(state.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        #expect(state.distance.value == 0.5)
        #expect(state.fare == 3)
        #expect(state.receipt == Data("placeholder".utf8))
    }

    @Test func anAssociatedValueWithoutALabelReadsAsItsCase() throws {
        PlaceholderEnumCases.register([PlaceholderEnumCase("PlaceholderKindsTests.Leg", case: "walking")])
        #expect(try PlaceholderValues.make(Leg.self, around: Self.instant) == .walking("Walking", 3))
    }

    enum Leg: Codable, Equatable {
        case walking(String, Int)
    }

    @Test func aReloadedWidgetsReorderedEnumGivesItsNewFirstCase() throws {
        // A widget's library registers its enums each time it loads; after an edit that put
        // `riding` first, the placeholder is a ride, not the walk the first load registered.
        PlaceholderEnumCases.register([PlaceholderEnumCase("PlaceholderKindsTests.Trip", case: "walking")])
        #expect(try PlaceholderValues.make(Trip.self, around: Self.instant) == .walking(minutes: 3))
        PlaceholderEnumCases.register([PlaceholderEnumCase("PlaceholderKindsTests.Trip", case: "riding")])
        #expect(try PlaceholderValues.make(Trip.self, around: Self.instant) == .riding(line: "Line"))
    }

    enum Trip: Codable, Equatable {
        case walking(minutes: Int)
        case riding(line: String)
    }

    @Test func theWidgetDrawsFromItsPlaceholder() throws {
        let placeholder = try #require(RiderWidget().placeholderActivity(around: Self.instant))
        let data = try placeholder.data.get()
        let drawn = try placeholder.kind("Courier", data).render(data, as: .lockScreen, with: PresentationRenderer(device: .iPhone15Pro))
        #expect(drawn.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │          Courier · G · 7                   │
            │          waiting: Note                     │
            │          Plate · 2 stops · 0 tips          │
            │          15:00                             │
            ╰────────────────────────────────────────────╯
            """)
    }

    enum Undeclared: String, Codable {
        case one = "1"
    }

    enum UndeclaredPayload: Codable {
        case one(Int)
    }

    struct NeedsUndeclared: Codable {
        var value: Undeclared
    }

    @Test func anEnumTheSourceDoesNotDeclareFailsNamingTheType() {
        #expect(throws: PlaceholderUnavailable.self) { try PlaceholderValues.make(NeedsUndeclared.self, around: Self.instant) }
        do {
            _ = try PlaceholderValues.make(NeedsUndeclared.self, around: Self.instant)
        } catch {
            #expect("\(error)" == "LiveActivityTests.PlaceholderKindsTests.Undeclared is an enum with a raw value and no CaseIterable, and its cases were not found in the widget's files: give island the file that declares it, make it CaseIterable, or write a #Preview with real values")
        }
        do {
            _ = try PlaceholderValues.make(UndeclaredPayload.self, around: Self.instant)
            Issue.record("an enum with undeclared cases was made")
        } catch {
            #expect("\(error)" == "LiveActivityTests.PlaceholderKindsTests.UndeclaredPayload is an enum with associated values, and its cases were not found in the widget's files: give island the file that declares it, make it CaseIterable, or write a #Preview with real values")
        }
    }

    @Test func aTypeIsFoundByItsNameWhateverItsModuleAndContext() {
        #expect(PlaceholderEnumCases.nameComponents("Widget_A_1f.(unknown context at $1f2c).Order.Stage") == ["Widget_A_1f", "Order", "Stage"])
        #expect(PlaceholderEnumCases.nameComponents("M.Box<Swift.Int>") == ["M", "Box"])
        PlaceholderEnumCases.register([PlaceholderEnumCase("Stage", case: "a"), PlaceholderEnumCase("Outer.Stage", case: "b")])
        #expect(PlaceholderEnumCases.firstCase(of: Outer.Stage.self)?.caseName == "b")
    }

    enum Outer {
        enum Stage {}
    }
}
