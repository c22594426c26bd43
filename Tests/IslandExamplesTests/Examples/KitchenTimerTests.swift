import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// Three cooking timers with Japanese dish names: two cells a character, everywhere.
@Suite("Kitchen timer presentations")
struct KitchenTimerTests {
    let example = Example.kitchenTimer

    /// One timer, three, the soup done, the oyakodon done, everything done.
    static let moments: [Double] = [60, 5 * 60, 13 * 60, 15 * 60, 25 * 60]

    @Test(arguments: ExampleTesting.devices, ExampleTesting.presentations)
    func everyPresentationFitsItsDevice(device: DeviceProfile, presentation: Presentation) {
        for seconds in Self.moments {
            ExampleTesting.expectWellFormed(example.rendered(presentation, on: device, at: seconds), presentation, on: device)
        }
    }

    @Test(arguments: ExampleTesting.devices)
    func everyDishAndItsTimeAreVisible(device: DeviceProfile) {
        #expect(example.rendered(.compact, on: device, at: 5 * 60).canvas.plainText.contains("│味噌汁"))
        #expect(example.rendered(.minimal, on: device, at: 5 * 60).canvas.plainText.contains("7:00"))
        let expanded = example.rendered(.expanded, on: device, at: 5 * 60).canvas.plainText
        for text in ["⏳ 3 timers", "🔥 ご飯", "🍴 親子丼", "☕ 味噌汁", "15:00", "9:00", "7:00"] {
            #expect(expanded.contains(text), "\(text)")
        }
        let lockScreen = example.rendered(.lockScreen, on: device, at: 5 * 60).canvas.plainText
        for text in ["Dinner for two", "3 running", "ご飯 Rice", "親子丼 Oyakodon", "味噌汁 Miso soup", "15:00", "9:00", "7:00"] {
            #expect(lockScreen.contains(text), "\(text)")
        }
    }

    /// The countdowns line up in one column on the right, whatever the width of the names
    /// before them (CJK is two cells a character).
    @Test func theCountdownsLineUpAfterWideNames() {
        let rows = ExampleTesting.contentRows(example.rendered(.lockScreen, at: 5 * 60).canvas).dropFirst()
        /// The display column where `text` starts in `row`.
        func column(of text: Character, in row: String) -> Int? {
            row.firstIndex(of: text).map { String(row[..<$0]).displayWidth }
        }
        #expect(rows.map { $0.displayWidth } == [44, 44, 44])
        #expect(rows.map { row in row.lastIndex(of: ":").map { String(row[..<$0]).displayWidth } } == [40, 40, 40])
        #expect(rows.map { column(of: "█", in: $0) } == [27, 27, 27])
    }

    static let nextTimers: [(seconds: Double, dish: String, shown: String)] = [
        (60, "ご飯", "19:00"), (5 * 60, "味噌汁", "7:00"), (13 * 60, "親子丼", "1:00"), (15 * 60, "ご飯", "5:00"),
    ]

    @Test(arguments: nextTimers)
    func theCompactShowsTheTimerThatRingsNext(seconds: Double, dish: String, shown: String) {
        let compact = example.rendered(.compact, at: seconds).canvas.plainText
        #expect(compact.contains("│\(dish)"))
        #expect(compact.contains("\(shown)│"))
    }

    @Test func aTimerThatRangIsDone() {
        let lockScreen = example.rendered(.lockScreen, at: 13 * 60).canvas.plainText
        #expect(lockScreen.contains("✅ 味噌汁 Miso soup"))
        #expect(lockScreen.contains("Done"))
        #expect(lockScreen.contains("2 running"))
        let allDone = example.rendered(.expanded, at: 25 * 60).canvas.plainText
        #expect(allDone.contains("✅ All done"))
        #expect(example.rendered(.compact, at: 25 * 60).canvas.plainText.contains("Done│"))
    }

    @Test func compactShowsTheNextDishAndItsCountdown() {
        #expect(example.rendered(.compact, at: 5 * 60).canvas.plainText == """
            ╭───────────────────────────╮
            │味噌汁       ◉         7:00│
            ╰───────────────────────────╯
            """)
    }

    @Test func lockScreenListsEveryTimer() {
        #expect(example.rendered(.lockScreen, at: 5 * 60).canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 🍴 Dinner for two                3 running │
            │ 🔥 ご飯 Rice              ██▌        15:00 │
            │ 🍴 親子丼 Oyakodon        ██▌         9:00 │
            │ ☕ 味噌汁 Miso soup       █▎          7:00 │
            ╰────────────────────────────────────────────╯
            """)
    }
}
