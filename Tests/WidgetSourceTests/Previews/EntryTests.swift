import Foundation
import TermIsland
import Testing

// Environment values declared with SwiftUI's @Entry, expanded by TermIsland's own plugin.
extension EnvironmentValues {
    @Entry var teaStrength: Int = 3
    @Entry var teaName: String?
    @Entry var teaTable: [String: Int] = ["sencha": 2]
}

private struct TeaLabel: View {
    @Environment(\.teaStrength) var strength

    var body: some View { Text("strength \(strength)") }
}

@Suite("@Entry")
struct EntryTests {
    @Test func aDeclaredValueStartsAtItsInitialValueAndCanBeSet() {
        var environment = EnvironmentValues()
        #expect(environment.teaStrength == 3)
        #expect(environment.teaName == nil)
        #expect(environment.teaTable == ["sencha": 2])
        environment.teaStrength = 5
        environment.teaName = "Sencha"
        #expect(environment.teaStrength == 5 && environment.teaName == "Sencha")
    }

    @Test func aViewReadsItThroughTheEnvironment() {
        let renderer = ViewRenderer()
        #expect(renderer.render(TeaLabel(), width: 12).canvas.plainText == " strength 3 ¶")
        #expect(renderer.render(TeaLabel().environment(\.teaStrength, 4), width: 12).canvas.plainText == " strength 4 ¶")
    }
}
