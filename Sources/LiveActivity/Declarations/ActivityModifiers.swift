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
