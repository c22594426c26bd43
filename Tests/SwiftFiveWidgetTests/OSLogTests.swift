import Foundation
import TermIsland
import TermIslandos
import Testing

/// `import os` in widget code (issue 39): `Logger` at each level with `privacy:` and format
/// arguments, `os_log`, and `OSSignposter` write lines to the simulated device's log, the one the
/// previewer shows and `island play` prints.
@Suite("The unified log, written to the device's log")
struct OSLogTests {
    func logged(_ body: () -> Void) -> [String] {
        let system = ActivitySystem(device: .iPhone15Pro, start: Date(timeIntervalSince1970: 0))
        ActivitySystem.$current.withValue(system) { body() }
        return system.log.map(\.text)
    }

    @Test func aLoggerWritesEachLevelWithItsCategory() {
        let logger = Logger(subsystem: "com.example.pizza", category: "delivery")
        let name = "Marisol"
        let minutes = 12
        let lines = logged {
            logger.info("Courier \(name, privacy: .private) is \(minutes) min away")
            logger.debug("Stops: \(3, format: .decimal(minDigits: 2))")
            logger.error("Fare \(12.5, format: .fixed(precision: 2), privacy: .public)")
            logger.notice("Paid: \(true)")
            logger.fault("Missing order \(Optional<Int>.none)")
            logger.log(level: .default, "Done")
        }
        #expect(lines == [
            "[delivery] info: Courier Marisol is 12 min away",
            "[delivery] debug: Stops: 03",
            "[delivery] error: Fare 12.50",
            "[delivery] Paid: true",
            "[delivery] fault: Missing order (null)",
            "[delivery] Done",
        ])
    }

    @Test func hexAndOctalWriteTheirPrefixWhenAskedAsPrintfsHashFlagDoes() {
        let logger = Logger(subsystem: "com.example.pizza", category: "ids")
        let lines = logged {
            logger.info("\(255, format: .hex) \(255, format: .hex(includePrefix: true)) \(255, format: .hex(includePrefix: true, uppercase: true))")
            logger.info("\(8, format: .octal(includePrefix: true)) \(0, format: .hex(includePrefix: true)) \(-31, format: .hex(includePrefix: true, minDigits: 4))")
        }
        #expect(lines == ["[ids] info: ff 0xff 0XFF", "[ids] info: 010 0 -0x001f"])
    }

    @Test func osLogFillsItsFormatAndTheDisabledLogWritesNothing() {
        let log = OSLog(subsystem: "com.example.pizza", category: "network")
        let lines = logged {
            os_log("Fetched %d orders from %{public}@", log: log, type: .info, 3, "server")
            os_log(.error, log: log, "Timed out")
            os_log("Default log line")
            Logger(.disabled).error("not written")
        }
        #expect(lines == ["[network] info: Fetched 3 orders from server", "[network] error: Timed out", "Default log line"])
    }

    @Test func aSignposterWritesItsIntervalsAndEvents() {
        let signposter = OSSignposter(subsystem: "com.example.pizza", category: .pointsOfInterest)
        let lines = logged {
            let id = signposter.makeSignpostID()
            let state = signposter.beginInterval("Refresh", id: id)
            signposter.emitEvent("Fetched", id: id, "3 orders")
            signposter.endInterval("Refresh", state)
            let total = signposter.withIntervalSignpost("Sum") { 1 + 2 }
            #expect(total == 3)
        }
        #expect(lines == ["[PointsOfInterest] signpost begin Refresh", "[PointsOfInterest] signpost event Fetched: 3 orders",
                          "[PointsOfInterest] signpost end Refresh", "[PointsOfInterest] signpost begin Sum",
                          "[PointsOfInterest] signpost end Sum"])
    }
}
