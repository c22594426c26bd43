import IslandExamples
import TermIsland

/// `island list`: the examples, devices and presentations.
enum ListCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { throw HelpRequested() }
        guard arguments.isEmpty else {
            throw UsageError("list takes no arguments, got \"\(arguments[0])\"")
        }
        print("examples:")
        for example in Example.all { print("  \(example.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(example.summary)") }
        print("devices:")
        for device in DeviceProfile.all {
            let island = device.island == nil ? "no Dynamic Island" : "Dynamic Island"
            print("  \(device.identifier.padding(toLength: 18, withPad: " ", startingAt: 0)) \(device.name), \(formatPoints(device.screenWidth)) pt wide, \(island)")
        }
        print("presentations:")
        for presentation in Presentation.allCases { print("  \(presentation.rawValue)") }
        return 0
    }
}
