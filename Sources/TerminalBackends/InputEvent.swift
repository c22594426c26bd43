import TerminalCanvas

/// Something the user did at the terminal: a key, the mouse, or a change of the window's size.
///
///     switch event {
///     case .key(.character("q"), []): quit()
///     case .key(.up, .shift): selectPrevious()
///     case .mouse(let mouse) where mouse.kind == .press: tap(at: mouse.position)
///     case .resize(let size): relayout(to: size)
///     default: break
///     }
public enum InputEvent: Hashable, Sendable {
    /// A key with the modifiers held. Text arrives as `.character`, one grapheme at a time.
    case key(Key, KeyModifiers)
    /// A mouse button, the wheel, or a drag, at a cell.
    case mouse(MouseEvent)
    /// The screen is now `Size` cells: re-render for it; the next frame repaints every cell.
    case resize(Size)
}

/// A key on the keyboard.
public enum Key: Hashable, Sendable {
    /// Text: a letter, digit, punctuation, or any character the terminal sent. A control
    /// character is given as its letter with `.control` (Ctrl-C is `.character("c")` with
    /// `[.control]`).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Backspace (the terminal sends BS or DEL for it).
    case backspace
    /// Escape on its own.
    case escape
    /// The arrow keys.
    case up, down, left, right
    /// Home, End, Page Up, Page Down, Insert and Delete.
    case home, end, pageUp, pageDown, insert, delete
    /// A function key, F1 = 1.
    case function(Int)
}

/// Modifier keys held with a key or a mouse event, as far as the terminal reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits: shift 1, alt 2, control 4, as in xterm's modifier parameter minus one.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0b111 }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt, also called Meta or Option.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
}

/// A mouse event at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The mouse moved with a button held.
        case drag
        /// The wheel turned one step.
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    /// Which button, where there is one.
    public enum Button: Hashable, Sendable {
        case left, middle, right
        /// None: the wheel, or a release whose button the terminal did not say.
        case none
    }

    /// What happened.
    public var kind: Kind
    /// The button pressed, released or held while dragging.
    public var button: Button
    /// The cell under the pointer, from (0, 0) at the top left.
    public var position: Point
    /// Modifier keys held.
    public var modifiers: KeyModifiers

    /// A mouse event; see the properties.
    public init(_ kind: Kind, _ button: Button = .none, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.position = position
        self.modifiers = modifiers
    }
}
