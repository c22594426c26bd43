import Foundation
import Testing

/// A widget with no `#Preview` whose state holds enums the type system cannot list: their first
/// cases are read from the folder's source and the widget is drawn from placeholders.
extension WidgetFolderTests {
    @Test func enumStatesWithAssociatedOrRawValuesGetAPlaceholderFromTheSource() throws {
        let folder = try emptyFolder(named: "Rides")
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct RideAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var phase: Phase
                    var tier: Tier
                }
                var rider: String
            }

            extension RideAttributes.ContentState {
                enum Phase: Codable, Hashable {
                    case arriving(minutes: Int)
                    case riding
                }
                enum Tier: String, Codable, Hashable {
                    case black = "Black"
                    case pool
                }
            }

            @main
            struct RideWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RideAttributes.self) { context in
                        switch context.state.phase {
                        case .arriving(let minutes): Text("\\(context.attributes.rider): \\(context.state.tier.rawValue) in \\(minutes) min")
                        case .riding: Text("riding")
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.rider) }
                        } compactLeading: {
                            Text("R")
                        } compactTrailing: {
                            Text(context.state.tier.rawValue)
                        } minimal: {
                            Text("R")
                        }
                    }
                }
            }

            """.write(to: folder.appendingPathComponent("RideWidget.swift"), atomically: true, encoding: .utf8)
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == """
            island snapshot · RideWidget · lock-screen · iPhone 15 Pro · at 0s
            placeholder data: RideWidget has no #Preview; add #Preview("…", as: .content, using: RideAttributes(…)) { RideWidget() } contentStates: { … } for real values

            state 1 of 1
            ╭──────────────────────────────────────── ✕ ─╮
            │            Rider: Black in 3 min           │
            ╰────────────────────────────────────────────╯


            """)
    }
}

/// What an iPhone's `import Foundation` brings, a widget's file that imports Foundation alone
/// has: Observation's `@Observable`, and `URLRequest`, which Linux keeps in FoundationNetworking.
extension WidgetFolderTests {
    @Test func aFileImportingFoundationAloneHasObservationAndURLRequest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("island-widget-\(UUID().uuidString)/Orders")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import Foundation

            @Observable final class OrderStore {
                var courier = "Ana"
                func request() -> URLRequest { URLRequest(url: URL(string: "https://example.com/orders")!) }
            }

            """.write(to: folder.appendingPathComponent("OrderStore.swift"), atomically: true, encoding: .utf8)
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct OrderAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var minutes: Int }
            }

            @main
            struct OrderWidget: Widget {
                let store = OrderStore()
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: OrderAttributes.self) { context in
                        Text("\\(store.courier) · \\(store.request().url!.host!) · \\(context.state.minutes) min")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(store.courier) }
                        } compactLeading: { Text("O") } compactTrailing: { Text("\\(context.state.minutes)") } minimal: { Text("O") }
                    }
                }
            }

            """.write(to: folder.appendingPathComponent("OrderWidget.swift"), atomically: true, encoding: .utf8)
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("│          Ana · example.com · 3 min         │"), "\(result.output)")
    }
}
