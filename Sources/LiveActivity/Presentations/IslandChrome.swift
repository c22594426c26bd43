import IslandUI
import TerminalCanvas

/// The island's capsule: black, with rounded ends and, in dark mode, the keyline tint as its
/// border. A terminal cannot draw the camera cut-out as a hole; it stays black.
struct IslandChrome {
    let renderer: PresentationRenderer
    let keyline: Color?

    /// The island's colour, black on every device.
    static let islandColor = TerminalColor.rgb(0, 0, 0)

    /// A black capsule `width` columns wide around `contentRows` rows of content.
    func canvas(width: Int, contentRows: Int) -> Canvas {
        var canvas = Canvas(width: max(width, 2), height: contentRows + 2)
        canvas.fill(canvas.bounds, style: Style(background: Self.islandColor))
        let border = keyline.flatMap { renderer.environment.colorScheme == .dark ? $0.terminalColor(in: .dark) : nil }
            ?? .rgb(44, 44, 46)
        canvas.drawBox(canvas.bounds, glyphs: .rounded, style: Style(foreground: border, background: .default))
        return canvas
    }
}
