import Foundation

// The environment values iOS 17 added that widget code reads and a terminal has no setting
// for: each has the value a phone has out of the box and can be set with `environment(_:_:)`,
// as DeviceEnvironment.swift's are.

/// How prominent the background behind a view is, as SwiftUI's `BackgroundProminence`.
public struct BackgroundProminence: Hashable, Sendable {
    let name: String
    public static let standard = BackgroundProminence(name: "standard"), increased = BackgroundProminence(name: "increased")
}

/// The size of a sidebar's rows, as SwiftUI's `SidebarRowSize`.
public enum SidebarRowSize: Hashable, Sendable { case small, medium, large }

/// Closes a window, as SwiftUI's `DismissWindowAction`: a phone's app has one, and a Live
/// Activity none to close.
public struct DismissWindowAction: Sendable {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct SceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    /// Whether the user asked for flashing lights to be dimmed: off, as a phone ships.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }

    /// Whether animated images play: on, as a phone ships.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// The dynamic range images may use: the system's choice (nil).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }

    /// The background's prominence: standard.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// Whether focus effects draw: on (nothing here takes focus).
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }

    /// Whether hover effects draw: on (a terminal has no pointer).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored: no.
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }

    /// A sidebar's row size: medium, as a phone ships.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// Closes a window: callable, doing nothing.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
