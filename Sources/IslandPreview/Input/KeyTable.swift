import TerminalBackends
import TerminalCanvas

/// The previewer's keys, in one table, as Textual keeps one `BINDINGS` list: each row the keys,
/// the action each does, the help's words for them and the footer's. `KeyBindings` looks keys up
/// here, the help overlay lists the rows and the footer shows those with a footer label, so the
/// three cannot disagree.
///
///     keys        actions                      help                                   footer
///     q  Ctrl-C   .quit                        quit                                   —
///     n  p        .nextState, .previousState   next or previous content state         n/p state
///     x  X        .end, .chooseEnd             end (default policy); choose: now, …   x/X end
///
/// A row's first key of each action is the one the help and the footer name; later ones are
/// the same key unshifted (`=` for `+`) or another name for it (Ctrl-C for `q`).
enum KeyTable {
    /// Keys that do one action.
    struct Binding: Sendable {
        let keys: [KeyStroke]
        let action: PreviewAction
    }

    /// One line of the help: its bindings, what they do, and the footer's word for them.
    struct Row: Sendable {
        let bindings: [Binding]
        let help: String
        /// The footer's word for the row ("state" shows as `n/p state`); nil: not in the footer.
        let footer: String?

        init(_ action: PreviewAction, _ keys: KeyStroke..., help: String, footer: String? = nil) {
            bindings = [Binding(keys: keys, action: action)]
            self.help = help
            self.footer = footer
        }

        /// Two actions on one line, as `n` and `p`.
        init(_ first: (PreviewAction, [KeyStroke]), _ second: (PreviewAction, [KeyStroke]), help: String, footer: String? = nil) {
            bindings = [Binding(keys: first.1, action: first.0), Binding(keys: second.1, action: second.0)]
            self.help = help
            self.footer = footer
        }

        /// The keys as the help names them: each action's first key ("n  p").
        var keyNames: [String] { bindings.compactMap { $0.keys.first?.name } }
    }

    static let rows: [Row] = [
        Row(.quit, "q", .controlC, help: "quit"),
        Row((.toggleHelp, ["?"]), (.closeOverlay, [.escape]), help: "this help; Esc closes it or a box"),
        Row(.togglePause, " ", help: "pause or resume time"),
        Row((.faster, ["+", "="]), (.slower, ["-", "_"]), help: "time faster or slower (1×, 10×, 60×, 600×)"),
        Row(.stepToNextEvent, ".", help: "jump to the next scenario event"),
        Row(.chooseTime, "g", help: "go to a moment, forward or back"),
        Row(.toggleExpanded, "e", help: "touch and hold the island (again: let go)", footer: "hold"),
        Row(.alert, "a", help: "an update with an alert", footer: "alert"),
        Row((.nextState, ["n"]), (.previousState, ["p"]), help: "next or previous content state", footer: "state"),
        Row(.markStale, "s", help: "mark stale", footer: "stale"),
        Row((.end, ["x"]), (.chooseEnd, ["X"]), help: "end (default policy); choose: now, or when", footer: "end"),
        Row(.dismiss, "d", help: "dismiss from the Lock Screen"),
        Row(.toggleLock, "l", help: "lock or unlock", footer: "lock"),
        Row(.toggleStandBy, "b", help: "StandBy: locked, charging, on its side", footer: "StandBy"),
        Row(.toggleAlwaysOn, "o", help: "Always-On: dimmed, no motion", footer: "Always-On"),
        Row(.nextDevice, "D", help: "next device", footer: "device"),
        Row(.nextTheme, "t", help: "next theme", footer: "theme"),
        Row((.raiseRelevance, ["r"]), (.lowerRelevance, ["R"]), help: "raise or lower relevance"),
        Row(.startAnotherApp, "N", help: "start an activity from another app", footer: "new app"),
        Row(.selectNext, .tab, help: "select the next activity", footer: "select"),
        Row(.toggleVoiceOver, "v", help: "what VoiceOver reads on the screen"),
        Row(.togglePanel, "P", help: "the panel instead of the phone (narrow)"),
        Row(.switchPhone, "L", help: "the other phone (one fits)"),
        Row((.scroll(by: -1), [.up]), (.scroll(by: 1), [.down]), help: "scroll the Lock Screen a row"),
        Row((.scroll(by: -10), [.pageUp]), (.scroll(by: 10), [.pageDown]), help: "scroll the Lock Screen ten rows"),
    ]

    /// What the mouse does, after the keys in the help (`PointerGestures` reads the clicks).
    static let pointerHelp: [(String, String)] = [
        ("click", "on the island or a card: open the app"),
        ("", "hold ½ s on the island: expand it"),
        ("", "on a button: run it; on a card's ✕: clear it"),
        ("", "on a panel row: select it; outside: collapse, go home"),
        ("wheel", "scroll the Lock Screen"),
    ]

    /// The help's lines: each row's keys and words, then the mouse's.
    static var helpLines: [(keys: String, meaning: String)] {
        rows.map { ($0.keyNames.joined(separator: "  "), $0.help) } + pointerHelp.map { ($0.0, $0.1) }
    }

    /// The footer's hints: " e hold  a alert  n/p state  …", in the table's order.
    static let footer: String =
        " " + rows.compactMap { row in row.footer.map { "\(row.keyNames.joined(separator: "/")) \($0)" } }.joined(separator: "  ")

    /// The action of `press`, if the table binds it.
    static func action(for press: KeyStroke) -> PreviewAction? { actions[press] }

    private static let actions: [KeyStroke: PreviewAction] = {
        var actions: [KeyStroke: PreviewAction] = [:]
        for binding in rows.flatMap(\.bindings) {
            for key in binding.keys {
                precondition(actions[key] == nil, "\(key.name) is bound twice in KeyTable")
                actions[key] = binding.action
            }
        }
        return actions
    }()
}

/// A key as the table names it: what the terminal reports, and whether Control was held (Shift
/// is in the character already; Alt binds nothing).
struct KeyStroke: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    let key: Key
    var isControl = false

    init(_ key: Key, isControl: Bool = false) {
        self.key = key
        self.isControl = isControl
    }

    init(extendedGraphemeClusterLiteral character: Character) { self.init(.character(character)) }

    static let controlC = KeyStroke(.character("c"), isControl: true)
    static let escape = KeyStroke(.escape)
    static let tab = KeyStroke(.tab)
    static let up = KeyStroke(.up)
    static let down = KeyStroke(.down)
    static let pageUp = KeyStroke(.pageUp)
    static let pageDown = KeyStroke(.pageDown)

    /// "q", "Ctrl-C", "space", "Tab", "Esc", "↑", "PgUp", "F5": as the help and the status line name it.
    var name: String {
        let base: String
        switch key {
        case .character(" "): base = "space"
        case .character(let character):
            base = isControl ? String(character).uppercased() : String(character).sanitizedForTerminal
        case .enter: base = "Enter"
        case .tab: base = "Tab"
        case .backspace: base = "Backspace"
        case .escape: base = "Esc"
        case .up: base = "↑"
        case .down: base = "↓"
        case .left: base = "←"
        case .right: base = "→"
        case .home: base = "Home"
        case .end: base = "End"
        case .pageUp: base = "PgUp"
        case .pageDown: base = "PgDn"
        case .insert: base = "Insert"
        case .delete: base = "Delete"
        case .function(let number): base = "F\(number)"
        }
        return isControl ? "Ctrl-" + base : base
    }
}
