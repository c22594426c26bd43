import Foundation
import IslandUI

// What a widget extension holds beside its Live Activities: home-screen widgets with their
// timelines, and Xcode's previews. They compile, so a bundle's files build unchanged; a terminal
// draws Live Activities only, so a home-screen widget is listed, not drawn.

/// One moment of a home-screen widget's timeline, as WidgetKit's.
public protocol TimelineEntry {
    var date: Date { get }
    /// How much this entry matters to the Smart Stack: none unless the entry says.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// Where a timeline provider's widget is shown.
public struct TimelineProviderContext: Sendable {
    public var family: WidgetFamily = .systemSmall
    public var isPreview = false
    public var displaySize = CGSize(width: 158, height: 158)
}

/// When a widget's timeline is asked for again.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    let date: Date?
    public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
    public static let never = TimelineReloadPolicy(name: "never", date: nil)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// A widget's entries and when to reload them.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// Gives a home-screen widget its entries, as WidgetKit's.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A home-screen widget drawn from a timeline, as WidgetKit's: listed by a bundle, not drawn.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let kind: String

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
    }
}

/// Xcode's previews of a view, the pre-macro way. `island snapshot` and the snapshot tests are
/// the previews here; a provider compiles and is not drawn.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Which presentation an Xcode preview of a Live Activity shows.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    public enum DynamicIslandPreviewViewState: Hashable, Sendable { case compact, expanded, minimal }
}

/// A home-screen widget's preview context, as WidgetKit's.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension ActivityAttributes {
    /// An Xcode preview of this activity in one presentation: not drawn as a view, but heard by
    /// `island snapshot <folder>` (PreviewContextRecorder), which draws it with the folder's
    /// widget for these attributes.
    /// `isStale` (iOS 16.2) is accepted; the preview is drawn from the state as given.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        if let data = try? ActivityData(self, contentState) {
            PreviewContextRecorder.hear(.init(activity: (String(describing: Self.self), data, viewKind)))
        }
        return EmptyView()
    }
}

extension View {
    /// A home-screen widget's preview: heard (so the name after it is its own), not drawn.
    public func previewContext(_ context: WidgetPreviewContext) -> ModifiedView {
        PreviewContextRecorder.hear(.init(activity: nil))
        return accessibilityHint("")
    }
    /// The name of the preview just made (PreviewContextRecorder).
    public func previewDisplayName(_ name: String?) -> ModifiedView {
        PreviewContextRecorder.hearName(name)
        return accessibilityHint("")
    }
    /// The device an Xcode preview shows: `island snapshot --device` chooses here.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedView { accessibilityHint("") }
    /// How an Xcode preview is laid out.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedView { accessibilityHint("") }
    /// The orientation of an Xcode preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedView { accessibilityHint("") }
}

/// A device an Xcode preview shows, as SwiftUI's `PreviewDevice("iPhone 15 Pro")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// How an Xcode preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A screen orientation, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
