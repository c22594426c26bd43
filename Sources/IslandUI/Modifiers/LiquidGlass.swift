import Foundation

// iOS 26's Liquid Glass: a material behind a view, in a shape, that bends the light of what is
// under it. A terminal cell has one background colour and nothing under it to bend, so glass is
// drawn as the material it stands for: the shape filled with the material's colour (`.regular`
// as `.regularMaterial`, `.clear` as `.ultraThinMaterial`), or with the tint at that opacity;
// `.identity` draws the view as it is. Morphing between glass shapes (containers, unions, IDs,
// transitions) is motion a terminal frame does not show: accepted, drawing nothing more.

/// The configuration of the Liquid Glass material, as SwiftUI's `Glass` (iOS 26).
///
///     Text("Gate B12").padding().glassEffect(.regular.tint(.blue))
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant: legible over any content.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// The clear variant, for glass over media: drawn thinner.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass at all: the view is drawn as if no glass effect were applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// This glass reacting to touch; a Live Activity's frame is never touched mid-draw, so it
    /// draws alike.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The material the glass is drawn as, nil for `.identity`.
    var material: Material? {
        switch variant {
        case .regular: return .regular
        case .clear: return .ultraThin
        case .identity: return nil
        }
    }
}

/// The shape `glassEffect(_:in:)` uses when given none, as SwiftUI's `DefaultGlassEffectShape`:
/// a capsule.
public struct DefaultGlassEffectShape: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .capsule }
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass comes and goes when views are added or removed, as SwiftUI's `GlassEffectTransition`.
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    /// No change: the glass is there or not.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
    /// The glass fades in or out without matching another shape's geometry.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
}

/// Views whose glass shapes blend into one another, as SwiftUI's `GlassEffectContainer`: drawn
/// as its content, each glass shape where its view is.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

extension View {
    /// Liquid Glass behind this view, in `shape` (a capsule unless told): the shape filled with
    /// the glass's material, or its tint at the material's opacity.
    ///
    ///     Text("Hello").padding().glassEffect()   // as .background(.regularMaterial, in: Capsule())
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> ModifiedView {
        guard let material = glass.material else { return modifyingEnvironment { _ in } }
        if let tint = glass.tintColor { return background(tint.opacity(material.opacity), in: shape) }
        return background(material, in: shape)
    }

    /// How the glass within this view appears and goes: motion, not drawn in a frame.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Joins the glass within this view to others of the same `id` into one shape; each is drawn
    /// where its view is.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Names the glass within this view for morphing between states: motion, not drawn.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}

/// Buttons on glass, as SwiftUI's `GlassButtonStyle` (`.buttonStyle(.glass)`): drawn as the
/// bordered style, the tinted fill a terminal has for a button on a material.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Buttons on prominent glass, as SwiftUI's `GlassProminentButtonStyle`
/// (`.buttonStyle(.glassProminent)`): drawn as the bordered prominent style.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
