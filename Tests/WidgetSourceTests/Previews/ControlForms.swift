import Foundation
import TermIsland
import Testing

// Forms of WidgetKit's control widgets met in real widget extensions: they compile, and a bundle
// lists them without drawing them.
struct BrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew"
    func perform() async throws -> some IntentResult { .result() }
}

struct BrewSettings: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Brew settings"
}

struct BrewControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "brew") {
            ControlWidgetButton(action: BrewIntent()) {
                Label("Brew", systemImage: "cup.and.saucer")
            } actionLabel: { isActive in
                Label(isActive ? "Brewing" : "Brew", systemImage: "cup.and.saucer.fill")
            }
        }
    }
}

@Suite("Control widgets as real extensions write them")
struct ControlFormTests {
    @Test func aConfigurationIntentNeedsNoPerformAndDoesNothing() async throws {
        _ = try await BrewSettings().perform()
        #expect(BrewSettings.title == "Brew settings")
    }
}
