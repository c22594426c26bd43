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
