import Foundation
@testable import IslandCommandLine
@testable import IslandCommands
import WidgetSources
import Testing

extension CommandBehaviourTests {
    /// Each kind of compiler error a widget folder meets gets its hint: a missing name, a
    /// member missing from a value or from a type itself, a missing module; other errors none.
    @Test func eachCompilerErrorGetsItsHint() {
        typealias M = BuildResult
        #expect(M.hint(for: "W.swift:3:5: error: cannot find 'Oven' in scope") == .missingName("Oven"))
        #expect(M.hint(for: "W.swift:3:5: error: value of type 'Text' has no member 'contentTransition'")
                == .missingMember(type: "Text", member: "contentTransition"))
        #expect(M.hint(for: "W.swift:3:5: error: type 'Color' has no member 'systemMint'")
                == .missingMember(type: "Color", member: "systemMint"))
        #expect(M.hint(for: "W.swift:1:8: error: no such module 'Charts'") == .missingModule("Charts"))
        #expect(M.hint(for: "W.swift:3:5: error: missing return in closure") == nil)
        #expect(M.hint(for: "W.swift:3:5: warning: type 'Color' has no member 'systemMint'") == nil)
    }
}

extension CommandBehaviourTests {
    /// `island preview views.json` previews the activity the file describes: the scenario it
    /// builds carries that description under the activity's name (skipping it left a scenario
    /// naming an example no kind draws). An example's name carries none.
    @Test func aViewsFileIsPreviewedWithItsDescription() throws {
        let views = FileManager.default.temporaryDirectory.appendingPathComponent("bay-\(UUID().uuidString).json")
        try Data(#"{ "lockScreen": { "text": "Bay 3" } }"#.utf8).write(to: views)
        defer { try? FileManager.default.removeItem(at: views) }
        let scenario = try PreviewCommand.scenario(for: views.path, CommandOptions.parse([], accepting: []))
        #expect(scenario.activities.count == 1)
        #expect(try PreviewCommand.scenario(for: "pizza-delivery", CommandOptions.parse([], accepting: [])).activities.isEmpty)
    }
}
