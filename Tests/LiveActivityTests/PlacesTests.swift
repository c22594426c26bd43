import Foundation
import IslandExamples
import Motion
import Testing
import TermIsland

/// The places beyond the iPhone that show its Live Activities: the Apple Watch Smart Stack and
/// CarPlay (the `.small` family, or the compact content), and a paired Mac's menu bar.
@Suite("Smart Stack, CarPlay and the Mac")
struct PlacesTests {
    struct TimerAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutesLeft: Int }
        var dish: String
    }

    /// A widget that declares `.small` and reads the family it is drawn for.
    struct SmallTimerWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: TimerAttributes.self) { context in
                TimerCard(context: context)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.dish) }
                } compactLeading: {
                    Image(systemName: "timer")
                } compactTrailing: {
                    Text("\(context.state.minutesLeft)m")
                } minimal: {
                    Text("\(context.state.minutesLeft)")
                }
            }
            .supplementalActivityFamilies([.small])
        }
    }

    struct TimerCard: View {
        @Environment(\.activityFamily) var activityFamily
        let context: ActivityViewContext<TimerAttributes>

        var body: some View {
            if activityFamily == .small {
                VStack(alignment: .leading, spacing: 0) {
                    Text(context.attributes.dish).bold()
                    Text("\(context.state.minutesLeft) min left")
                    Button("Stop") {}
                }
            } else {
                HStack {
                    Text("\(context.attributes.dish) is cooking")
                    Spacer()
                    Text("\(context.state.minutesLeft) minutes left")
                }
            }
        }
    }

    /// The same widget without `.small`.
    struct PlainTimerWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: TimerAttributes.self) { context in
                TimerCard(context: context)
            } dynamicIsland: { context in
                DynamicIsland {} compactLeading: {
                    Image(systemName: "timer")
                } compactTrailing: {
                    Text("\(context.state.minutesLeft)m")
                } minimal: {
                    Text("\(context.state.minutesLeft)")
                }
            }
        }
    }

    let context = ActivityViewContext(attributes: TimerAttributes(dish: "Pasta"), state: .init(minutesLeft: 7))

    func render<W: Widget>(_ widget: W, _ presentation: Presentation, on device: DeviceProfile) -> RenderedPresentation {
        PresentationRenderer(device: device).render(widget.body, context: context, as: presentation)
    }

    /// The content is centred in the card, as SwiftUI centres a presentation's root view.
    @Test func theSmartStackDrawsTheSmallFamily() {
        #expect(render(SmallTimerWidget(), .smartStack, on: .appleWatch45mm).canvas.plainText == """
            ╭─────────────────────╮
            │      Pasta          │
            │      7 min left     │
            │       Stop          │
            ╰─────────────────────╯
            """)
    }

    @Test func withoutSmallTheSmartStackShowsTheCompactContent() {
        #expect(render(PlainTimerWidget(), .smartStack, on: .appleWatch45mm).canvas.plainText == """
            ╭─────────────────────╮
            │                     │
            │⏳                 7m│
            │                     │
            ╰─────────────────────╯
            """)
    }

    @Test(arguments: [
        (DeviceProfile.appleWatch40mm, 19, 4), (.appleWatch41mm, 21, 5), (.appleWatch44mm, 22, 5),
        (.appleWatch45mm, 23, 5), (.appleWatch49mm, 24, 5),
        (.carPlay, 30, 5), (.carPlay240x100, 30, 6), (.carPlay170x78, 21, 5),
    ])
    func eachPlaceHasApplesSize(device: DeviceProfile, columns: Int, rows: Int) {
        let presentation: Presentation = device.place == .carPlay ? .carPlay : .smartStack
        let canvas = render(SmallTimerWidget(), presentation, on: device).canvas
        #expect(canvas.width == columns)
        #expect(canvas.height == rows)
    }

    @Test func carPlayDrawsControlsButTheyDoNothing() {
        let onWatch = render(SmallTimerWidget(), .smartStack, on: .appleWatch45mm)
        let inCar = render(SmallTimerWidget(), .carPlay, on: .carPlay)
        #expect(onWatch.regions.contains { $0.action == .button("Stop") })
        #expect(inCar.canvas.plainText.contains("Stop"))
        #expect(!inCar.regions.contains { $0.action == .button("Stop") })
    }

    @Test func aMacShowsTheIslandsPresentationsAtIOSSizes() {
        #expect(render(SmallTimerWidget(), .compact, on: .mac).canvas.plainText == """
            ╭───────────────────────────╮
            │⏳           ◉           7m│
            ╰───────────────────────────╯
            """)
        #expect(render(SmallTimerWidget(), .lockScreen, on: .mac).warnings == [.menuBarOnly])
        #expect(render(SmallTimerWidget(), .lockScreen, on: .mac).warnings.map(\.description) == [
            "a Mac shows Live Activities in its menu bar only, in the compact, minimal and expanded presentations"])
    }

    @Test func thePlacesAreDevices() {
        #expect(DeviceProfile.named("apple-watch-49mm")?.smallActivitySize == ViewSize(width: 191, height: 81.5))
        #expect(DeviceProfile.named("carplay")?.place == .carPlay)
        #expect(DeviceProfile.named("mac")?.island == DeviceProfile.iPhone15Pro.island)
    }
}

/// WidgetKit's container background and URL, set on views inside a Live Activity.
@Suite("containerBackground and widgetURL on views")
struct ContainerBackgroundTests {
    struct NoteAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var text: String }
    }

    struct NoteWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: NoteAttributes.self) { context in
                Text(context.state.text)
                    .containerBackground(for: .widget) { Color.indigo }
                    .widgetURL(URL(string: "notes://open"))
            } dynamicIsland: { context in
                DynamicIsland {} compactLeading: { Text(context.state.text).widgetURL(URL(string: "notes://compact")) }
                    compactTrailing: {} minimal: {}
            }
        }
    }

    @Test func theContainersBackgroundIsTheCardsColourAndTheURLItsTap() {
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        let context = ActivityViewContext(attributes: NoteAttributes(), state: .init(text: "Buy milk"))
        let card = renderer.render(NoteWidget().body, context: context, as: .lockScreen)
        #expect(card.canvas[10, 1].style.background == Color.indigo.terminalColor(in: .dark))
        #expect(card.regions.first?.action == .openURL("notes://open"))
        let compact = renderer.render(NoteWidget().body, context: context, as: .compact)
        #expect(compact.regions.first?.action == .openURL("notes://compact"))
    }
}
