import Foundation
import Testing
import TermIsland

/// ActivityKit's `dynamicIsland:` is a plain closure, not a result builder: widgets write it
/// with statements and an explicit `return`, or pass a function. Those forms compile here as
/// they are and draw what the builder form draws (issue 20).
@Suite("The forms of a dynamicIsland closure")
struct DynamicIslandClosureFormTests {
    struct OvenAttributes: ActivityAttributes {
        struct ContentState: Codable & Hashable { var minutes: Int }
    }

    static func island(_ context: ActivityViewContext<OvenAttributes>) -> DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text("Lasagne") }
        } compactLeading: {
            Text("Oven")
        } compactTrailing: {
            Text("\(context.state.minutes)m")
        } minimal: {
            Text("\(context.state.minutes)")
        }
    }

    /// The builder form, as Apple's articles print it.
    struct BuilderForm: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: OvenAttributes.self) { _ in Text("Lasagne") } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Lasagne") }
                } compactLeading: {
                    Text("Oven")
                } compactTrailing: {
                    Text("\(context.state.minutes)m")
                } minimal: {
                    Text("\(context.state.minutes)")
                }
            }
        }
    }

    /// Statements, a local computed property and an explicit `return`, as real widgets write it.
    struct ReturnForm: Widget {
        var body: some WidgetConfiguration {
            let configuration = ActivityConfiguration(for: OvenAttributes.self) { _ in
                Text("Lasagne")
            } dynamicIsland: { context in
                let minutes = context.state.minutes
                var trailing: String {
                    let suffix = "m"
                    return "\(minutes)\(suffix)"
                }
                return DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Lasagne") }
                } compactLeading: {
                    Text("Oven")
                } compactTrailing: {
                    Text(trailing)
                } minimal: {
                    Text("\(minutes)")
                }
            }
            return configuration
        }
    }

    /// An early `return` in an `if`, and a function's island.
    struct BranchingForm: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: OvenAttributes.self) { _ in Text("Lasagne") } dynamicIsland: { context in
                if context.state.minutes < 0 {
                    return DynamicIsland { } compactLeading: { Text("Done") } compactTrailing: { } minimal: { }
                }
                return DynamicIslandClosureFormTests.island(context)
            }
        }
    }

    /// A function given by name.
    struct FunctionForm: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: OvenAttributes.self, content: { _ in Text("Lasagne") },
                                  dynamicIsland: DynamicIslandClosureFormTests.island)
        }
    }

    func compact<W: Widget>(_ widget: W) -> String {
        PresentationRenderer(device: .iPhone15Pro)
            .render(widget.body, context: ActivityViewContext(attributes: OvenAttributes(), state: .init(minutes: 12)), as: .compact)
            .canvas.plainText
    }

    @Test func everyFormDrawsTheSameIsland() {
        let drawn = """
            ╭───────────────────────────╮
            │Oven         ◉          12m│
            ╰───────────────────────────╯
            """
        #expect(compact(BuilderForm()) == drawn)
        #expect(compact(ReturnForm()) == drawn)
        #expect(compact(BranchingForm()) == drawn)
        #expect(compact(FunctionForm()) == drawn)
    }
}
