import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// LH 454 from check-in to take-off: gate, times of day, a delay, boarding.
@Suite("Flight presentations")
struct FlightTests {
    let example = Example.flight

    /// On time, delayed, boarding, gate closed, departed.
    static let moments: [Double] = [60, 5 * 60, 80 * 60, 105 * 60, 130 * 60]

    @Test(arguments: ExampleTesting.devices, ExampleTesting.presentations)
    func everyPresentationFitsItsDevice(device: DeviceProfile, presentation: Presentation) {
        for seconds in Self.moments {
            ExampleTesting.expectWellFormed(example.rendered(presentation, on: device, at: seconds), presentation, on: device)
        }
    }

    /// Five minutes after check-in at 7:55 AM UTC: scheduled 9:25 AM, now 9:50 AM.
    @Test(arguments: ExampleTesting.devices)
    func theRouteGateAndTimesAreVisibleEverywhere(device: DeviceProfile) {
        let compact = example.rendered(.compact, on: device, at: 5 * 60).canvas.plainText
        #expect(compact.contains("│🛫 Z25"))
        #expect(compact.contains("9:50 AM│"))
        #expect(example.rendered(.minimal, on: device, at: 5 * 60).canvas.plainText.contains("✈️"))
        let expanded = example.rendered(.expanded, on: device, at: 5 * 60).canvas.plainText
        for text in ["FRA", "SFO", "Frankfurt", "San Francisco", "✈️", "LH 454", "Gate Z25", "9:50 AM", "Delayed"] {
            #expect(expanded.contains(text), "\(text)")
        }
        let lockScreen = example.rendered(.lockScreen, on: device, at: 5 * 60).canvas.plainText
        for text in ["Lufthansa · LH 454", "Delayed", "Gate Z25", "Seat 34K", "9:25 AM 9:50 AM", "Departs in 1 hr, 50 min · 25 min late"] {
            #expect(lockScreen.contains(text), "\(text)")
        }
    }

    @Test func theAirplaneFliesBetweenTheAirportCodes() {
        let rows = ExampleTesting.contentRows(example.rendered(.lockScreen, at: 5 * 60).canvas)
        #expect(rows[1] == " FRA                 ✈️                 SFO ")
        let expanded = ExampleTesting.contentRows(example.rendered(.expanded, at: 5 * 60).canvas)
        // The codes beside the camera, the airplane below it between the cities.
        #expect(expanded[0].hasPrefix(" FRA ") && expanded[0].hasSuffix(" SFO "))
        #expect(expanded[1].contains("Frankfurt") && expanded[1].contains("✈️") && expanded[1].contains("San Francisco"))
    }

    static let statuses: [(seconds: Double, status: String, line: String)] = [
        (60, "On time", "Departs in 1 hr, 29 min"),
        (5 * 60, "Delayed", "Departs in 1 hr, 50 min · 25 min late"),
        (80 * 60, "Boarding", "Boarding now at gate Z25"),
        (105 * 60, "Gate closed", "The gate has closed"),
        (130 * 60, "Departed", "Departed 15 min ago"),
    ]

    @Test(arguments: statuses)
    func theStatusFollowsTheClock(seconds: Double, status: String, line: String) {
        let lockScreen = example.rendered(.lockScreen, at: seconds).canvas.plainText
        #expect(lockScreen.contains("LH 454"))
        #expect(lockScreen.contains(status))
        #expect(lockScreen.contains(line))
    }

    @Test func theScheduledTimeIsStruckThroughWhenLate() {
        let canvas = example.rendered(.lockScreen, at: 5 * 60).canvas
        let row = ExampleTesting.contentRows(canvas)[3]
        let scheduled = String(row[..<row.range(of: "9:25 AM")!.lowerBound]).displayWidth + 1
        let estimated = String(row[..<row.range(of: "9:50 AM")!.lowerBound]).displayWidth + 1
        #expect(canvas[scheduled, 4].style.isStruckThrough)
        #expect(!canvas[estimated, 4].style.isStruckThrough)
        // On time, there is only one time.
        #expect(!example.rendered(.lockScreen, at: 60).canvas.plainText.contains("9:25 AM 9:29 AM"))
    }

    @Test func compactShowsTheGateAndTheDepartureTime() {
        #expect(example.rendered(.compact, at: 5 * 60).canvas.plainText == """
            ╭───────────────────────────╮
            │🛫 Z25       ◉      9:50 AM│
            ╰───────────────────────────╯
            """)
    }

    @Test func lockScreenShowsTheRouteAndTheDelay() {
        #expect(example.rendered(.lockScreen, at: 5 * 60).canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ Lufthansa · LH 454                 Delayed │
            │ FRA                 ✈️                 SFO │
            │ Frankfurt                    San Francisco │
            │ Gate Z25 Seat 34K          9:25 AM 9:50 AM │
            │ Departs in 1 hr, 50 min · 25 min late      │
            ╰────────────────────────────────────────────╯
            """)
    }
}
