import IslandUI

/// The Lock Screen background tint an activity asks for.
struct ActivityBackgroundTintKey: PreferenceKey {
    static let defaultValue: Color? = nil
}

/// The colour of the system's dismiss action on the Lock Screen.
struct SystemActionForegroundColorKey: PreferenceKey {
    static let defaultValue: Color? = nil
}

/// Whether leading content moves below the camera when it does not fit beside it.
struct VerticalPlacementKey: PreferenceKey {
    static let defaultValue: DynamicIslandExpandedRegionVerticalPlacement? = nil
}

/// Where a region's content goes when it is too wide to sit beside the camera.
public enum DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    case belowIfTooWide
}

extension View {
    /// The Lock Screen presentation's background (its opacity is honoured). Found wherever it
    /// is set in the Lock Screen tree, as Apple's examples set it inside a component's body.
    public func activityBackgroundTint(_ color: Color?) -> ModifiedView {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the system's dismiss action on the Lock Screen.
    public func activitySystemActionForegroundColor(_ color: Color?) -> ModifiedView {
        preference(key: SystemActionForegroundColorKey.self, value: color)
    }

    /// `.belowIfTooWide`: in the expanded presentation, this leading content moves below the
    /// camera when it does not fit beside it.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> ModifiedView {
        preference(key: VerticalPlacementKey.self, value: verticalPlacement)
    }
}

extension ViewNode {
    /// The background tint the Lock Screen tree asks for, wherever in it it was set.
    var tint: Color? { preferenceValue(ActivityBackgroundTintKey.self) }

    /// Whether the content asks to move below the camera when it is too wide.
    var wantsBelowIfTooWide: Bool { preferenceValue(VerticalPlacementKey.self) == .belowIfTooWide }
}

/// Where `containerBackground(_:for:)` puts a background, as WidgetKit's placements.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A widget's (and a Live Activity's) whole background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// The container's background: on a Live Activity's Lock Screen presentation, the card's
    /// colour, as `activityBackgroundTint` sets it (a gradient gives its middle colour, a material
    /// its translucent grey).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> ModifiedView {
        activityBackgroundTint(style.paint(in: EnvironmentValues()).representative)
    }

    /// The container's background from a view: a colour or gradient becomes the card's colour;
    /// any other view is drawn behind the content.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> ModifiedView {
        let background = content()
        if let style = background as? any ShapeStyle {
            return activityBackgroundTint(style.paint(in: EnvironmentValues()).representative)
        }
        if let list = background as? ViewList, list.views.count == 1, let color = list.views[0].wrappedColor {
            return activityBackgroundTint(color)
        }
        return self.background(alignment: alignment) { background }
    }
}
