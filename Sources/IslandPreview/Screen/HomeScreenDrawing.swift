import FrameVocabulary
import TerminalCanvas

/// The Home Screen as last drawn, kept from frame to frame: its icons and dock change only
/// when an app comes or goes, and drawing them (emoji, which take the general text path) was a
/// twentieth of a previewer's tick. A frame draws the kept cells and regions again where the
/// apps, the area and the colours are those of the last one.
final class HomeScreenDrawing {
    private struct Inputs: Equatable {
        let apps: [String]
        let size: Size
        let wallpaper: TerminalColor
        let textColour: TerminalColor
        let frameColour: TerminalColor
        let isMonochrome: Bool
    }

    private var last: (inputs: Inputs, drawn: RenderedFrame)?
    /// Whether the drawing is kept: not with reuse off (`Reuse`, read when made), when every
    /// frame draws the Home Screen.
    private let keeps = !Reuse.isOff

    /// `HomeScreen(palette:wallpaper:).draw(apps:into:area:)`, from the kept drawing when the
    /// inputs are the same: the area, on its wallpaper, as the Home Screen draws it.
    func draw(_ home: HomeScreen, apps: [String], into frame: inout RenderedFrame, area: Rect) {
        let area = area.intersection(frame.canvas.bounds)
        guard !area.isEmpty else { return }
        let palette = home.palette
        let inputs = Inputs(apps: apps, size: area.size, wallpaper: home.wallpaper, textColour: palette.wallpaperText,
                            frameColour: palette.frame, isMonochrome: palette.isMonochrome)
        if !keeps || last?.inputs != inputs {
            var drawn = RenderedFrame(canvas: Canvas(width: area.width, height: area.height))
            drawn.canvas.fill(drawn.canvas.bounds, style: Style(background: home.wallpaper))
            home.draw(apps: apps, into: &drawn, area: drawn.canvas.bounds)
            last = (inputs, drawn)
        }
        frame.compose(last!.drawn, at: area.origin)
    }
}
