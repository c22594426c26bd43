@testable import IslandUI
import Testing

extension TimerTextTests {
    /// A timer shows hours unless told not to: an hour and five minutes to go is 1:05:00.
    @Test func aTimerShowsHoursByDefault() {
        let start = EnvironmentValues.standardDate
        #expect(render(Text(timerInterval: start...start.addingTimeInterval(3900)), width: 7) == "1:05:00")
    }
}
