/// Thrown by a `--watch` reload that cannot hand the previewer a new session in this process:
/// a widget folder's program was rebuilt, and the new program must take over. The previewer
/// ends, gives the terminal back, and calls `run` with the moment it showed, which starts the
/// new program there (and does not return unless it could not).
package struct PreviewRestart: Error {
    package let run: @Sendable (_ moment: Double) -> Void

    package init(run: @escaping @Sendable (_ moment: Double) -> Void) { self.run = run }
}
