/// Why the ncurses backend cannot run: callers fall back to the text encoders.
public enum CursesBackendError: Error, CustomStringConvertible, Equatable {
    /// There is no terminal to draw on: no controlling terminal (`/dev/tty` does not open, as
    /// under CI or a service), or the path given is not a terminal.
    case notATerminal(String)
    /// `TERM` names no terminal terminfo knows, or one that cannot place the cursor
    /// (`TERM=dumb`).
    case unsupportedTerminal(String)

    /// The reason in words.
    public var description: String {
        switch self {
        case .notATerminal(let reason), .unsupportedTerminal(let reason): return reason
        }
    }
}
