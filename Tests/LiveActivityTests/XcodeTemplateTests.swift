import Foundation
import Testing
import TermIsland

// Xcode's "Live Activity" widget-extension template, as a developer first meets it, with
// `import TermIsland` in place of ActivityKit, WidgetKit and SwiftUI (the `#Preview` macro
// aside: previews are what `island` is for). It must compile unchanged and render.

struct Live_ActivitiesAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var emoji: String
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct Live_ActivitiesLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: Live_ActivitiesAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                    // more content
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension Live_ActivitiesAttributes {
    fileprivate static var preview: Live_ActivitiesAttributes {
        Live_ActivitiesAttributes(name: "World")
    }
}

extension Live_ActivitiesAttributes.ContentState {
    fileprivate static var smiley: Live_ActivitiesAttributes.ContentState {
        Live_ActivitiesAttributes.ContentState(emoji: "😀")
    }
}

@Suite("Xcode's Live Activity template")
struct XcodeTemplateTests {
    let context = ActivityViewContext(attributes: Live_ActivitiesAttributes.preview, state: .smiley)

    func render(_ presentation: Presentation) -> String {
        PresentationRenderer(device: .iPhone15Pro).render(Live_ActivitiesLiveActivity().body, context: context, as: presentation).canvas.plainText
    }

    @Test func compilesAndRendersEveryPresentation() {
        #expect(render(.compact) == """
            ╭───────────────────────────╮
            │L            ◉         T 😀│
            ╰───────────────────────────╯
            """)
        #expect(render(.expanded).contains("Leading"))
        #expect(render(.expanded).contains("Trailing"))
        #expect(render(.expanded).contains("Bottom 😀"))
        #expect(render(.lockScreen).contains("Hello 😀"))
        #expect(render(.minimal).contains("😀"))
    }
}

/// The iOS 16.1 beta's `ActivityConfiguration(attributesType:)`, which early Live Activity code
/// kept and Xcode still compiles (deprecated): the same configuration as `for:`.
struct EarlyLiveActivity: Widget {
    @available(*, deprecated)
    var body: some WidgetConfiguration {
        ActivityConfiguration(attributesType: Live_ActivitiesAttributes.self) { context in
            Text("Hello \(context.state.emoji)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T \(context.state.emoji)") } minimal: { Text(context.state.emoji) }
        }
    }
}

@Suite("The iOS 16.1 beta's ActivityConfiguration")
struct EarlyActivityConfigurationTests {
    @available(*, deprecated)
    @Test func attributesTypeDrawsAsForDoes() {
        let context = ActivityViewContext(attributes: Live_ActivitiesAttributes(name: "World"),
                                          state: Live_ActivitiesAttributes.ContentState(emoji: "🤩"))
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        for presentation in [Presentation.compact, .lockScreen] {
            #expect(renderer.render(EarlyLiveActivity().body, context: context, as: presentation).canvas.plainText
                    .contains(presentation == .compact ? "T 🤩" : "Hello 🤩"))
        }
    }
}
