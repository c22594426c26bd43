import Foundation
import IslandRegistry
import IslandUI
import LiveActivity

/// What a program's previews draw: every `#Preview` linked into it, and a placeholder for each
/// Live Activity widget given that no preview shows (`island snapshot <folder>`, and
/// `assertPreviewSnapshots()` in a test target).
///
///     let catalog = PreviewCatalog(widgets: MyWidgetBundle().widgets)
///     for activity in catalog.activities { print(activity.title, activity.presentation) }
public struct PreviewCatalog {
    /// A Live Activity to draw in one presentation, through its states.
    public struct Activity {
        /// The preview's title, or the widget's name for a placeholder.
        public let title: String
        /// "Live.swift:42" for a preview; nil for a placeholder.
        public let source: String?
        public let presentation: Presentation
        /// Draws it; named uniquely among the folder's activities.
        public let kind: ActivityKind
        public let states: [ActivityData]
        public let instant: Date
        /// For a placeholder: what it is and which `#Preview` would give real data.
        public let placeholderNote: String?
        /// The `#Preview`'s file as compiled (`#filePath`) and line; nil for a placeholder and
        /// a `PreviewProvider`'s previews.
        public var sourcePath: String? = nil
        public var sourceLine: Int? = nil
    }

    /// A view's preview (`#Preview { MyView() }`).
    public struct ViewItem {
        public let title: String
        public let source: String
        public let makeView: () -> AnyView
        /// How its `#Preview(traits:)` size it, and whether they turn the phone on its side.
        package var layout: PreviewLayout = .lockScreenWidth
        package var isLandscape = false
    }

    public private(set) var activities: [Activity] = []
    public private(set) var views: [ViewItem] = []
    /// What is found but not drawn: home-screen widgets and their previews.
    public private(set) var notDrawn: [String] = []
    /// Widgets a placeholder could not be made for, and why.
    public private(set) var problems: [String] = []

    /// Types of `widgets` a preview draws (by `String(describing:)`), placeholders aside.
    public private(set) var previewedWidgets: Set<String> = []

    /// The previews linked into this program, and placeholders for `widgets` no preview shows.
    public init(previews: [WidgetPreview] = WidgetPreview.all, widgets: [any Widget] = []) {
        self.init(previews: previews, providers: PreviewProviders.linked, widgets: widgets)
    }

    /// `previews`, the previews of `providers`, and placeholders for `widgets` no preview shows
    /// when `drawsPlaceholders` (those of `leavingOut`'s types aside).
    public init(previews: [WidgetPreview], providers: [any PreviewProvider.Type], widgets: [any Widget],
                drawsPlaceholders: Bool = true, leavingOut: Set<String> = []) {
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
                    placeholderNote: nil, sourcePath: preview.filePath, sourceLine: preview.line))
            case .view(let view):
                views.append(ViewItem(title: unique(preview.title), source: source, makeView: view.makeView,
                                     layout: view.layout, isLandscape: view.isLandscape))
            case .timeline(let timeline):
                let place = preview.name.map { "\($0) (\(source))" } ?? source
                notDrawn.append("\(place): a preview of the home-screen widget \(timeline.widgetType); a terminal draws Live Activities only")
            }
        }
        for provider in providers {
            addProvidersPreviews(provider, widgets: widgets, previewed: &previewed, unique: unique)
        }
        previewedWidgets = previewed
        for widget in widgets where drawsPlaceholders {
            let type = String(describing: Swift.type(of: widget))
            guard !leavingOut.contains(type) else { continue }
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

extension PreviewCatalog {
    /// One more activity, after those found (the previewer's card for a failed preview).
    mutating func add(_ activity: Activity) { activities.append(activity) }

    /// The Live Activity previews an Xcode `PreviewProvider` makes with
    /// `attributes.previewContext(state, viewKind:)`, each drawn by the widget of `widgets`
    /// whose configuration is for those attributes, named by `previewDisplayName`.
    private mutating func addProvidersPreviews(_ provider: any PreviewProvider.Type, widgets: [any Widget],
                                               previewed: inout Set<String>, unique: (String) -> String) {
        let made = Date()
        let heard = PreviewContextRecorder.record { Self.evaluate(provider) }
        let providerName = String(describing: provider)
        for (index, entry) in heard.enumerated() {
            guard let activity = entry.activity else { continue }
            let drawing = widgets.lazy.compactMap { $0.placeholderActivity(around: PreviewInstant.standard) }
                .first { $0.attributesType == activity.attributesType }
            guard let drawing else {
                problems.append("\(providerName): a preview of \(activity.attributesType), but no widget in the folder draws it")
                continue
            }
            previewed.insert(drawing.widgetType)
            let moved = PreviewInstant.rebase(attributes: activity.data.attributes, states: [activity.data.state], madeAt: made)
            let data = ActivityData(attributes: moved.attributes, state: moved.states[0])
            let name = unique(entry.name ?? "\(providerName) \(index + 1)")
            let presentation = LiveActivityPreview.presentation(of: activity.viewKind)
            activities.append(Activity(title: name, source: providerName, presentation: presentation,
                                       kind: drawing.kind(name, data), states: [data], instant: moved.instant, placeholderNote: nil))
        }
    }

    private static func evaluate<Provider: PreviewProvider>(_ provider: Provider.Type) { _ = provider.previews }
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
