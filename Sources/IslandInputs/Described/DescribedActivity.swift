import Foundation
import LiveActivity
import ActivityRuntime
import IslandUI

/// An activity's presentations described in JSON rather than written in Swift, so a scenario
/// can preview a layout nobody wrote code for:
///
///     {
///       "compactLeading": {"label": "{bay}", "systemImage": "car.fill"},
///       "compactTrailing": {"timer": "{meter}", "frame": {"width": 40}},
///       "expanded": {"leading": …, "trailing": …, "center": …, "bottom": …},
///       "lockScreen": {"vstack": […], "padding": {"horizontal": 8}},
///       "tint": {"color": "blue", "opacity": 0.2},
///       "keylineTint": "blue",
///       "preview": {"attributes": {"lot": "Riverside"}, "state": {"bay": 214, "meter": [..., ...]}}
///     }
///
/// Each region is one view (`ViewDescription`). Only `lockScreen` is required; what is missing
/// falls back, as the comments on each property say, so that a description of the Lock Screen
/// alone still previews everywhere.
public struct DescribedActivity: Hashable, Sendable {
    /// The expanded presentation's regions, each optional (a missing one is empty).
    public struct Expanded: Hashable, Sendable {
        public var leading: ViewDescription?
        public var trailing: ViewDescription?
        public var center: ViewDescription?
        public var bottom: ViewDescription?

        public init(leading: ViewDescription? = nil, trailing: ViewDescription? = nil,
                    center: ViewDescription? = nil, bottom: ViewDescription? = nil) {
            self.leading = leading
            self.trailing = trailing
            self.center = center
            self.bottom = bottom
        }
    }

    /// Example data to preview the description with (`"preview"` in the file), as SwiftUI's
    /// `#Preview` gives a Live Activity attributes and a content state.
    public struct Preview: Hashable, Sendable {
        public var attributes: JSONValue
        public var state: JSONValue

        public init(attributes: JSONValue = [:], state: JSONValue = [:]) {
            self.attributes = attributes
            self.state = state
        }
    }

    /// Beside the camera on the left; nothing when absent.
    public var compactLeading: ViewDescription?
    /// Beside the camera on the right; nothing when absent.
    public var compactTrailing: ViewDescription?
    /// The small presentation; when absent, the compact leading view (Apple's own examples
    /// show the same symbol in both), else the compact trailing one.
    public var minimal: ViewDescription?
    /// The expanded regions; when absent altogether, the Lock Screen view fills the bottom
    /// region (both are the full-width presentation of the same data).
    public var expanded: Expanded?
    /// The Lock Screen presentation, also the banner and StandBy: required, since every device
    /// shows it.
    public var lockScreen: ViewDescription
    /// The Lock Screen's background (`activityBackgroundTint`).
    public var tint: Color?
    /// The island's border in dark mode (`keylineTint`).
    public var keylineTint: Color?
    public var preview: Preview?
    /// The file the description was read from, named in warnings.
    public var file: String?

    public init(
        compactLeading: ViewDescription? = nil, compactTrailing: ViewDescription? = nil, minimal: ViewDescription? = nil,
        expanded: Expanded? = nil, lockScreen: ViewDescription, tint: Color? = nil, keylineTint: Color? = nil,
        preview: Preview? = nil, file: String? = nil
    ) {
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
        self.lockScreen = lockScreen
        self.tint = tint
        self.keylineTint = keylineTint
        self.preview = preview
        self.file = file
    }

    /// The minimal view after its fallbacks.
    public var effectiveMinimal: ViewDescription? { minimal ?? compactLeading ?? compactTrailing }

    /// The expanded regions after their fallback.
    public var effectiveExpanded: Expanded { expanded ?? Expanded(bottom: lockScreen) }

    /// The description as an activity's views, ready for `PresentationRenderer` or the
    /// activity system: what `ActivityConfiguration(for:content:dynamicIsland:)` would build
    /// had the views been written in Swift. Bindings that fail draw "–"; `render` reports them.
    public func configuration() -> ActivityConfiguration<DescribedAttributes> {
        let description = self
        return ActivityConfiguration(for: DescribedAttributes.self) { context in
            var binder = ViewBinder(state: context.state, attributes: context.attributes.values, file: description.file)
            description.lockScreenView(&binder)
        } dynamicIsland: { context in
            var binder = ViewBinder(state: context.state, attributes: context.attributes.values, file: description.file)
            return description.dynamicIsland(&binder)
        }
    }

