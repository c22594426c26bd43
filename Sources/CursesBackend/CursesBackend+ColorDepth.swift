import TerminalCanvas

extension CursesBackend {
    /// The colours the terminal shows, as the canvas names them: what Motion blends for and
    /// what canvases are converted to.
    public var colorDepth: ColorDepth { colors.canvasDepth }
}
