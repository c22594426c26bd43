import Foundation
import IslandUI
import Testing

@Suite struct TimerProgressTests {
    @Test(arguments: [
        ("8:55", 1.0), ("9:00", 1), ("9:02:30", 0.75), ("9:10", 0), ("9:20", 0),
    ])
    func countingDownEmpties(_ now: String, _ fraction: Double) {
        #expect((at("9:00")...at("9:10")).progressFraction(at: at(now)) == fraction)
        #expect((at("9:00")...at("9:10")).progressFraction(at: at(now), countsDown: false) == 1 - fraction)
    }

    @Test(arguments: [("8:59", 1.0), ("9:00", 0), ("9:01", 0)])
    func anEmptyIntervalIsOverFromItsInstant(_ now: String, _ fraction: Double) {
        #expect((at("9:00")...at("9:00")).progressFraction(at: at(now)) == fraction)
    }
}
