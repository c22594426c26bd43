import Foundation

// The environment of an iPhone drawing a Live Activity, for the values widget code reads that a
// terminal has no setting for: each has the value a phone has out of the box, and can be set
// with `environment(_:_:)` as in SwiftUI (a preview's Dynamic Type or Bold Text, say). One key a
// value, as SwiftUI's own are.

/// A width or height class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable { case compact, regular }

/// Whether the user asked for more contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

/// Whether the user asked for bold text, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// An app's state, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// Opens a URL, as SwiftUI's `OpenURLAction` (`openURL(url)`).
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(false)
    }
}

/// Dismisses the current presentation, as SwiftUI's `DismissAction` (`dismiss()`).
public struct DismissAction: Sendable {
    public init() {}
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Whether the user asked for shapes as well as colours: off, as a phone ships.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DeviceEnvironment.AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[DeviceEnvironment.AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether an assistive technology runs.
    public var accessibilityEnabled: Bool {
        get { self[DeviceEnvironment.AccessibilityEnabledKey.self] }
        set { self[DeviceEnvironment.AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether Smart Invert is on.
    public var accessibilityInvertColors: Bool {
        get { self[DeviceEnvironment.AccessibilityInvertColorsKey.self] }
        set { self[DeviceEnvironment.AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Whether the Large Content Viewer is on.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[DeviceEnvironment.AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[DeviceEnvironment.AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }

    /// Whether Quick Actions are on (watchOS).
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[DeviceEnvironment.AccessibilityQuickActionsEnabledKey.self] }
        set { self[DeviceEnvironment.AccessibilityQuickActionsEnabledKey.self] = newValue }
    }

    /// Whether Reduce Motion is on: off, so Motion plays transitions.
    public var accessibilityReduceMotion: Bool {
        get { self[DeviceEnvironment.AccessibilityReduceMotionKey.self] }
        set { self[DeviceEnvironment.AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Transparency is on.
    public var accessibilityReduceTransparency: Bool {
        get { self[DeviceEnvironment.AccessibilityReduceTransparencyKey.self] }
        set { self[DeviceEnvironment.AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether Button Shapes is on.
    public var accessibilityShowButtonShapes: Bool {
        get { self[DeviceEnvironment.AccessibilityShowButtonShapesKey.self] }
        set { self[DeviceEnvironment.AccessibilityShowButtonShapesKey.self] = newValue }
    }

    /// Whether Switch Control runs.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[DeviceEnvironment.AccessibilitySwitchControlEnabledKey.self] }
        set { self[DeviceEnvironment.AccessibilitySwitchControlEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver runs (the previewer's reading order is its own panel).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[DeviceEnvironment.AccessibilityVoiceOverEnabledKey.self] }
        set { self[DeviceEnvironment.AccessibilityVoiceOverEnabledKey.self] = newValue }
    }

    /// Whether text may tighten to fit: a terminal's letters are fixed.
    public var allowsTightening: Bool {
        get { self[DeviceEnvironment.AllowsTighteningKey.self] }
        set { self[DeviceEnvironment.AllowsTighteningKey.self] = newValue }
    }

    /// Whether text fields autocorrect.
    public var autocorrectionDisabled: Bool {
        get { self[DeviceEnvironment.AutocorrectionDisabledKey.self] }
        set { self[DeviceEnvironment.AutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether controls here are enabled.
    public var isEnabled: Bool {
        get { self[DeviceEnvironment.IsEnabledKey.self] }
        set { self[DeviceEnvironment.IsEnabledKey.self] = newValue }
    }

    /// Whether the view has focus: a Live Activity takes none.
    public var isFocused: Bool {
        get { self[DeviceEnvironment.IsFocusedKey.self] }
        set { self[DeviceEnvironment.IsFocusedKey.self] = newValue }
    }

    /// Whether the view is presented in a sheet.
    public var isPresented: Bool {
        get { self[DeviceEnvironment.IsPresentedKey.self] }
        set { self[DeviceEnvironment.IsPresentedKey.self] = newValue }
    }

    /// Whether scroll views scroll.
    public var isScrollEnabled: Bool {
        get { self[DeviceEnvironment.IsScrollEnabledKey.self] }
        set { self[DeviceEnvironment.IsScrollEnabledKey.self] = newValue }
    }

    /// Whether a search field is active.
    public var isSearching: Bool {
        get { self[DeviceEnvironment.IsSearchingKey.self] }
        set { self[DeviceEnvironment.IsSearchingKey.self] = newValue }
    }

    /// Whether the app can open windows: an iPhone's cannot.
    public var supportsMultipleWindows: Bool {
        get { self[DeviceEnvironment.SupportsMultipleWindowsKey.self] }
        set { self[DeviceEnvironment.SupportsMultipleWindowsKey.self] = newValue }
    }

    /// Whether content transitions draw offscreen.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[DeviceEnvironment.ContentTransitionAddsDrawingGroupKey.self] }
        set { self[DeviceEnvironment.ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// Whether an accessory widget's label shows: a Live Activity has none.
    public var showsWidgetLabel: Bool {
        get { self[DeviceEnvironment.ShowsWidgetLabelKey.self] }
        set { self[DeviceEnvironment.ShowsWidgetLabelKey.self] = newValue }
    }

    /// The calendar dates are formatted in.
    public var calendar: Calendar {
        get { self[DeviceEnvironment.CalendarKey.self] }
        set { self[DeviceEnvironment.CalendarKey.self] = newValue }
    }

    /// The locale text and numbers are formatted in: one, so that drawings are the same everywhere.
    public var locale: Locale {
        get { self[DeviceEnvironment.LocaleKey.self] }
        set { self[DeviceEnvironment.LocaleKey.self] = newValue }
    }

    /// Pixels a point, an iPhone 15 Pro's.
    public var displayScale: CGFloat {
        get { self[DeviceEnvironment.DisplayScaleKey.self] }
        set { self[DeviceEnvironment.DisplayScaleKey.self] = newValue }
    }

    /// A pixel's length in points, at the display scale.
    public var pixelLength: CGFloat {
        get { self[DeviceEnvironment.PixelLengthKey.self] }
        set { self[DeviceEnvironment.PixelLengthKey.self] = newValue }
    }

    /// Space between lines of text: a terminal's rows are fixed.
    public var lineSpacing: CGFloat {
        get { self[DeviceEnvironment.LineSpacingKey.self] }
        set { self[DeviceEnvironment.LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink to fit: a terminal's glyphs have one size.
    public var minimumScaleFactor: CGFloat {
        get { self[DeviceEnvironment.MinimumScaleFactorKey.self] }
        set { self[DeviceEnvironment.MinimumScaleFactorKey.self] = newValue }
    }

    /// A list row's least height.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DeviceEnvironment.DefaultMinListRowHeightKey.self] }
        set { self[DeviceEnvironment.DefaultMinListRowHeightKey.self] = newValue }
    }

    /// A list header's least height.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DeviceEnvironment.DefaultMinListHeaderHeightKey.self] }
        set { self[DeviceEnvironment.DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The direction rows run: a terminal draws left to right.
    public var layoutDirection: LayoutDirection {
        get { self[DeviceEnvironment.LayoutDirectionKey.self] }
        set { self[DeviceEnvironment.LayoutDirectionKey.self] = newValue }
    }

    /// The width class: an iPhone in portrait is compact.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[DeviceEnvironment.HorizontalSizeClassKey.self] }
        set { self[DeviceEnvironment.HorizontalSizeClassKey.self] = newValue }
    }

    /// The height class: an iPhone in portrait is regular.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[DeviceEnvironment.VerticalSizeClassKey.self] }
        set { self[DeviceEnvironment.VerticalSizeClassKey.self] = newValue }
    }

    /// Whether Increase Contrast is on.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[DeviceEnvironment.ColorSchemeContrastKey.self] }
        set { self[DeviceEnvironment.ColorSchemeContrastKey.self] = newValue }
    }

    /// Whether Bold Text is on.
    public var legibilityWeight: LegibilityWeight? {
        get { self[DeviceEnvironment.LegibilityWeightKey.self] }
        set { self[DeviceEnvironment.LegibilityWeightKey.self] = newValue }
    }

    /// The app's state: active while its activity is drawn.
    public var scenePhase: ScenePhase {
        get { self[DeviceEnvironment.ScenePhaseKey.self] }
        set { self[DeviceEnvironment.ScenePhaseKey.self] = newValue }
    }

    /// The size of controls.
    public var controlSize: ControlSize {
        get { self[DeviceEnvironment.ControlSizeKey.self] }
        set { self[DeviceEnvironment.ControlSizeKey.self] = newValue }
    }

    /// The size of SF Symbols: a symbol is one glyph.
    public var imageScale: Image.Scale {
        get { self[DeviceEnvironment.ImageScaleKey.self] }
        set { self[DeviceEnvironment.ImageScaleKey.self] = newValue }
    }

    /// How SF Symbols are coloured, where set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[DeviceEnvironment.SymbolRenderingModeKey.self] }
        set { self[DeviceEnvironment.SymbolRenderingModeKey.self] = newValue }
    }

    /// How prominent section headers are.
    public var headerProminence: Prominence {
        get { self[DeviceEnvironment.HeaderProminenceKey.self] }
        set { self[DeviceEnvironment.HeaderProminenceKey.self] = newValue }
    }

    /// Whether menus show their indicator.
    public var menuIndicatorVisibility: Visibility {
        get { self[DeviceEnvironment.MenuIndicatorVisibilityKey.self] }
        set { self[DeviceEnvironment.MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// Opens a URL: a Live Activity opens its app with `widgetURL` and `Link`, which the previewer follows; calling this records nothing.
    public var openURL: OpenURLAction {
        get { self[DeviceEnvironment.OpenURLKey.self] }
        set { self[DeviceEnvironment.OpenURLKey.self] = newValue }
    }

    /// Dismisses the presentation: a Live Activity has none to dismiss.
    public var dismiss: DismissAction {
        get { self[DeviceEnvironment.DismissKey.self] }
        set { self[DeviceEnvironment.DismissKey.self] = newValue }
    }
}

/// The keys of the values above.
enum DeviceEnvironment {
    struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityQuickActionsEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityShowButtonShapesKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AllowsTighteningKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct IsEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
    struct IsFocusedKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct IsPresentedKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
    struct IsSearchingKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue: Bool = false }
    struct CalendarKey: EnvironmentKey { static let defaultValue: Calendar = Calendar(identifier: .gregorian) }
    struct LocaleKey: EnvironmentKey { static let defaultValue: Locale = Locale(identifier: "en_US") }
    struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
    struct PixelLengthKey: EnvironmentKey { static let defaultValue: CGFloat = 1.0 / 3 }
    struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
    struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }
    struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
    struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
    struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue: ColorSchemeContrast = .standard }
    struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
    struct ScenePhaseKey: EnvironmentKey { static let defaultValue: ScenePhase = .active }
    struct ControlSizeKey: EnvironmentKey { static let defaultValue: ControlSize = .regular }
    struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }
    struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
    struct HeaderProminenceKey: EnvironmentKey { static let defaultValue: Prominence = .standard }
    struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
    struct OpenURLKey: EnvironmentKey { static let defaultValue: OpenURLAction = OpenURLAction { _ in .systemAction } }
    struct DismissKey: EnvironmentKey { static let defaultValue: DismissAction = DismissAction() }
}
