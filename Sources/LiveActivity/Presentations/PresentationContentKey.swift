/// What a presentation's views are made from in a frame: an activity's data and whether it is
/// stale. While it is the same, so are the views (WidgetKit archives them at each update, and
/// only their timers run on), and a frame brings the last tree to its date instead of
/// resolving it again (`PresentationRenderer.contentKey`).
package struct PresentationContentKey: Hashable, Sendable {
    package let data: ActivityData
    package let isStale: Bool

    package init(data: ActivityData, isStale: Bool) {
        self.data = data
        self.isStale = isStale
    }
}
