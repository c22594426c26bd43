import IslandCommandLine
import IslandExamples
import TerminalCanvas
import TermIsland

/// `island list`: the examples, devices and presentations.
enum ListCommand: IslandCommand {
    static let name = "list"

    static let usage = [
        UsageForm(
            synopsis: "list",
            heading: "  list                         the examples, devices and presentations"),
    ]

    static func run(_ invocation: Invocation) throws -> Int32 {
        if invocation.asksForHelp { throw HelpRequested() }
        if let widgets = invocation.linkedWidgets { return list(PreviewCatalog(widgets: widgets)) }
        guard let first = invocation.arguments.first else { return listBuiltIns() }
        throw UsageError("list takes no arguments, got \"\(first)\"")
    }

    /// What a widget folder has and what draws, in its host program.
    private static func list(_ previews: PreviewCatalog) -> Int32 {
        for activity in previews.activities {
            print("\(activity.title)  \(activity.presentation.rawValue)  \(activity.states.count) state\(activity.states.count == 1 ? "" : "s")  \(activity.source ?? "placeholder")")
        }
        for view in previews.views { print("\(view.title)  view  \(view.source)") }
        for note in previews.notDrawn { print("not drawn: \(note)") }
        for problem in previews.problems { print("problem: \(problem)") }
        return 0
    }

    /// The examples, devices and presentations.
    private static func listBuiltIns() -> Int32 {
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
