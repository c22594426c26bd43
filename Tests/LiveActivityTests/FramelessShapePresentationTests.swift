import Foundation
import Testing
import TermIsland

/// A frameless filled capsule or rounded rectangle as a whole compact or minimal view fills its
/// slot, as on iOS, in glyphs plain text shows (issue 20, §2).
@Suite("Frameless shapes as whole island views")
struct FramelessShapePresentationTests {
    struct StatusAttributes: ActivityAttributes {
        struct ContentState: Codable & Hashable { var isOn: Bool }
    }

    struct StatusWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: StatusAttributes.self) { _ in
                Text("Recording")
            } dynamicIsland: { _ in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Recording") }
                } compactLeading: {
                    Capsule().fill(.red)
                } compactTrailing: {
                    RoundedRectangle(cornerRadius: 8).fill(.orange)
                } minimal: {
                    Capsule().fill(.red)
                }
            }
        }
    }

    func drawn(_ presentation: Presentation) -> String {
        PresentationRenderer(device: .iPhone15Pro)
            .render(StatusWidget().body, context: ActivityViewContext(attributes: StatusAttributes(), state: .init(isOn: true)),
                    as: presentation)
            .canvas.plainText
    }

    @Test func compact() {
        #expect(drawn(.compact) == """
            ╭───────────────────────────╮
            │▐█████▌      ◉      ███████│
            ╰───────────────────────────╯
            """)
    }

    @Test func minimal() {
        #expect(drawn(.minimal) == """
            ╭──────────────────────╮ ╭─────╮
            │▐████▌        ◉       │ │▐███▌│
            ╰──────────────────────╯ ╰─────╯
            """)
    }
}
