import Foundation
import Testing
@testable import IslandUI

/// App Intents' display protocols as widget code writes them (issue 39): an `AppEnum` parameter
/// of an intent, its cases' titles, a type's name; what a view draws is the title the system
/// would show.
@Suite("App Enums and display representations")
struct AppEnumTests {
    enum Speed: String, AppEnum {
        case slow, fast, warp
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
        static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [
            .slow: "Slow",
            .fast: DisplayRepresentation(title: "Fast", subtitle: "2×", image: .init(systemName: "hare")),
        ]
    }

    struct SetSpeedIntent: AppIntent {
        static let title: LocalizedStringResource = "Set speed"
        @Parameter(title: "Speed", default: .slow) var speed: Speed
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Courier: DisplayRepresentable {
        let name: String
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Courier", numericFormat: "couriers")
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "on the way") }
    }

    @Test func aCaseDrawsItsTitleAndACaseWithoutOneItsName() {
        let view = HStack {
            Text(Speed.slow.localizedStringResource)
            Text(Speed.fast.localizedStringResource)
            Text(Speed.warp.localizedStringResource)
        }
        #expect(render(view, width: 14) == "Slow Fast warp")
    }

    @Test func anEntityDrawsItsRepresentationsTitle() {
        let courier = Courier(name: "Mario")
        #expect(render(Text(courier.localizedStringResource), width: 5) == "Mario")
        #expect(Courier.typeDisplayRepresentation.name == "Courier")
        #expect(Speed.caseDisplayRepresentations[.fast]?.image?.systemName == "hare")
        #expect(Speed.persistentIdentifier == "Speed")
    }

    @Test func anEnumParameterHoldsItsDefault() {
        let intent = SetSpeedIntent()
        #expect(intent.speed == .slow)
        intent.speed = .warp
        #expect(intent.speed == .warp)
    }
}
