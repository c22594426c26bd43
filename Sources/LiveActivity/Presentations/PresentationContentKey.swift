import Foundation
import TerminalCanvas

/// What a presentation's views are made from in a frame: the kind that draws them, an
/// activity's data and whether it is stale. While it is the same, so are the views (WidgetKit
/// archives them at each update, and only their timers run on), and a frame brings the last
/// tree to its date instead of resolving it again (`PresentationRenderer.contentKey`).
package struct PresentationContentKey: Hashable, Sendable {
    /// `ActivityKind.identity`: a reloaded views file draws the same data otherwise.
    package let kind: UInt64
    package let data: ActivityData
    package let isStale: Bool
}

extension PresentationContentKey {
    /// The key of `activity`'s content now. A field left out by `Reuse.planted` is the
    /// differential test's planted bug, never set elsewhere.
    package init(_ activity: SceneContent.Activity) {
        let planted = Reuse.planted
        self.init(kind: activity.kind.identity,
                  data: planted == .contentKeyData ? ActivityData(attributes: activity.data.attributes, state: Data()) : activity.data,
                  isStale: planted == .contentKeyStale ? false : activity.isStale)
    }
}
