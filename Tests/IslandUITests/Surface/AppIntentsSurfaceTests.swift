import Foundation
import Testing
@testable import IslandUI

/// App Intents beyond a control's intent (issue 39), as an app's widget extension target
/// compiles them beside its widgets: shortcuts and their phrases, a parameter summary with a
/// `When`, dependencies the app registers, a parameter's options, donations and the system's
/// intent kinds. Written as Apple's documentation writes them; the values are kept, as nothing
/// here speaks to Siri or Shortcuts.
@Suite("App Intents: shortcuts, summaries, dependencies and options")
struct AppIntentsSurfaceTests {
    enum Unit: String, AppEnum {
        case minutes, stops
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
        static let caseDisplayRepresentations: [Unit: DisplayRepresentation] = [.minutes: "Minutes", .stops: "Stops"]
    }

    final class OrderStore: Sendable {
        let count: Int
        init(count: Int) { self.count = count }
    }

    struct UnitOptions: DynamicOptionsProvider {
        func results() async throws -> IntentItemCollection<String> {
            IntentItemCollection {
                IntentItemSection("Time") {
                    IntentItem("minutes", title: "Minutes")
                }
                IntentItemSection("Route", items: ["stops"])
            }
        }
    }

    struct TrackOrderIntent: AppIntent, LiveActivityStartingIntent, PredictableIntent {
        static let title: LocalizedStringResource = "Track order"
        static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
        @Parameter(title: "Unit") var unit: Unit?
        @AppDependency var store: OrderStore

        static var parameterSummary: some ParameterSummary {
            When(\.$unit, .equalTo, Unit.minutes) {
                Summary("Track in \(\.$unit)")
            } otherwise: {
                Summary("Track order")
            }
        }

        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            .result(value: store.count)
        }
    }

    struct PizzaShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: TrackOrderIntent(), phrases: ["Track my order with \(.applicationName)"],
                        shortTitle: "Track", systemImageName: "bag")
        }
        static let shortcutTileColor: ShortcutTileColor = .orange
    }

    @Test func shortcutsKeepTheirPhrasesWithTheAppsNameInPlace() {
        let shortcuts = PizzaShortcuts.appShortcuts
        #expect(shortcuts.count == 1)
        #expect(shortcuts.first?.intentName == "TrackOrderIntent")
        #expect(shortcuts.first?.phrases == ["Track my order with ${applicationName}"])
        #expect(PizzaShortcuts.shortcutTileColor == .orange)
    }

    @Test func anIntentReadsTheDependencyTheAppRegistered() async throws {
        AppDependencyManager.shared.add(dependency: OrderStore(count: 4))
        let result = try await TrackOrderIntent().perform()
        #expect(result.value == 4)
        let donation = IntentDonationManager.shared.donate(intent: TrackOrderIntent())
        #expect(donation != IntentDonationManager.shared.donate(intent: TrackOrderIntent()))
    }

    @Test func aParametersOptionsComeInTheirSections() async throws {
        let options = try await UnitOptions().results()
        #expect(options.sections.map { $0.items.map(\.value) } == [["minutes"], ["stops"]])
        #expect(IntentItemCollection<String>.empty.sections.isEmpty)
        // Each name is its own: a copy-pasted "add" under another name would compare equal.
        #expect(Set([ConfirmationActionName.order, .add, .buy, .book, .pay, .send, .start]).count == 7)
        #expect(ConfirmationActionName.order.name == "order")
        #expect(EntityIdentifier(for: AppEntityTests.CourierEntity.self, identifier: "2").description == "CourierEntity/2")
    }
}
