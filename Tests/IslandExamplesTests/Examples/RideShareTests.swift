import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// A ride on its way: the driver, the car, the ETA counting down and the route so far.
@Suite("Ride share presentations")
struct RideShareTests {
    let example = Example.rideShare

    /// On the way, arriving, waiting at the pickup, on the trip, arrived.
    static let moments: [Double] = [2 * 60, 7 * 60, 8.5 * 60, 15 * 60, 28 * 60]

    @Test(arguments: ExampleTesting.devices, ExampleTesting.presentations)
    func everyPresentationFitsItsDevice(device: DeviceProfile, presentation: Presentation) {
        for seconds in Self.moments {
            ExampleTesting.expectWellFormed(example.rendered(presentation, on: device, at: seconds), presentation, on: device)
        }
    }

    @Test(arguments: ExampleTesting.devices)
    func theDriverCarAndETAAreVisibleEverywhere(device: DeviceProfile) {
        #expect(example.rendered(.compact, on: device, at: 2 * 60).canvas.plainText.contains("│🚗"))
        #expect(example.rendered(.compact, on: device, at: 2 * 60).canvas.plainText.contains("6:00│"))
        #expect(example.rendered(.minimal, on: device, at: 2 * 60).canvas.plainText.contains("🚗"))
        let expanded = example.rendered(.expanded, on: device, at: 2 * 60).canvas.plainText
        for text in ["6:00", "Driver on the way", "👤 Marisol Ortega", "Toyota Camry Hybrid · 8KTR 214", "Contact driver"] {
            #expect(expanded.contains(text), "\(text)")
        }
        let lockScreen = example.rendered(.lockScreen, on: device, at: 2 * 60).canvas.plainText
        for text in ["Driver on the way", "6:00", "👤 Marisol Ortega", "8KTR 214", "Toyota Camry Hybrid", "Pickup: 1 Ferry Building"] {
            #expect(lockScreen.contains(text), "\(text)")
        }
    }

    /// Driver and car do not fit beside the camera on either island: with `.belowIfTooWide`
    /// they move below it, whole, instead of being cut.
    @Test(arguments: ExampleTesting.devices)
    func theLongLeadingContentMovesBelowTheCamera(device: DeviceProfile) {
        let rows = ExampleTesting.contentRows(example.rendered(.expanded, on: device, at: 2 * 60).canvas)
        #expect(!rows[0].contains("Marisol"))
        #expect(rows[0].hasSuffix("6:00 "))
        #expect(rows.contains { $0.hasPrefix(" 👤 Marisol Ortega") })
        #expect(rows.contains { $0.hasPrefix(" Toyota Camry Hybrid · 8KTR 214") })
    }

    @Test(arguments: [(2.0, "6:00"), (5.0, "3:00"), (7.5, "0:30"), (8.5, "Here"), (15.0, "12:00"), (26.0, "1:00")])
    func theETACountsDownToThePickupThenTheDropOff(minutes: Double, shown: String) {
        #expect(example.rendered(.compact, at: minutes * 60).canvas.plainText.contains(" \(shown)│"))
    }

    @Test func theContactButtonIsThereOnlyBeforeThePickup() {
        #expect(example.rendered(.expanded, at: 8.5 * 60).canvas.plainText.contains("Contact driver"))
        #expect(!example.rendered(.expanded, at: 15 * 60).canvas.plainText.contains("Contact driver"))
        #expect(example.rendered(.lockScreen, at: 15 * 60).canvas.plainText.contains("To: SFO Terminal 2"))
    }

    @Test func compactShowsTheCarAndTheETA() {
        #expect(example.rendered(.compact, at: 2 * 60).canvas.plainText == """
            ╭───────────────────────────╮
            │🚗           ◉         6:00│
            ╰───────────────────────────╯
            """)
    }

    @Test func lockScreenShowsDriverPlateAndRoute() {
        #expect(example.rendered(.lockScreen, at: 2 * 60).canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ Driver on the way                     6:00 │
            │ 👤 Marisol Ortega                8KTR 214  │
            │ Toyota Camry Hybrid                        │
            │ 🚗 █████████                            🚶 │
            │ Pickup: 1 Ferry Building, San Francisco    │
            ╰────────────────────────────────────────────╯
            """)
    }
}
