import Foundation

// Modifiers that ask the system around a view for something: a safe area to ignore, a gesture, a
// tooltip, a colour scheme, how VoiceOver speaks. A Live Activity is drawn once by WidgetKit into
// an archive that takes no touches and has no safe area of its own, and a terminal has no
// pointer, no speech and one text size; so each is accepted with Apple's signature, so that
// widget code compiles and overloads resolve as in Xcode, and the view is drawn as it is
// (docs/IslandUI.md, "Accepted without effect").

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the container (a bar, the Dynamic Island's camera) keeps clear.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Whether a piece of the system's interface shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// The level of a heading for VoiceOver's rotor, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    /// Extends the view into the safe area. A Live Activity's regions are laid out inside the
    /// presentation's bounds already (the camera is kept clear by the island's geometry), so the
    /// view is drawn where it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The older spelling of `ignoresSafeArea(edges:)`: drawn where it is.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Whether the view takes touches: a Live Activity takes none but its buttons' and links'
    /// (which `Button(intent:)` and `Link` handle), so this changes nothing drawn.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Disables the controls inside. Drawn as they are: a widget's controls run intents, which
    /// the previewer runs from its own keys.
    public func disabled(_ disabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A tap handler: not run (a Live Activity takes taps only through `Button` and `Link`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// A long-press handler: not run, as `onTapGesture`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// A tooltip: a terminal has no pointer to hover with.
    public func help(_ textKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    public func help(_ text: Text) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The colour scheme the presentation should use: the system decides a Live Activity's (the
    /// previewer's `--appearance` and its key choose it here), so the view is drawn in the scheme
    /// in force.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The status bar: a Live Activity does not own it.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The home indicator and other overlays: the system's, drawn as the device frame has them.
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Gestures the system defers at these edges: no gestures here.
    public func defersSystemGestures(on edges: Edge.Set) -> ModifiedView { modifyingEnvironment { _ in } }

    /// An identifier for a `Picker` or `TabView` selection: accepted; those controls are drawn
    /// from their own content.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Space between lines of text: a terminal's rows are fixed.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The baseline raised or lowered: a terminal's glyphs sit on their row.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Mirrored in right-to-left layouts: a terminal draws left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Whether a sheet may be swiped away: a Live Activity presents none.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Autocorrection in text fields: a Live Activity has none.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Whether a list's rows may be deleted or moved: a Live Activity's lists do not edit.
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Whether a scroll view scrolls: a Live Activity's do not.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A scroll view's background: drawn as the presentation's.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedView { modifyingEnvironment { _ in } }
}

// How VoiceOver reads and speaks: the previewer's reading order (docs/IslandUI.md, Accessibility)
// uses the labels, values and traits already there; these refine the speaking and have no cells.
extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    public func accessibilityShowsLargeContentViewer() -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedView { modifyingEnvironment { _ in } }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    public func speechAdjustedPitch(_ value: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
}

extension View {
    /// The accent of controls, SwiftUI's older spelling of `tint(_:)`: drawn as the tint.
    public func accentColor(_ accentColor: Color?) -> ModifiedView {
        modifyingEnvironment { $0.tint = accentColor }
    }
}
