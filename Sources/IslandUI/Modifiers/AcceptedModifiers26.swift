import Foundation

// iOS 26's modifiers whose effect a terminal cannot show, accepted so that widget code
// compiles, each with what it means here.

/// How a symbol image's colours are rendered, as SwiftUI's `SymbolColorRenderingMode` (iOS 26):
/// flat, or with SF Symbols 7's gradient. A terminal glyph has one colour: both draw alike.
public struct SymbolColorRenderingMode: Hashable, Sendable {
    let name: String
    public static let flat = SymbolColorRenderingMode(name: "flat")
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

extension View {
    /// The colour rendering of the symbol images in this view: one colour a glyph here.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Mirrored, blurred copies of this view beyond its bounds, into the safe area around it: a
    /// Live Activity has no safe area around its content, so the view is drawn as it is.
    public func backgroundExtensionEffect() -> ModifiedView { modifyingEnvironment { _ in } }
    public func backgroundExtensionEffect(isEnabled: Bool) -> ModifiedView { modifyingEnvironment { _ in } }
}

extension Image {
    /// The colour rendering of this symbol image: one colour a glyph here.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }
}

// iOS 26's toolbar spacers, scroll edge effects, button sizing and list margins, and iOS 18's
// text selection affinity: what a Live Activity has none of (a toolbar, a scroll edge, a text
// cursor) is accepted without effect; the values are kept in the environment where SwiftUI
// keeps them.

/// How a toolbar spacer sizes itself, as SwiftUI's `SpacerSizing` (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// A pre-defined size determined by the system.
    public static let fixed = SpacerSizing(name: "fixed")
    /// As much space as the toolbar gives.
    public static let flexible = SpacerSizing(name: "flexible")
}

/// A space between toolbar items, as SwiftUI's `ToolbarSpacer` (iOS 26): a widget has no toolbar.
public struct ToolbarSpacer: CustomizableToolbarContent {
    /// A toolbar spacer item with the specified sizing behavior and placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
}

/// The blur between scrolling content and pinned controls, as SwiftUI's `ScrollEdgeEffectStyle`
/// (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The effect the system applies automatically.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A linear, nearly opaque boundary.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A subtle, blurred boundary.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// How buttons size along their primary axis, as SwiftUI's `ButtonSizing` (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
    let name: String
    /// The default sizing for the button's placement and platform.
    public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
    /// Fits the button to its content.
    public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
    /// Fills the space the button is given.
    public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
}

/// How a toolbar minimizes while content scrolls, as SwiftUI's `ToolbarMinimizationBehavior`
/// (iOS 27).
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
    let name: String
    /// The system determines the minimize behavior.
    public static var automatic: ToolbarMinimizationBehavior { ToolbarMinimizationBehavior(name: "automatic") }
}

/// Which side of a character a selection or cursor sits on, as SwiftUI's `TextSelectionAffinity`
/// (iOS 18).
public enum TextSelectionAffinity: Hashable, Sendable {
    /// A selection affinity determined by the framework based on the current context.
    case automatic
}

private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue = TextSelectionAffinity.automatic }

extension EnvironmentValues {
    /// The preferred sizing behavior of buttons in the view hierarchy.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }

    /// The width reserved for icons in labels (nil: sized by the icon).
    public var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }

    /// The direction of a selection or cursor relative to a text character.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {
    /// The scroll edge effect style of scroll views in this view: a Live Activity has no pinned
    /// bars for content to scroll under.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Hides scroll edge effects: there are none to hide.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The preferred sizing of buttons in this view, kept in the environment.
    public func buttonSizing(_ sizing: ButtonSizing) -> ModifiedView { modifyingEnvironment { $0.buttonSizing = sizing } }

    /// The width reserved for icons in labels, kept in the environment.
    public func labelReservedIconWidth(_ value: CGFloat) -> ModifiedView {
        modifyingEnvironment { $0.labelReservedIconWidth = value }
    }

    /// The margins of list sections on `edges`: a list here is its rows one under another.
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The insets of list rows on `edges`: a row here is drawn as its content.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// How bars minimize as content scrolls: there are no bars, and nothing scrolls.
    public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Which side of a character the text cursor sits on, kept in the environment: nothing is
    /// edited in a Live Activity.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedView {
        modifyingEnvironment { $0.textSelectionAffinity = affinity }
    }
}
