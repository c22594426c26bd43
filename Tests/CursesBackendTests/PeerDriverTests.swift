import Foundation
import Testing
@testable import island_bench

/// The peer benchmark's TermIsland driver (`island-bench peers`): what it is asked, and the
/// countdown it draws, which every peer must draw alike (the runner's pyte check compares them).
@Suite struct PeerDriverTests {
    @Test func theWordsTheRunnerAndAProfileUse() {
        #expect(PeerDriverOptions(arguments: ["runs.txt", "40"])
                == PeerDriverOptions(runsPath: "runs.txt", updates: 40, whole: false, only: nil))
        #expect(PeerDriverOptions(arguments: ["runs.txt", "40", "--whole"])?.whole == true)
        #expect(PeerDriverOptions(arguments: ["--only", "tick", "runs.txt", "0", "--whole"])
                == PeerDriverOptions(runsPath: "runs.txt", updates: 0, whole: true, only: .tick))
        #expect(PeerDriverOptions(arguments: ["runs.txt", "5", "--only", "full"])?.only == .full)
    }

    /// Each is refused (the usage is printed, status 2), not run as something else.
    @Test(arguments: [[], ["runs.txt"], ["runs.txt", "-1"], ["runs.txt", "many"], ["runs.txt", "4", "extra"],
                      ["runs.txt", "4", "--only"], ["runs.txt", "4", "--only", "ticks"], ["runs.txt", "4", "--only", "--whole"]])
    func whatItRefuses(_ arguments: [String]) {
        #expect(PeerDriverOptions(arguments: arguments) == nil, "\(arguments)")
    }

    /// The countdown made from its digits is `String(format: "%02d:%02d")`'s, at every second it
    /// takes that way and at the edges where it hands over to the formatter.
    @Test func theCountdownIsTheFormattersAtEverySecond() {
        for seconds in -61...6061 {
            #expect(PeerScreen.countdownText(seconds) == String(format: "%02d:%02d", seconds / 60, seconds % 60), "\(seconds)")
        }
        #expect(PeerScreen.countdownText(25 * 60) == "25:00")
        #expect(PeerScreen.countdownText(5999) == "99:59")
    }
}
