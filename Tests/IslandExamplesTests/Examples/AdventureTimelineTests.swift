import Foundation
import IslandExamples
import Testing

/// Power Panda's adventure changes at 1, 4, 10 and 20 minutes: each moment on both sides of its
/// edge (the mutation run found the first edge unpinned).
@Test func theAdventureChangesAtEachEdge() {
    let moments: [(Double, String)] = [
        (0, "sets off on an adventure!"), (59.9, "sets off on an adventure!"),
        (60, "found a treasure chest in the Whispering Woods."), (239.9, "found a treasure chest in the Whispering Woods."),
        (240, "is battling a grumpy dragon."), (599.9, "is battling a grumpy dragon."),
        (600, "has taken a critical hit!"), (1199.9, "has taken a critical hit!"),
        (1200, "is resting at the Sleepy Owl Inn."), (100_000, "is resting at the Sleepy Owl Inn."),
    ]
    for (seconds, event) in moments {
        #expect(AdventureAttributes.ContentState.adventure(at: seconds).eventDescription == event, "\(seconds) s")
    }
    #expect(AdventureAttributes.ContentState.adventure(at: 60).currentHealthLevel == 0.92)
}

/// Dinner's timers start at 0, 2 and 4 minutes: each is there from its own minute on, the
/// rice at once (the mutation run moved the edge one second later).
@Test func dinnersTimersStartAtTheirMinute() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    func timers(_ seconds: Double) -> [String] {
        KitchenTimerAttributes.ContentState.dinner(at: seconds, start: start).timers.map(\.id)
    }
    #expect(timers(0) == ["rice"])
    #expect(timers(119.9) == ["rice"])
    #expect(timers(120) == ["rice", "oyakodon"])
    #expect(timers(239.9) == ["rice", "oyakodon"])
    #expect(timers(240) == ["rice", "oyakodon", "miso"])
}
