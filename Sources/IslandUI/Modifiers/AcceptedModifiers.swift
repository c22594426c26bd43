import Foundation

// Modifiers whose effect a terminal cannot show, accepted so that widget code compiles, each
// with what it means here. A terminal's glyphs have one size, one shape and one orientation.

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The size of SF Symbols relative to text, as SwiftUI's `Image.Scale`.
extension Image {
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// A symbol animation, as SwiftUI's symbol effects (`.pulse`, `.bounce`, `.variableColor`…).
public struct SymbolEffectKind: Hashable, Sendable {
    let name: String
    public static let pulse = SymbolEffectKind(name: "pulse"), bounce = SymbolEffectKind(name: "bounce")
    public static let variableColor = SymbolEffectKind(name: "variableColor"), scale = SymbolEffectKind(name: "scale")
    public static let appear = SymbolEffectKind(name: "appear"), disappear = SymbolEffectKind(name: "disappear")
    public static let replace = SymbolEffectKind(name: "replace"), breathe = SymbolEffectKind(name: "breathe")
    public static let wiggle = SymbolEffectKind(name: "wiggle"), rotate = SymbolEffectKind(name: "rotate")
    public var byLayer: SymbolEffectKind { self }
    public var wholeSymbol: SymbolEffectKind { self }
    public var iterative: SymbolEffectKind { self }
    public var cumulative: SymbolEffectKind { self }
    public var up: SymbolEffectKind { self }
    public var down: SymbolEffectKind { self }
}

/// How a symbol effect repeats.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// How text shrinks or scales, kept for `aspectRatio(contentMode:)`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

extension View {
    /// Text may shrink to fit in SwiftUI; a terminal's glyphs have one size, so text that does
    /// not fit is truncated as it would be without this.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Letter spacing: a terminal's cells are fixed, so the text is drawn as it is.
    public func tracking(_ tracking: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }
    public func kerning(_ kerning: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Tighter letters to fit: a terminal's are fixed.
    public func allowsTightening(_ flag: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Terminal text is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A font design (rounded, serif): a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Letters' width: a terminal's are one cell.
    public func fontWidth(_ width: Font.Width?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The size of SF Symbols: a symbol is one glyph.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView { modifyingEnvironment { _ in } }

    /// An SF Symbol animation: drawn still (a terminal glyph does not pulse or bounce).
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    public func symbolEffect<V: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: V) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// How a symbol's layers are coloured: a terminal glyph has one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Scaled: a terminal draws the view at its size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView { modifyingEnvironment { _ in } }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Rotated: a terminal draws the view upright.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView { modifyingEnvironment { _ in } }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The size of controls: a terminal button is its label and a column each side.
    public func controlSize(_ size: ControlSize) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Dynamic Type: a terminal's text has one size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedView { modifyingEnvironment { _ in } }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedView where T.Bound == DynamicTypeSize {
        modifyingEnvironment { _ in }
    }

    /// Part of the widget's accent group in the accented rendering mode (tinted Home Screens):
    /// a terminal draws full colour, so nothing changes.
    public func widgetAccentable(_ accentable: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Margins for scrolling content: a Live Activity has none, so nothing changes.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The view's proportions: a terminal keeps the view's own size (its cells are twice as tall
    /// as wide, so a ratio in points would not look like one anyway).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView { modifyingEnvironment { _ in } }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The tappable shape: the view's cells.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Rendering hints with nothing to do in a terminal.
    public func drawingGroup(opaque: Bool = false) -> ModifiedView { modifyingEnvironment { _ in } }
    public func compositingGroup() -> ModifiedView { modifyingEnvironment { _ in } }
}