    /// Renders one presentation of the description with this data, with a warning for every
    /// placeholder that did not bind (a missing field, a timer that is not an interval).
    ///
    ///     let parking = try DescribedActivity.parse(data, file: "parking.json")
    ///     let compact = parking.render(renderer, .compact, state: state, attributes: attributes)
    ///     print(compact.canvas.plainText, compact.warnings)
    ///
    public func render(_ renderer: PresentationRenderer, _ presentation: Presentation, state: JSONValue, attributes: JSONValue,
                       isStale: Bool = false, activityID: String = "preview") -> RenderedPresentation {
        render(renderer, presentation, context: ActivityViewContext(
            attributes: DescribedAttributes(attributes), state: state, isStale: isStale, activityID: activityID))
    }

    private func render(_ renderer: PresentationRenderer, _ presentation: Presentation,
                        context: ActivityViewContext<DescribedAttributes>) -> RenderedPresentation {
        let configuration = configuration()
        var rendered = renderer.render(configuration, context: context, as: presentation)
        rendered.warnings += bindingWarnings(presentation, on: renderer.device, state: context.state, attributes: context.attributes.values)
            .map(PresentationWarning.unboundValue)
        return rendered
    }

    /// The kind that draws activities described by this, under `name` (which is also their
    /// attributes type, as a push-to-start payload names it). Its preview is the description's
    /// `preview` data, or empty objects.
    public func kind(named name: String) -> ActivityKind {
        let preview = ActivityPreview(data: ActivityData(
            attributes: (self.preview?.attributes ?? [:]).jsonData(), state: (self.preview?.state ?? [:]).jsonData()))
        return ActivityKind(DescribedAttributes.self, named: name, preview: { _, _ in preview }) { renderer, context, presentation in
            render(renderer, presentation, context: context)
        }
    }

    /// What did not bind in the views `presentation` shows on `device`: for callers that render
    /// `configuration()` themselves (the activity system), whose closures can hand back views
    /// but not warnings. Binding is cheap next to layout, so the views are bound again here.
    public func bindingWarnings(_ presentation: Presentation, on device: DeviceProfile, state: JSONValue, attributes: JSONValue) -> [String] {
        var binder = ViewBinder(state: state, attributes: attributes, file: file)
        for view in views(shownIn: presentation, hasIsland: device.island != nil) {
            _ = binder.view(view)
        }
        return binder.warnings
    }

    /// The descriptions a presentation draws, after fallbacks; a device without an island
    /// shows the Lock Screen view for every presentation.
    func views(shownIn presentation: Presentation, hasIsland: Bool) -> [ViewDescription] {
        // The Smart Stack and CarPlay show the compact content (a description has no `.small`).
        if presentation == .smartStack || presentation == .carPlay { return [compactLeading, compactTrailing].compactMap { $0 } }
        guard hasIsland else { return [lockScreen] }
        switch presentation {
        case .compact: return [compactLeading, compactTrailing].compactMap { $0 }
        case .minimal, .minimalAttached, .minimalDetached: return [effectiveMinimal].compactMap { $0 }
        case .expanded:
            let regions = effectiveExpanded
            return [regions.leading, regions.trailing, regions.center, regions.bottom].compactMap { $0 }
        case .lockScreen, .banner: return [lockScreen]
        case .standby: return [lockScreen] + [effectiveMinimal].compactMap { $0 }
        case .smartStack, .carPlay: return [compactLeading, compactTrailing].compactMap { $0 }
        }
    }

    // MARK: Views

    private func lockScreenView(_ binder: inout ViewBinder) -> AnyView {
        let view = binder.view(lockScreen)
        guard let tint else { return view }
        return AnyView(view.activityBackgroundTint(tint))
    }

    private func dynamicIsland(_ binder: inout ViewBinder) -> DynamicIsland {
        func bound(_ description: ViewDescription?) -> AnyView {
            description.map { binder.view($0) } ?? AnyView(EmptyView())
        }
        let regions = effectiveExpanded
        let leading = regions.leading.map { binder.view($0) }, trailing = regions.trailing.map { binder.view($0) }
        let center = regions.center.map { binder.view($0) }, bottom = regions.bottom.map { binder.view($0) }
        let compactLeading = bound(compactLeading), compactTrailing = bound(compactTrailing)
        let minimal = bound(effectiveMinimal)
        return DynamicIsland {
            if let leading { DynamicIslandExpandedRegion(.leading) { leading } }
            if let trailing { DynamicIslandExpandedRegion(.trailing) { trailing } }
            if let center { DynamicIslandExpandedRegion(.center) { center } }
            if let bottom { DynamicIslandExpandedRegion(.bottom) { bottom } }
        } compactLeading: {
            compactLeading
        } compactTrailing: {
            compactTrailing
        } minimal: {
            minimal
        }
        .keylineTint(keylineTint)
    }
}

/// The name `DescribedActivity` had before 2026-11-26, when "generic" said nothing of what it is.
@available(*, deprecated, renamed: "DescribedActivity")
public typealias GenericActivityDescription = DescribedActivity
