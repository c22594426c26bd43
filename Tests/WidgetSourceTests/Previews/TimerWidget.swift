import Foundation
import TermIsland

// A small widget with Xcode's previews, written as a widget extension writes them, so that the
// test target itself holds `#Preview`s for `WidgetPreview.all` to find.

struct TeaTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var steeping: ClosedRange<Date>
        var isDone: Bool
    }

    var tea: String
}

struct TeaTimerWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TeaTimerAttributes.self) { context in
            HStack {
                Text(context.attributes.tea)
                Spacer()
                if context.state.isDone {
                    Text("Ready")
                } else {
                    Text(timerInterval: context.state.steeping, countsDown: true)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.tea) }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.steeping, countsDown: true).frame(width: 40)
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

extension TeaTimerAttributes.ContentState {
    static var steeping: Self { .init(steeping: Date()...Date().addingTimeInterval(4 * 60), isDone: false) }
    static var done: Self { .init(steeping: Date()...Date(), isDone: true) }
}

// A comment and an attribute before the macro, as real previews have them.
@available(iOS 17.0, *)
#Preview("Tea", as: .content, using: TeaTimerAttributes(tea: "Sencha")) {
    TeaTimerWidget()
} contentStates: {
    TeaTimerAttributes.ContentState.steeping
    TeaTimerAttributes.ContentState.done
}

#Preview(as: .dynamicIsland(.compact), using: TeaTimerAttributes(tea: "Assam")) {
    TeaTimerWidget()
} contentStates: {
    TeaTimerAttributes.ContentState.steeping
}

#Preview("Label") {
    Label("Sencha", systemImage: "cup.and.saucer.fill")
}
