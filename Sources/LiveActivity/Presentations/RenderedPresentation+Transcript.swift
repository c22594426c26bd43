import TerminalCanvas
import TerminalEncoders

extension RenderedPresentation {
    /// The presentation as text, as a snapshot file holds it: the canvas (plain, or styled),
    /// then a `warning:` line for each warning and an `error:` line for each error.
    ///
    ///     ╭──────────────────────────────────────── ✕ ─╮
    ///     │row 0                                       │
    ///     ╰────────────────────────────────────────────╯
    ///     warning: the Lock Screen presentation is 13 rows tall; ActivityKit shows 160 points (10 rows): …
    ///     error: an image in the lock-screen presentation is framed 400 × 90 pt; …
    ///
    /// The one place these lines are made: snapshot assertions, `island snapshot`, `island play`
    /// and the snapshots of a widget folder's previews all say them the same way.
    public func transcript(styled: Bool = false) -> String {
        var said = Set<String>()
        return ([styled ? canvas.styledText : canvas.plainText] + warningLines(omitting: &said) + errorLines).joined(separator: "\n")
    }

    /// A `warning: …` line for each warning whose sentence is not in `said`, adding it there, so
    /// a run of drawings says each once.
    public func warningLines(omitting said: inout Set<String>) -> [String] {
        warnings.filter { said.insert($0.description).inserted }.map { "warning: \($0)" }
    }

    /// An `error: …` line for each error.
    public var errorLines: [String] { errors.map { "error: \($0)" } }
}
