import Foundation
import IslandUI
import LiveActivity

/// Where a `#Preview` was written; its `preview` overloads mirror the macro's and make the
/// record's value. Only the macro's expansion calls it.
public struct PreviewSite {
    let fileID: String
    let filePath: String
    let line: Int

    public init(fileID: String, filePath: String, line: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    private func record(_ name: String?, _ content: WidgetPreview.Content) -> WidgetPreview {
        WidgetPreview(name: name, fileID: fileID, filePath: filePath, line: line, content: content)
    }

    public func preview<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as content: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> W,
        @PreviewActivityBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]
    ) -> WidgetPreview {
        let made = Date()
        let states = contentStates()
        let encoded = states.map { ActivityPreview(attributes, $0).data }
        let attributesData = encoded.first?.attributes ?? PreviewInstant.encoded(attributes)
        let moved = PreviewInstant.rebase(attributes: attributesData, states: encoded.map(\.state), madeAt: made)
        return record(name, .liveActivity(LiveActivityPreview(
            viewKind: content, widgetType: String(describing: W.self), kind: .widget(W.self, attributes: Attributes.self),
            attributes: moved.attributes, states: moved.states, instant: moved.instant)))
    }

    public func preview<Content: View>(
        _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>..., @ViewBuilder body: @escaping () -> Content
    ) -> WidgetPreview {
        record(name, .view(ViewPreview(makeView: { AnyView(body()) }, traits: traits)))
    }

    public func preview<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
    ) -> WidgetPreview {
        record(name, .timeline(TimelinePreview(widgetType: String(describing: W.self), family: family, entryCount: timeline().count)))
    }

    public func preview<W: Widget, Intent, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
    ) -> WidgetPreview {
        record(name, .timeline(TimelinePreview(widgetType: String(describing: W.self), family: family, entryCount: timeline().count)))
    }

    public func preview<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
    ) -> WidgetPreview {
        record(name, .timeline(TimelinePreview(widgetType: String(describing: W.self), family: family, entryCount: nil)))
    }
}
