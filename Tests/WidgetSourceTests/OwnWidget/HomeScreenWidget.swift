// A home-screen widget and previews the pre-macro way, as a widget extension holds them beside
// its Live Activity (Xcode's "Widget Extension" template of 2023): they compile unchanged with
// `import TermIsland`, and the bundle lists them.
import Foundation
import Testing
import TermIsland

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), emoji: "😀")
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date(), emoji: "😀")
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, emoji: "😀")
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct MyWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Emoji:")
            Text(entry.emoji)
        }
    }
}

struct MyWidget: Widget {
    let kind: String = "MyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            MyWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

struct MyWidget_Previews: PreviewProvider {
    static var previews: some View {
        MyWidgetEntryView(entry: SimpleEntry(date: .now, emoji: "😀"))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        CourierAttributes.preview
            .previewContext(.onTheWay(from: .now), viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Island Compact")
    }
}

struct MyWidgetBundle: WidgetBundle {
    var body: some Widget {
        MyWidget()
        CourierLiveActivity()
    }
}

@Test func aHomeScreenWidgetIsListedBesideTheLiveActivity() {
    #expect(MyWidgetBundle().summary == """
        MyWidgetBundle: 2 widgets
          MyWidget             a widget (nothing to draw here)
          CourierLiveActivity  a Live Activity for CourierAttributes
        """)
}
