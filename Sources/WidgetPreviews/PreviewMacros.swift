import IslandUI
import LiveActivity

// Xcode's `#Preview` macros, with WidgetKit's and SwiftUI's signatures, so that a widget
// extension's previews compile unchanged. Each expands (WidgetPreviewsMacros) to a record the
// program lists at run time (`WidgetPreview.all`): `island preview <folder>` steps through their
// states and `island snapshot <folder>` writes them to text (docs/WidgetFolders.md).

/// A Live Activity's preview in one presentation, stepping through content states:
///
///     #Preview("Ordered", as: .dynamicIsland(.compact), using: PizzaAttributes.preview) {
///         PizzaWidget()
///     } contentStates: {
///         PizzaAttributes.ContentState.ordered
///         PizzaAttributes.ContentState.onTheWay
///     }
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as content: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetPreviewsMacros", type: "PreviewMacro")

/// A view's preview: drawn at the Lock Screen presentation's width.
///
///     #Preview("Row") { DeliveryRow(minutes: 12) }
@freestanding(declaration)
public macro Preview<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping () -> Content
) = #externalMacro(module: "WidgetPreviewsMacros", type: "PreviewMacro")

/// A home-screen widget's preview with its timeline's entries: listed, not drawn (a terminal
/// draws Live Activities).
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
) = #externalMacro(module: "WidgetPreviewsMacros", type: "PreviewMacro")

/// A home-screen widget's preview with a configuration intent and its timeline's entries.
@freestanding(declaration)
public macro Preview<W: Widget, Intent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
) = #externalMacro(module: "WidgetPreviewsMacros", type: "PreviewMacro")

/// A home-screen widget's preview whose entries come from its timeline provider.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetPreviewsMacros", type: "PreviewMacro")
