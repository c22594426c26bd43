import Foundation
import IslandUI
import Testing

@Suite struct TimerTextTests {
    static let twelveMinutes = at("9:00")...at("9:12")

    @Test(arguments: [
        ("8:59", "12:00"),        // before the start: the whole interval remains
        ("9:00", "12:00"),
        ("9:00:00.5", "12:00"),   // a countdown rounds up…
        ("9:00:01", "11:59"),
        ("9:11:59.5", "0:01"),    // …so it reads 0:00 only at the end
        ("9:12", "0:00"),
        ("9:30", "0:00"),         // after the end it stays there
    ])
    func countingDown(_ now: String, _ shown: String) {
        #expect(TimerText(timerInterval: Self.twelveMinutes).string(at: at(now)) == shown)
    }

    @Test(arguments: [
        ("8:59", "0:00"), ("9:00", "0:00"), ("9:00:00.5", "0:00"), ("9:00:01", "0:01"),
        ("9:11:59.5", "11:59"), ("9:12", "12:00"), ("9:30", "12:00"),
    ])
    func countingUp(_ now: String, _ shown: String) {
        let timer = TimerText(timerInterval: Self.twelveMinutes, countsDown: false)
        #expect(timer.string(at: at(now)) == shown)
    }

    @Test(arguments: [
        ("9:00", true, "1:02:03"), ("9:00", false, "62:03"),
        ("9:02:03", true, "1:00:00"), ("9:02:03", false, "60:00"),   // exactly an hour left
        ("9:02:04", true, "59:59"), ("9:02:04", false, "59:59"),
        ("10:01:58", true, "0:05"),
    ])
    func hoursRollOver(_ now: String, _ showsHours: Bool, _ shown: String) {
        let timer = TimerText(timerInterval: at("9:00")...at("10:02:03"), showsHours: showsHours)
        #expect(timer.string(at: at(now)) == shown)
    }

    @Test(arguments: [
        ("9:05", "9:10", "7:00"),    // frozen at the pause
        ("9:05", "9:03", "9:00"),    // still running until the pause
        ("9:05", "9:05", "7:00"),
        ("8:00", "9:10", "12:00"),   // paused before it started
        ("9:20", "9:30", "0:00"),    // paused after it ended
    ])
    func pauseTimeFreezesTheTimer(_ pause: String, _ now: String, _ shown: String) {
        let timer = TimerText(timerInterval: Self.twelveMinutes, pauseTime: at(pause))
        #expect(timer.string(at: at(now)) == shown)
    }

    @Test(arguments: [
        ("9:12", true, true, "12:00"), ("9:09:59", true, true, "9:59"),
        ("10:00", true, true, "1:00:00"), ("10:00", true, false, "60:00"),
        ("9:10:00.5", true, true, "10:01"), ("9:10:00.5", false, true, "10:00"),
        ("9:00", true, true, "0:00"),
    ])
    func widestStringIsTheWholeInterval(_ end: String, _ countsDown: Bool, _ showsHours: Bool,
                                        _ widest: String) {
        let timer = TimerText(timerInterval: at("9:00")...at(end), countsDown: countsDown,
                              showsHours: showsHours)
        #expect(timer.widestString == widest)
        #expect(timer.maximumWidth == widest.count)
        var now = at("8:59")
        while now <= at(end).addingTimeInterval(60) {
            #expect(timer.string(at: now).count <= timer.maximumWidth)
            now.addTimeInterval(7.5)
        }
    }
}
