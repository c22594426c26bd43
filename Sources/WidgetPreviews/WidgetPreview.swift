import Foundation
import IslandRegistry
import IslandUI
import LiveActivity

/// One `#Preview` found in the program: where it was written, its name, and what it shows.
///
///     for preview in WidgetPreview.all { print(preview.title, preview.fileID, preview.line) }
public struct WidgetPreview {
    /// The name given (`#Preview("Ordered", …)`), or nil.
    public let name: String?
    /// `Module/File.swift`, as `#fileID` says it.
    public let fileID: String
    /// The file's path when it was compiled.
    public let filePath: String
    /// The line of `#Preview`.
    public let line: Int
    public let content: Content

    /// What a preview shows.
    public enum Content {
        /// A Live Activity in one presentation, stepping through content states.
        case liveActivity(LiveActivityPreview)
        /// A view of the widget's, on its own.
        case view(ViewPreview)
        /// A home-screen widget's timeline: listed, not drawn.
        case timeline(TimelinePreview)
    }

    /// Its name, or "File.swift:42" for a preview without one (Xcode shows the line too).
    public var title: String {
        name ?? "\((filePath as NSString).lastPathComponent):\(line)"
    }

    /// Every preview linked into this program, in file and line order, each made now.
    public static var all: [WidgetPreview] { PreviewRecord.all.map { $0.preview() } }
}

/// A Live Activity's preview: the widget that draws it, the attributes, the states in order and
/// the presentation Xcode would show (`as:`).
public struct LiveActivityPreview: Sendable {
    /// `.content` (the Lock Screen) or `.dynamicIsland(.compact / .expanded / .minimal)`.
    public let viewKind: ActivityPreviewViewKind
    /// The widget's type name.
    public let widgetType: String
    /// Draws the widget with any of the preview's data.
    public let kind: ActivityKind
    /// The attributes and each content state as the activity system keeps them (JSON), with
    /// dates the preview made from "now" moved to `instant` (`PreviewInstant`).
    public let attributes: Data
    public let states: [Data]
    /// The moment the preview is drawn at, before `--at`.
    public let instant: Date

    /// The presentation Xcode shows for this preview.
    public var presentation: Presentation { Self.presentation(of: viewKind) }

    /// The presentation Xcode shows for a preview of `viewKind`.
    public static func presentation(of viewKind: ActivityPreviewViewKind) -> Presentation {
        switch viewKind {
        case .content: return .lockScreen
        case .dynamicIsland(.compact): return .compact
        case .dynamicIsland(.expanded): return .expanded
        case .dynamicIsland(.minimal): return .minimal
        }
    }

    /// The data of state `index`.
    public func data(_ index: Int) -> ActivityData { ActivityData(attributes: attributes, state: states[index]) }
}

/// A view's preview (`#Preview { MyView() }`).
public struct ViewPreview {
    /// The view, built afresh.
    public let makeView: () -> AnyView
    /// Its traits' layout (the last given) and orientation.
    package var layout: PreviewLayout = .lockScreenWidth
    package var isLandscape = false

    public init(makeView: @escaping () -> AnyView) { self.makeView = makeView }

    package init(makeView: @escaping () -> AnyView, traits: [PreviewTrait<PreviewViewTraits>]) {
        self.makeView = makeView
        layout = traits.compactMap(\.layout).last ?? .lockScreenWidth
        isLandscape = traits.contains { $0.isLandscape }
    }
}

/// A home-screen widget's preview: which widget, which family, how many entries.
public struct TimelinePreview: Sendable {
    public let widgetType: String
    public let family: WidgetFamily
    /// The number of entries given, or nil when a timeline provider gives them.
    public let entryCount: Int?
}
