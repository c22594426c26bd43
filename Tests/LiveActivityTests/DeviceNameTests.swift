import Foundation
import Testing
import TermIsland

@Suite("Devices' Swift names and a Sendable context")
struct DeviceNameTests {
    /// Every device `island list` names, by its Swift name: the identifier without its dashes.
    static let swiftNames: [(name: String, device: DeviceProfile)] = [
        ("iPhone14Pro", .iPhone14Pro), ("iPhone14ProMax", .iPhone14ProMax), ("iPhone15", .iPhone15),
        ("iPhone15Pro", .iPhone15Pro), ("iPhone15ProMax", .iPhone15ProMax), ("iPhone16Pro", .iPhone16Pro),
        ("iPhone16ProMax", .iPhone16ProMax), ("iPhone17", .iPhone17), ("iPhone17Pro", .iPhone17Pro),
        ("iPhone17ProMax", .iPhone17ProMax), ("iPhoneAir", .iPhoneAir), ("iPhoneSE", .iPhoneSE), ("iPad", .iPad),
        ("appleWatch40mm", .appleWatch40mm), ("appleWatch41mm", .appleWatch41mm), ("appleWatch44mm", .appleWatch44mm),
        ("appleWatch45mm", .appleWatch45mm), ("appleWatch49mm", .appleWatch49mm),
        ("carPlay", .carPlay), ("carPlay240x100", .carPlay240x100), ("carPlay170x78", .carPlay170x78), ("mac", .mac),
    ]

    @Test func everyListedDeviceHasASwiftNameThatSaysIt() {
        #expect(Self.swiftNames.map(\.device.identifier) == DeviceProfile.all.map(\.identifier))
        for (name, device) in Self.swiftNames {
            #expect(name.lowercased() == device.identifier.replacingOccurrences(of: "-", with: ""), "\(name) is \(device.identifier)")
        }
    }

    /// Attributes as a user declares them: structs of Sendable values, Sendable themselves.
    struct TicketAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var gate: String
            var boarding: ClosedRange<Date>
        }
        var passenger: String
    }

    @Test func aContextOfSendablePartsIsSendable() async {
        let context = ActivityViewContext(
            attributes: TicketAttributes(passenger: "Ana"),
            state: .init(gate: "Z25", boarding: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 1500)))
        // Compiles only if the context is Sendable: it crosses into a task and back.
        let handed = await Task.detached { context }.value
        #expect(handed.state.gate == "Z25")
        #expect(isSendable(context))
    }

    private func isSendable<T: Sendable>(_ value: T) -> Bool { true }
}
