@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import TerminalCanvas
import Testing

/// The parking sample at every width a device gives and at every width in a range, with its
/// preview data and with hostile data: never a crash, never a row wider than the presentation.
@Suite("Described activity: width sweeps")
struct DescribedWidthSweepTests {
    /// Data meant to hurt: a long lot name of wide characters and emoji, control characters,
    /// an interval that runs backwards, fields missing. (The 10 KB string has its own tests in
    /// DescribedBadInputTests: laid out at every width it would make the sweep slow.)
    static let hostileState: JSONValue = [
        "bay": .string("\u{1B}[31m214\u{7}\n\u{202E}reversed"),
        "meter": ["2027-01-15T09:30:00Z", "2027-01-15T07:30:00Z"],
        "rate": 1e300,
    ]
    static let hostileAttributes: JSONValue = ["lot": .string(String(repeating: "Riverside 駐車場 🚗 ", count: 40))]

    static func data(hostile: Bool) throws -> (state: JSONValue, attributes: JSONValue) {
        if hostile { return (hostileState, hostileAttributes) }
        let preview = try #require(try DescribedTesting.parking().preview)
        return (preview.state, preview.attributes)
    }

    @Test(arguments: DeviceProfile.all, [false, true])
    func everyPresentationOnEveryDevice(_ device: DeviceProfile, hostile: Bool) throws {
        let parking = try DescribedTesting.parking()
        let (state, attributes) = try Self.data(hostile: hostile)
        for presentation in Presentation.allCases {
            let rendered = parking.render(DescribedTesting.renderer(device), presentation, state: state, attributes: attributes)
            DescribedTesting.expectRows(of: rendered.canvas, width: rendered.canvas.width, "\(presentation) on \(device)")
            #expect(rendered.canvas.width > 0 && rendered.canvas.height > 0)
            #expect(rendered.errors.isEmpty, "\(presentation) on \(device): \(rendered.errors)")
            if device.island != nil, [.compact, .expanded, .lockScreen].contains(presentation) {
                // The chrome's width is the device's, whatever the content: as wide as a one-word activity's.
                let plain = try DescribedTesting.description(#"{"lockScreen": {"text": "x"}, "compactLeading": {"text": "x"}}"#)
                    .render(DescribedTesting.renderer(device), presentation, state: [:], attributes: [:])
                #expect(rendered.canvas.width == plain.canvas.width)
            }
        }
    }

    /// Lock Screens from 1 to 120 columns of content: phones that do not exist, and terminals
    /// whose cells are much wider or narrower than 8 points. Every width up to 40, where
    /// squeezing goes wrong if it does; every fourth past it, to keep the sweep quick.
    @Test(arguments: Array(1...40) + Array(stride(from: 44, through: 120, by: 4)), [false, true])
    func lockScreenAtAnyWidth(columns: Int, hostile: Bool) throws {
        let parking = try DescribedTesting.parking()
        let (state, attributes) = try Self.data(hostile: hostile)
        let device = DeviceProfile(identifier: "sweep", name: "Sweep", screenWidth: Double(columns + 2) * 8 + 28, island: nil)
        let rendered = parking.render(DescribedTesting.renderer(device), .lockScreen, state: state, attributes: attributes)
        DescribedTesting.expectRows(of: rendered.canvas, width: columns + 2, "lock screen at \(columns) columns")
        // Taller than 160 points is cut to 10 rows, with a warning saying so.
        #expect(rendered.canvas.height <= 12)
    }

    /// Expanded islands from 2 to 100 columns wide, narrower than the camera and wider than
    /// any phone (every width to 60, every fourth past it).
    @Test(arguments: Array(2...60) + Array(stride(from: 64, through: 100, by: 4)), [false, true])
    func expandedAtAnyWidth(columns: Int, hostile: Bool) throws {
        let parking = try DescribedTesting.parking()
        let (state, attributes) = try Self.data(hostile: hostile)
        let island = DeviceProfile.IslandGeometry(
            compactSlotWidth: 52.33, compactWidth: 230, expandedWidth: Double(columns) * 8, cameraWidth: 125, height: 36.67,
            minimalWidth: 36.67...45)
        let device = DeviceProfile(identifier: "sweep", name: "Sweep", screenWidth: 393, island: island)
        let rendered = parking.render(DescribedTesting.renderer(device), .expanded, state: state, attributes: attributes)
        DescribedTesting.expectRows(of: rendered.canvas, width: columns, "expanded at \(columns) columns")
    }
}
