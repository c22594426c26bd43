// SF Symbols' effects as content transitions and their variants. A terminal glyph does not
// animate; a symbol replaced by another is an image changing, which Motion cross-fades.

extension ContentTransition {
    /// A symbol replaced by another with a symbol effect (`.symbolEffect(.replace)`): Motion
    /// cross-fades the glyphs, as it does any image that changes.
    public static func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }

    /// The system's symbol replacement: a cross-fade.
    public static var symbolEffect: ContentTransition { .opacity }
}

extension SymbolEffectKind {
    // The directions of `.replace`: all a cross-fade here.
    public var downUp: SymbolEffectKind { self }
    public var upUp: SymbolEffectKind { self }
    public var offUp: SymbolEffectKind { self }
    public var clockwise: SymbolEffectKind { self }
    public var counterClockwise: SymbolEffectKind { self }
    public var nonReversing: SymbolEffectKind { self }
    public var reversing: SymbolEffectKind { self }
    public var hideInactiveLayers: SymbolEffectKind { self }
    public var dimInactiveLayers: SymbolEffectKind { self }
    public var byLayerIfAvailable: SymbolEffectKind { self }

    /// iOS 18's magic replace, drawn as its fallback.
    public static func magic(fallback: SymbolEffectKind) -> SymbolEffectKind { fallback }
    /// The symbol effect that draws a symbol in (iOS 26).
    public static let drawOn = SymbolEffectKind(name: "drawOn"), drawOff = SymbolEffectKind(name: "drawOff")
}

extension View {
    /// Turns symbol effects off below: a terminal glyph has none.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
}

/// A symbol that enters or leaves with a symbol effect (`.transition(.symbolEffect(.appear))`),
/// as SwiftUI's `SymbolEffectTransition`: at rest it is the symbol as it is; entering and
/// leaving, Motion fades it, the nearest a terminal glyph comes to drawing itself in.
public struct SymbolEffectTransition: Transition, MotionTransition {
    /// The effect, as named (`appear`, `disappear`, `scale`).
    public let effect: SymbolEffectKind
    public let options: SymbolEffectOptions

    public init(effect: SymbolEffectKind, options: SymbolEffectOptions) {
        self.effect = effect
        self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static let properties = TransitionProperties(hasMotion: true)
    package var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == SymbolEffectTransition {
    /// The system's symbol transition: appearing and disappearing.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: .appear, options: .default) }

    public static func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
