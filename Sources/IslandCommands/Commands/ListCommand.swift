import IslandExamples
import TerminalCanvas
import TermIsland

/// `island list`: the examples, devices and presentations.
enum ListCommand: IslandCommand {
    static let name = "list"

    static let usage = [
        UsageForm(synopsis: "list", text: """
                  list                         the examples, devices and presentations
                """),
    ]

    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { throw HelpRequested() }
        guard arguments.isEmpty else {
            throw UsageError("list takes no arguments, got \"\(arguments[0])\"")
        }
        print("examples:")
        for example in Example.all { print("  \(example.name.padded(toColumns: 18)) \(example.summary)") }
        print("devices:")
        for device in DeviceProfile.all {
            print("  \(device.identifier.padded(toColumns: 18)) \(device.name), \(describe(device))")
        }
        print("presentations:")
        for presentation in Presentation.allCases { print("  \(presentation.rawValue)") }
        return 0
    }

    /// "393 pt wide, Dynamic Island", "the Smart Stack, 184 × 80.5 pt".
    private static func describe(_ device: DeviceProfile) -> String {
        let size = device.smallActivitySize.map { "\(formatPoints($0.width)) × \(formatPoints($0.height)) pt" } ?? ""
        switch device.place {
        case .appleWatch: return "the Smart Stack, \(size)"
        case .carPlay: return "the CarPlay Dashboard, \(size)"
        case .mac: return "a paired Mac's menu bar, at iOS sizes"
        case .iPhone, .iPad:
            return "\(formatPoints(device.screenWidth)) pt wide, " + (device.island == nil ? "no Dynamic Island" : "Dynamic Island")
        }
    }
}
