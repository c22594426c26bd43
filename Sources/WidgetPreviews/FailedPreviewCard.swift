import Foundation
import IslandUI
import LiveActivity

/// What the previewer shows in place of a preview that crashed or hung while it was made
/// (PreviewIsolation in IslandCommands): a Lock Screen card with its name, the reason and the
/// line, so the rest of the folder's previews go on being shown.
///
///     ╭──────────────────────────────────────────╮
///     │ ⚠ Orders did not draw                    │
///     │ Fatal error: Index out of range          │
///     │ at Widget/Previews.swift:12              │
///     ╰──────────────────────────────────────────╯
struct FailedPreviewAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}

    var title: String
    var reason: String
    var place: String
}

struct FailedPreviewWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FailedPreviewAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("⚠ \(context.attributes.title) did not draw")
                    .font(.headline)
                Text(context.attributes.reason)
                Text("at \(context.attributes.place)")
                    .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("⚠ \(context.attributes.title): \(context.attributes.reason)")
                }
            } compactLeading: {
                Text("⚠")
            } compactTrailing: {
                Text(context.attributes.title)
            } minimal: {
                Text("⚠")
            }
        }
    }
}

extension PreviewCatalog {
    /// Adds a card for a preview that could not be made: `title` crashed or hung for `reason`
    /// at `place` (`Widget/Previews.swift:12`).
    public mutating func addFailedPreview(title: String, reason: String, place: String) {
        let attributes = FailedPreviewAttributes(title: title, reason: reason, place: place)
        let data = ActivityPreview(attributes, FailedPreviewAttributes.ContentState()).data
        let kind = ActivityKind.widget(FailedPreviewWidget.self, attributes: FailedPreviewAttributes.self)
        add(Activity(title: title, source: nil, presentation: .lockScreen, kind: kind.renamed(title, previewing: [data]),
                     states: [data], instant: PreviewInstant.standard, placeholderNote: nil))
    }
}
