import TerminalBackends
import TerminalCanvas

/// One thing that changes what the previewer draws, given to both runs alike.
enum DifferentialInput: CustomStringConvertible {
    /// Time passes: the loop is stepped every quarter of a second for this many seconds.
    case wait(Double)
    /// A key, as the terminal sends it (`n`, `p`, `s`, `x`, `.`, `g`, Enter…).
    case key(Key)
    /// Keys typed one after the other (a time for `g`).
    case type(String)
    /// An update with the selected activity's state of a later moment and an alert, over HTTP
    /// to the run's own endpoint on 127.0.0.1, which the loop hands to its session.
    case httpPush
    /// The terminal is now this size.
    case resize(Size)
    /// The watched views file changed (`--watch`): a new session takes over.
    case reload

    static func key(_ character: Character) -> DifferentialInput { .key(.character(character)) }

    var description: String {
        switch self {
        case .wait(let seconds): "wait \(seconds) s"
        case .key(.character(let character)): "key \(character)"
        case .key(let key): "key \(key)"
        case .type(let text): "type \"\(text)\""
        case .httpPush: "push (HTTP)"
        case .resize(let size): "resize to \(size.width)×\(size.height)"
        case .reload: "--watch reload"
        }
    }

    /// Everything that can change a frame, in an order that reaches each presentation: the
    /// compact island first; states, staleness and an alert; held (expanded) and let go; the
    /// Lock Screen, StandBy and Always-On; a second app (minimal) and selection; pushes; scenario steps; time travel forward and back; a resize; a theme and a device
    /// change; a `--watch` reload; relevance; the end and the dismissal after it.
    static let script: [DifferentialInput] = [
        .wait(1),
        .key("n"), .wait(0.5), .key("n"), .key("p"), .wait(0.5),
        .key("s"), .wait(0.5),
        .key("a"), .wait(1.5),
        .key("e"), .wait(0.75), .key("e"), .wait(0.5),
.httpPush, .wait(0.5),
        .key("l"), .wait(0.5), .key("n"), .wait(0.5),
        .key("b"), .wait(0.5), .key("b"),
        .key("o"), .wait(0.5), .key("o"),
        .key("l"), .wait(0.5),
        .key("N"), .wait(1), .key(.tab), .wait(0.5), .key("e"), .wait(0.5), .key("e"),
        .httpPush, .wait(0.75),
        .key("."), .wait(0.5), .key("."), .wait(0.5),
        .key("g"), .type("+10m"), .key(.enter), .wait(0.5),
        .key("g"), .type("-5m"), .key(.enter), .wait(0.5),
        .resize(Size(width: 100, height: 40)), .wait(0.5), .key("P"), .wait(0.5), .key("P"),
        .resize(Size(width: 150, height: 40)), .wait(0.5),
        .key("t"), .wait(0.5), .key("t"), .wait(0.5),
        .key("D"), .wait(0.5),
        .reload, .wait(0.75),
        .key("r"), .key("r"), .wait(0.5),
        .key("x"), .wait(1), .key("l"), .wait(0.5), .key("d"), .wait(1),
    ]
}
