import TerminalCanvas

/// An image: an SF Symbol drawn as a terminal glyph, or a named asset drawn as a placeholder
/// block of a fixed size.
///
///     Image(systemName: "car.fill")      // 🚗 with emoji glyphs, a narrow symbol or ASCII otherwise
///
/// Which glyph set is used comes from the environment (`symbolGlyphSet`, set by the theme).
/// Unknown symbol names draw a narrow fallback rather than failing; ``SymbolTable`` lists the
/// known ones.
public struct Image: View, PrimitiveView {
    enum Source {
        case symbol(String)
        case asset(String)
    }

    let source: Source

    public init(systemName: String) { source = .symbol(systemName) }

    /// A named image from the app's assets; a terminal cannot show it, so it is a placeholder.
    public init(_ name: String) { source = .asset(name) }

    /// Kept for source compatibility: symbols already scale to the line.
    public func resizable() -> Image { self }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        let color = environment.foregroundColor ?? .primary
        var style = Style(foreground: color.terminalColor(in: environment.colorScheme) ?? .default)
        if environment.fontWeight.map({ $0 >= .semibold }) ?? environment.font?.isBold ?? false { style.isBold = true }
        switch source {
        case .symbol(let name):
            let glyph = SymbolTable.glyph(forSystemName: name, in: environment.symbolGlyphSet)
            let node = ViewNode(.glyph(glyph.text, width: glyph.width, style: style), identity: context.identity)
            node.isImage = true
            return node
        case .asset:
            let node = ViewNode(.glyph("▣", width: 1, style: style), identity: context.identity)
            node.isImage = true
            return node
        }
    }
}

/// A title with an icon, as in SwiftUI: the icon, a space, the title.
public struct Label: View {
    let title: ViewList
    let icon: ViewList

    public init(_ title: String, systemImage: String) {
        self.title = ViewList([AnyView(Text(title))])
        self.icon = ViewList([AnyView(Image(systemName: systemImage))])
    }

    public init(@ViewBuilder title: () -> ViewList, @ViewBuilder icon: () -> ViewList) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}
