import Foundation
import TerminalCanvas

/// An image: an SF Symbol drawn as a terminal glyph, or a picture (an asset, a `UIImage`, a
/// downloaded one) drawn as a placeholder, since a terminal shows no pictures.
///
///     Image(systemName: "car.fill")                 // 🚗 with emoji glyphs, a narrow symbol or ASCII otherwise
///     Image("logo")                                 // ▣  one cell
///     Image("map").resizable().frame(height: 40)    // ░░░░ its frame, shaded
///
/// Which glyph set is used comes from the environment (`symbolGlyphSet`, set by the theme).
/// Unknown symbol names draw a narrow fallback rather than failing; ``SymbolTable`` lists the
/// known ones. An empty symbol name draws nothing, as on iOS.
public struct Image: View, PrimitiveView {
    enum Source {
        case symbol(String)
        case asset(String)
    }

    let source: Source
    var isResizable = false
    /// `Image(decorative:)`: VoiceOver does not read it.
    var isDecorative = false

    public init(systemName: String) { source = .symbol(systemName) }

    /// A named image from the app's assets: a placeholder.
    public init(_ name: String) { source = .asset(name) }
    public init(_ name: String, bundle: Bundle?) { source = .asset(name) }
    public init(decorative name: String) {
        source = .asset(name)
        isDecorative = true
    }
    public init(decorative name: String, bundle: Bundle?) { self.init(decorative: name) }

    /// A symbol drawn at a variable value (its bars filled by the value): the symbol's glyph.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// An asset with a variable value, or a VoiceOver label: its placeholder.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { self.init(name) }
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(decorative: name) }

    /// A UIKit image: a placeholder.
    public init(uiImage: UIImage) { source = uiImage.isSymbol ? .symbol(uiImage.name) : .asset(uiImage.name) }

    /// A picture's placeholder fills the frame it is given (a symbol stays one glyph).
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { resizable() }

    /// Template or original colours (a symbol takes the foreground colour either way).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        let color = environment.foregroundColor ?? .primary
        var style = Style(foreground: color.opacity(1).terminalColor(in: environment.colorScheme) ?? .default)
        if environment.fontWeight.map({ $0 >= .semibold }) ?? environment.font?.isBold ?? false { style.isBold = true }
        let node: ViewNode
        switch source {
        case .symbol(let name):
            guard !name.isEmpty else { return ViewNode(.empty, identity: context.identity) }
            let fullName = environment.symbolVariants.apply(to: name)
            let glyph = SymbolTable.glyph(forSystemName: fullName, in: environment.symbolGlyphSet)
            node = ViewNode(.glyph(glyph.text, width: glyph.width, style: style), identity: context.identity)
            node.symbolName = fullName
        case .asset:
            guard isResizable else {
                node = ViewNode(.glyph("▣", width: 1, style: style), identity: context.identity)
                break
            }
            // A picture's place: shaded cells filling the frame.
            var spec = ShapeSpec(shape: .rectangle, scheme: environment.colorScheme)
            spec.fill = Color.gray
            spec.pattern = "░"
            node = ViewNode(.shape(spec), identity: context.identity)
        }
        node.isImage = true
        switch source {
        case _ where isDecorative: node.accessibility.image = .decorative
        case .symbol(let name): node.accessibility.image = .symbol(environment.symbolVariants.apply(to: name))
        case .asset(let name): node.accessibility.image = .asset(name)
        }
        guard color.opacityValue < 1 else { return node }
        return ViewNode(.opacity(color.opacityValue), children: [node], identity: context.identity)
    }
}

/// How an SF Symbol's layers are coloured (a terminal glyph has one colour).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// An image downloaded from a URL, as SwiftUI's `AsyncImage`. A Live Activity cannot use the
/// network, and a terminal shows no pictures: it always draws its placeholder (or the phase
/// `.empty`).
public struct AsyncImage<Content: View>: View {
    let content: Content

    public init(url: URL?, scale: Double = 1) where Content == Image {
        content = Image("async-image")
    }

    public init<I: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }

    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// Where an `AsyncImage` is in loading.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension Image: @unchecked Sendable {}
