import CNcursesw
import TerminalCanvas

/// The largest screen the backend draws, 1,000 columns by 500 rows: a terminal larger than that
/// is drawn in its top-left corner, and `CursesBackend.size` says the drawn size.
///
///     ┌─ terminal 4,000 × 4,000 ────────────────────┐
///     │┌─ drawn 1,000 × 500 ─┐                      │
///     ││ the canvas          │   left as it was     │
///     │└─────────────────────┘                      │
///     │                                             │
///     └─────────────────────────────────────────────┘
///
/// ncurses keeps sizes in `short`s, so a terminal 32,768 cells wide or tall crashed inside
/// it; and memory grows with the area (ncurses keeps three pictures of the screen, 28 bytes a
/// cell, the backend two canvases): 4,000 × 4,000 took 1.77 GB. ncurses is told the clamped
/// size at start (through `LINES` and `COLUMNS`, which it prefers to the kernel's) and at each
/// resize (`resize_term`, from the SIGWINCH handler's flag), never the terminal's own.
/// 1,000 × 500 is more than an 8K screen shows in a 7-point font.
enum TerminalSizeLimit {
    static let maximum = Size(width: 1000, height: 500)

    /// `size` with each side at most the maximum's.
    static func clamped(_ size: Size) -> Size {
        Size(width: min(size.width, maximum.width), height: min(size.height, maximum.height))
    }

    /// The size of the terminal on `fd` as the kernel has it, or nil where it says none (0 × 0,
    /// as a pseudo-terminal nobody sized has; ncurses then reads terminfo's `lines` and `cols`).
    static func terminalSize(fd: Int32) -> Size? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard termisland_window_size(fd, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return Size(width: Int(columns), height: Int(rows))
    }
}
