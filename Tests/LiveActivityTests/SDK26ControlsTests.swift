import Foundation
import Testing
import TermIsland

// The rest of WidgetKit's iOS 18 control surface and iOS 27's portrait family, as the grown
// documentation supplement lists them (issue 39): Apple's documented calls compile, and a
// label view given a control's hint or status draws as it is (a control is not drawn).

private struct ToggleLights: SetValueIntent {
    static let title: LocalizedStringResource = "Lights"
    @Parameter(title: "On") var value: Bool
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

private struct DoorConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Door"
    init() {}
}

private struct Lights: ControlWidget {
    @ControlWidgetConfigurationBuilder
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Lights") {
            ControlWidgetToggle(isOn: true, action: ToggleLights()) {
                Label("Lights", systemImage: "lightbulb").controlWidgetActionHint("Hold to switch")
            }
            .disabled(false)
        }
        .promptsForUserConfiguration()
    }
}

/// A news widget's body in the style of Apple's `levelOfDetail` example.
private struct News: View {
    @Environment(\.levelOfDetail) var levelOfDetail
    var body: some View {
        if levelOfDetail == .simplified { Text("image") } else { Text("title and body") }
    }
}

@Suite("WidgetKit's controls of iOS 18")
struct SDK26ControlsTests {
    @Test func aControlsLabelDrawsAsItIsWithItsHintAndStatus() {
        let renderer = ViewRenderer()
        let label = Label("Lights", systemImage: "lightbulb")
        let hinted = label.controlWidgetActionHint(Text("Hold to switch")).controlWidgetStatus("Lights On")
        #expect(renderer.render(hinted, width: 10).canvas == renderer.render(label, width: 10).canvas)
        #expect(Lights().body is StaticControlConfiguration<ControlWidgetToggle>)
        _ = EmptyControlWidgetConfiguration()
        _ = EmptyControlWidgetTemplate().disabled(true).tint(.orange)
    }

    @Test func aWidgetIsDrawnAtTheDefaultLevelOfDetailUnlessTold() {
        let renderer = ViewRenderer()
        #expect(renderer.render(News(), width: 14).canvas == renderer.render(Text("title and body"), width: 14).canvas)
        #expect(renderer.render(News().environment(\.levelOfDetail, .simplified), width: 14).canvas
                == renderer.render(Text("image"), width: 14).canvas)
    }

    @Test func noControlIsConfiguredSoNoneHasAnIntent() async throws {
        let controls = try await ControlCenter.shared.currentControls()
        #expect(controls.compactMap { $0.configurationIntent(of: DoorConfiguration.self) }.isEmpty)
        #expect(WidgetFamily.allCases.contains(.systemExtraLargePortrait))
        _ = WidgetRelevance<Void>([WidgetRelevanceAttribute(context: .date(Date()))])
    }
}
