import Foundation
import Testing
import TermIsland

// The WidgetKit names of iOS 18 and 26 the documentation supplement added (issue 39): each
// compiles with Apple's documented call and draws what iOS draws in full colour.

private struct FlightAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {}
}

/// What `supportedActivityFamilies` says where the content is drawn.
private struct Families: View {
    @Environment(\.supportedActivityFamilies) var families
    @Environment(\.activityFamily) var family
    var body: some View {
        Text("\(family == .small ? "small" : "medium") of \(families.contains(.small) ? "medium+small" : "medium")")
    }
}

private struct FlightPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

private struct TrunkIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Trunk"
    init() {}
    func perform() async throws -> some IntentResult {
        ControlCenter.shared.reloadControls(ofKind: "com.example.Trunk")
        ControlCenter.shared.reloadAllControls()
        return .result()
    }
}

private func configuration(small: Bool, push: Bool = false) -> ActivityConfiguration<FlightAttributes> {
    let base = ActivityConfiguration(for: FlightAttributes.self) { _ in
        VStack(alignment: .leading, spacing: 0) {
            Families()
            HStack(spacing: 1) {
                Image(systemName: "airplane").widgetAccentedRenderingMode(.fullColor)
                Image(systemName: "suitcase").widgetAccentedRenderingMode(.accented)
                Image(systemName: "clock").widgetAccentedRenderingMode(nil)
                Text("B12")
            }
        }
    } dynamicIsland: { _ in
        DynamicIsland {
            DynamicIslandExpandedRegion(.bottom) { Text("B12") }
        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
    }
    let families = small ? base.supplementalActivityFamilies([.small]) : base
    return push ? families.pushHandler(FlightPushHandler.self) : families
}

@Suite("WidgetKit of iOS 18 and 26", .serialized)
fileprivate struct SDK26WidgetKitTests {
    let context = ActivityViewContext(attributes: FlightAttributes(), state: .init())

    func lockScreen(_ configuration: ActivityConfiguration<FlightAttributes>) -> String {
        PresentationRenderer(device: .iPhone15Pro).render(configuration, context: context, as: .lockScreen).canvas.plainText
    }

    @Test func theFamiliesTheContentMayBeDrawnForAreInTheEnvironment() {
        #expect(lockScreen(configuration(small: false)) == """
            ╭──────────────────────────────────────── ✕ ─╮
            │              medium of medium              │
            │              ✈️🧳🕒B12                     │
            ╰────────────────────────────────────────────╯
            """)
        #expect(lockScreen(configuration(small: true)).contains("medium of medium+small"))
        let watch = PresentationRenderer(device: .appleWatch45mm).render(configuration(small: true), context: context, as: .smartStack)
        #expect(watch.canvas.plainText.contains("small of medium+small"))
        #expect(SupportedActivityFamiliesEnvironmentKey.defaultValue == [.medium])
    }

    @Test func anImagesAccentedRenderingModeDrawsItInFullColour() {
        let plain = ActivityConfiguration(for: FlightAttributes.self) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Families()
                HStack(spacing: 1) { Image(systemName: "airplane"); Image(systemName: "suitcase"); Image(systemName: "clock"); Text("B12") }
            }
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("B12") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        #expect(renderer.render(configuration(small: false), context: context, as: .lockScreen).canvas
                == renderer.render(plain, context: context, as: .lockScreen).canvas)
        #expect(WidgetAccentedRenderingMode.accented != .fullColor && WidgetAccentedRenderingMode.accentedDesaturated != .accented)
    }

    @Test func aPushHandlerIsRegisteredAndTheWidgetDrawsAsItIs() async {
        #expect(lockScreen(configuration(small: false, push: true)) == lockScreen(configuration(small: false)))
        #expect(await WidgetCenter.shared.currentPushInfo == nil)
    }

    @Test func controlReloadsAreRecordedAndNoControlIsConfigured() async throws {
        ControlCenter.shared.forgetReloadRequests()
        _ = try await TrunkIntent().perform()
        #expect(ControlCenter.shared.reloadRequests == [.kind("com.example.Trunk"), .all])
        #expect(try await ControlCenter.shared.currentControls().isEmpty)
        // Apple's documented button with an action label compiles, in both title forms.
        _ = ControlWidgetButton("Open Trunk", action: TrunkIntent()) { isActive in
            Image(systemName: "car.side.rear.open")
            if isActive { Text("Opening...") }
        }
        let title: String = "Open Trunk"
        _ = ControlWidgetButton(title, action: TrunkIntent()) { _ in Text("Opening...") }
    }

    @Test func aTimelineProviderHasNoRelevancesUnlessItSaysSo() async {
        struct Provider: TimelineProvider {
            struct Entry: TimelineEntry { let date: Date }
            func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
        }
        #expect(await Provider().relevance().attributes.isEmpty)
    }
}
