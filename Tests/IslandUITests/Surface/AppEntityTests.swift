import Foundation
import Testing
@testable import IslandUI

/// App Intents' entities as widget code writes them (issue 39): an entity with `@Property`s and
/// a query, an intent that takes one; a view draws an entity by its representation.
@Suite("App entities and their queries")
struct AppEntityTests {
    struct CourierEntity: AppEntity {
        let id: String
        @Property(title: "Name") var name: String
        @Property(title: "Vehicle") var vehicle: String?
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Courier"
        static let defaultQuery = CourierQuery()
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    struct CourierQuery: EntityQuery {
        static let couriers = ["1": "Mario", "2": "Luigi"]
        func entities(for identifiers: [String]) async throws -> [CourierEntity] {
            identifiers.compactMap { id in Self.couriers[id].map { CourierEntity(id: id, name: $0) } }
        }
    }

    struct CallCourierIntent: AppIntent {
        static let title: LocalizedStringResource = "Call courier"
        @Parameter(title: "Courier") var courier: CourierEntity?
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anEntityFoundByItsQueryDrawsItsTitle() async throws {
        let found = try await CourierEntity.defaultQuery.entities(for: ["2", "9"])
        #expect(found.map(\.id) == ["2"])
        let view = HStack { ForEach(found) { Text($0.localizedStringResource) } }
        #expect(render(view, width: 5) == "Luigi")
        #expect(try await CourierQuery().suggestedEntities().isEmpty)
    }

    @Test func propertiesStartAsGivenAndOptionalOnesAsNil() {
        let courier = CourierEntity(id: "1", name: "Mario")
        #expect(courier.name == "Mario")
        #expect(courier.vehicle == nil)
        #expect(courier.$vehicle.isOptional && !courier.$name.isOptional)
        #expect(CallCourierIntent().courier == nil)
        #expect(UUID.entityIdentifier(for: "nope") == nil && Int.entityIdentifier(for: "12") == 12)
    }
}
