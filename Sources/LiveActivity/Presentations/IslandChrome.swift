import IslandUI
import TerminalCanvas

/// The island's capsule: black, with rounded ends and, in dark mode, the keyline tint as its
/// border. A terminal cannot draw the camera cut-out as a hole; it stays black.
///
/// Every cell of the capsule is black, its border row and columns too: the keyline is a thin
/// line inside a black field, as iOS draws it hugging the black pill. A box-drawing line runs
/// through the middle of its cells, so a border left on the terminal's own background (which the
/// previewer paints with the wallpaper) drew a coloured outline around a thin black bar.
///
///     ╭──────────────╮    every cell: `theme.island.background`
///     │ 🚗   ◉   6:00│    ╭─╮ │ ╰─╯: the keyline's colour on it
///     ╰──────────────╯
struct IslandChrome {
    let renderer: PresentationRenderer
    let keyline: Color?

    /// A capsule `width` columns wide around `contentRows` rows of content, in the theme's island
    /// colour (black in every built-in theme) with the app's keyline tint in dark mode, or the
    /// theme's keyline.
    func canvas(width: Int, contentRows: Int) -> Canvas {
        let theme = renderer.theme.island
        var canvas = Canvas(width: max(width, 2), height: contentRows + 2)
        canvas.fill(canvas.bounds, style: Style(background: theme.background))
        let border = keyline.flatMap { renderer.environment.colorScheme == .dark ? $0.terminalColor(in: .dark) : nil }
            ?? theme.keyline
        canvas.drawBox(canvas.bounds, glyphs: theme.corners.borderGlyphs, style: Style(foreground: border, background: theme.background))
        return canvas
    }

    /// The camera's cut-out: the theme's fill across `area`, its lens in the middle.
    func drawCamera(into canvas: inout Canvas, in area: Rect) {
        guard area.width > 0 else { return }
        let camera = renderer.theme.island.camera
        let style = camera.style(on: renderer.theme.island.background)
        canvas.fill(area, with: camera.fill, style: style)
        canvas.write(String(camera.lens), at: Point(x: area.minX + area.width / 2, y: area.minY), style: style)
    }
}
