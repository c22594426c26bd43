import Foundation
import TermIsland

/// What a widget folder's host program can draw: every `#Preview` linked into it, and a
/// placeholder for each Live Activity widget of the folder that no preview shows.
struct FolderPreviews {
    /// A Live Activity to draw in one presentation, through its states.
    struct Activity {
        /// The preview's title, or the widget's name for a placeholder.
        let title: String
        /// "Live.swift:42" for a preview; nil for a placeholder.
        let source: String?
        let presentation: Presentation
        /// Draws it; named uniquely among the folder's activities.
        let kind: ActivityKind
        let states: [ActivityData]
        let instant: Date
        /// For a placeholder: what it is and which `#Preview` would give real data.
        let placeholderNote: String?
    }

    /// A view's preview (`#Preview { MyView() }`).
    struct ViewItem {
        let title: String
        let source: String
        let makeView: () -> AnyView
    }

    var activities: [Activity] = []
    var views: [ViewItem] = []
    /// What is found but not drawn: home-screen widgets and their previews.
    var notDrawn: [String] = []
    /// Widgets a placeholder could not be made for, and why.
    var problems: [String] = []

    /// The previews linked into this program, and placeholders for `widgets` no preview shows.
    init(previews: [WidgetPreview] = WidgetPreview.all, widgets: [any Widget]) {
        var names: Set<String> = []
        func unique(_ name: String) -> String {
            var candidate = name, number = 2
            while !names.insert(candidate).inserted {
                candidate = "\(name) (\(number))"
                number += 1
            }
            return candidate
        }
        var previewed: Set<String> = []
        for preview in previews {
            let source = "\((preview.filePath as NSString).lastPathComponent):\(preview.line)"
            switch preview.content {
            case .liveActivity(let activity):
                previewed.insert(activity.widgetType)
                guard !activity.states.isEmpty else {
                    problems.append("\(preview.title) (\(source)): its contentStates gave no state to show")
                    continue
                }
                let name = unique(preview.title)
                let states = activity.states.indices.map(activity.data)
                activities.append(Activity(
                    title: name, source: source, presentation: activity.presentation,
                    kind: activity.kind.renamed(name, previewing: states), states: states, instant: activity.instant,
                    placeholderNote: nil))
            case .view(let view):
                views.append(ViewItem(title: unique(preview.title), source: source, makeView: view.makeView))
            case .timeline(let timeline):
                notDrawn.append("\(preview.title) (\(source)): a preview of the home-screen widget \(timeline.widgetType); a terminal draws Live Activities only")
            }
        }
        for widget in widgets {
            let type = String(describing: Swift.type(of: widget))
            guard let placeholder = widget.placeholderActivity(around: PreviewInstant.standard) else {
                if !(widget is WidgetBundleContent) { notDrawn.append("\(type): a home-screen widget; a terminal draws Live Activities only") }
                continue
            }
            guard !previewed.contains(type) else { continue }
            switch placeholder.data {
            case .success(let data):
                let name = unique(type)
                activities.append(Activity(
                    title: name, source: nil, presentation: .lockScreen, kind: placeholder.kind(name, data), states: [data],
                    instant: PreviewInstant.standard,
                    placeholderNote: "placeholder data: \(type) has no #Preview; add #Preview(\"…\", as: .content, using: \(placeholder.attributesType)(…)) { \(type)() } contentStates: { … } for real values"))
            case .failure(let problem):
                problems.append("\(type): no placeholder could be made (\(problem)); add a #Preview with real values")
            }
        }
    }
}

extension ActivityKind {
    /// This kind under `name`, its preview stepping through `states` every five minutes of the
    /// preview's time (what the previewer's `n` and `p` move by).
    func renamed(_ name: String, previewing states: [ActivityData]) -> ActivityKind {
        let original = self
        return ActivityKind(named: name, drawing: original) { _, elapsed in
            ActivityPreview(data: states[min(max(0, Int(elapsed / 300)), states.count - 1)])
        }
    }
}
