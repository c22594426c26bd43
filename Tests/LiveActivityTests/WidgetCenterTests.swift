import Foundation
import Testing
import TermIsland

// WidgetKit names widget code calls beside its Live Activity (issue 39): `WidgetCenter`'s
// reloads, recorded; the compact sides of `DynamicIslandMode`, drawn as the compact margins.

private struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {}
}

private struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    init() {}
    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "Courier")
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

private struct SideMarginWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { _ in
            Text("Hello")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Hello") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            .contentMargins(.trailing, 104, for: .compactTrailing)
        }
    }
}

@Suite("WidgetCenter", .serialized)
struct WidgetCenterTests {
    @Test func anIntentsReloadsAreRecordedInOrder() async throws {
        WidgetCenter.shared.forgetReloadRequests()
        _ = try await RefreshIntent().perform()
        #expect(WidgetCenter.shared.reloadRequests == [.kind("Courier"), .all])
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        WidgetCenter.shared.getCurrentConfigurations { result in
            #expect((try? result.get())?.isEmpty == true)
        }
        #expect(WidgetCenter.UserInfoKey.kind == "WGWidgetUserInfoKeyKind")
    }

    /// What the previewer's log panel shows: the device's log, with the app's WidgetKit calls.
    @Test func theDevicesLogShowsTheReloadsAndTheQuestion() async throws {
        let system = ActivitySystem(device: .iPhone15Pro, start: Date(timeIntervalSince1970: 0))
        try await ActivitySystem.$current.withValue(system) {
            _ = try await RefreshIntent().perform()
            _ = try await WidgetCenter.shared.currentConfigurations()
        }
        #expect(system.log.map(\.text) == ["WidgetCenter: reload timelines of kind Courier", "WidgetCenter: reload all timelines",
                                           "WidgetCenter: current configurations asked for (none installed)"])
    }

    @Test func aCompactSidesMarginIsTheCompactMargin() {
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        let context = ActivityViewContext(attributes: CourierAttributes(), state: .init())
        // 104 points are 13 columns, the camera's: the trailing slot has none left, as with
        // `for: .compact`.
        #expect(renderer.render(SideMarginWidget().body, context: context, as: .compact).canvas.plainText == """
            ╭───────────────────────────╮
            │L                          │
            ╰───────────────────────────╯
            """)
    }
}
