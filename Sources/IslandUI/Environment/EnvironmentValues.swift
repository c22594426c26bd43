import Foundation

/// The values a view tree is rendered with, flowing from the root down; modifiers such as
/// `font`, `foregroundColor`, `tint` and `monospacedDigit` change them for a whole subtree.
///
/// Rendering is a pure function of the tree, these values and the size: the current date is one
/// of them, so timers render at a given instant.
public struct EnvironmentValues: Sendable {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .dark
    /// Always-On display: colours dim and nothing animates.
    public var isLuminanceReduced = false
    /// Whether the activity fills the screen (StandBy).
    public var isActivityFullscreen = false
    /// The size family the Live Activity is drawn for: `.small` in the Smart Stack and CarPlay.
    public var activityFamily = ActivityFamily.medium
    /// The families the Live Activity may be drawn for, as WidgetKit's (iOS 18): `.medium`, and
    /// `.small` when its configuration declares `.supplementalActivityFamilies([.small])`.
    public var supportedActivityFamilies: Set<ActivityFamily> = [.medium]
    /// The instant the tree is rendered at: timer text and timer progress read it. By default
    /// 2027-01-15 08:00:00 UTC, the instant previews and `island snapshot` draw at
    /// (docs/WidgetFolders.md), so that nothing renders at 1970 by accident.
    public var date = EnvironmentValues.standardDate

    /// 2027-01-15 08:00:00 UTC: the default `date`.
    public static let standardDate = Date(timeIntervalSince1970: 1_800_000_000)
    /// The time zone dates are shown in (fixed by default, so snapshots match everywhere).
    public var timeZone = TimeZone(identifier: "UTC")!
    /// How points become terminal cells.
    public var cellMetrics = CellMetrics.standard
    /// The text size the user chose; with it, `cellMetrics` should be `CellMetrics(for:)` the size.
    public var dynamicTypeSize = DynamicTypeSize.large
    /// Which glyphs `Image(systemName:)` draws: colour emoji, narrow text symbols or ASCII.
    public var symbolGlyphSet = SymbolGlyphSet.emoji

    // Values that modifiers set for their subtree.
    public var font: Font?
    public var fontWeight: Font.Weight?
    public var isItalic = false
    /// `underline(_:pattern:color:)` on a view: its text is underlined.
    package var isUnderlined = false
    /// `strikethrough(_:pattern:color:)` on a view: its text is struck through.
    package var isStruckThrough = false
    public var foregroundColor: Color?
    public var tint: Color?
    public var isMonospacedDigit = false
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    /// Set by `progressViewStyle(_:)` for the progress views of a subtree.
    package var progressViewStyle: ProgressSpec.Style = .linear
    /// A progress view style of the app's own, set by `progressViewStyle(_:)`.
    package var customProgressViewStyle: AnyProgressViewStyle?
    /// A gradient the subtree's text and symbols are written in (`foregroundStyle` with one).
    package var foregroundGradient: GradientPaint?
    /// `textCase(_:)`: upper or lower case for the subtree's text.
    public var textCase: Text.Case?
    /// Why content is hidden: `.placeholder` draws text as blocks; `.privacy` hides what is
    /// marked `privacySensitive()`.
    public var redactionReasons: RedactionReasons = []
    /// `symbolVariant(_:)`: `.fill`, `.circle`… added to every SF Symbol's name.
    public var symbolVariants: SymbolVariants = .none
    /// `labelStyle(_:)`: title and icon, the title only, or the icon only.
    package var labelStyle: LabelStyleKind = .titleAndIcon
    /// A label style of the app's own, set by `labelStyle(_:)`: it draws every label inside.
    package var customLabelStyle: AnyLabelStyle?
    /// Set by `gaugeStyle(_:)`.
    package var gaugeKind: GaugeStyleKind = .linear
    /// Set by `buttonStyle(_:)` for the buttons of a subtree.
    package var buttonStyle: BuiltInButtonStyle = .automatic
    package var customButtonStyle: AnyButtonStyle?
    /// A toggle style other than the switch, set by `toggleStyle(_:)`.
    package var customToggleStyle: AnyToggleStyle?
    /// A gauge style of the app's own, set by `gaugeStyle(_:)`.
    package var customGaugeStyle: AnyGaugeStyle?
    /// `labelsHidden()`: toggles, progress views and gauges draw without their labels.
    package var areLabelsHidden = false
    /// Values of the app's own `EnvironmentKey`s and objects from `environmentObject(_:)`.
    package var storage = EnvironmentStorage()

    public init() {}

    /// The values in force while a view's `body` is evaluated, for `@Environment` to read.
    @TaskLocal package static var current = EnvironmentValues()
}

/// Reads a value from the environment in a view's `body`, as in SwiftUI:
///
///     @Environment(\.colorScheme) var colorScheme
///     @Environment(\.isLuminanceReduced) var isLuminanceReduced
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value {
        // A view that reads the date itself is drawn anew at every date (`ResolutionClock`).
        if keyPath == \EnvironmentValues.date { ResolutionClock.current?.noteDateRead() }
        return EnvironmentValues.current[keyPath: keyPath]
    }
}

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable {
    case light, dark
}

/// How points (the unit of Apple's sizes and of `frame`, `padding` and `spacing`) become cells.
///
/// A start: 8 points a column and 16 a row, the proportions of a terminal cell. Layout works in
/// points; the final rounding to whole cells rounds edges, not sizes, so parts always add up to
/// the whole.
public struct CellMetrics: Hashable, Sendable {
    public var pointsPerColumn: Double
    public var pointsPerRow: Double

    public init(pointsPerColumn: Double, pointsPerRow: Double) {
        self.pointsPerColumn = max(pointsPerColumn, 0.5)
        self.pointsPerRow = max(pointsPerRow, 0.5)
    }

    public static let standard = CellMetrics(pointsPerColumn: 8, pointsPerRow: 16)

    /// The column an x position in points falls on (edges round half up).
    public func column(_ x: Double) -> Int { Self.roundedEdge(x / pointsPerColumn) }
    public func row(_ y: Double) -> Int { Self.roundedEdge(y / pointsPerRow) }

    /// How far below a half an edge still rounds up, in cells. A stack's lengths come from the
    /// solver, and the same optimum reached from two bases differs in its last bits (28 points
    /// from one, 27.999999999999993 from the other): without the tolerance an edge at exactly
    /// half a column fell on one cell or the next by those bits, so a kept renderer and a fresh
    /// one drew a child a column apart.
    static let halfCellTolerance = 1e-6

    private static func roundedEdge(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int(Int32.max) : Int(Int32.min) }
        return Int(max(min((value + 0.5 + halfCellTolerance).rounded(.down), Double(Int32.max)), Double(Int32.min)))
    }
}
