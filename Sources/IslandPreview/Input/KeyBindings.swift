import TerminalBackends
import TerminalCanvas

/// What a key does now: the `KeyTable`'s action, the box's typing while one is open, or, for a
/// key bound to nothing, `.unknownKey` with its name (the status line says so: every key answers).
enum KeyBindings {
    static func action(for key: Key, _ modifiers: KeyModifiers, isTyping: Bool = false) -> PreviewAction {
        let press = KeyStroke(key, isControl: modifiers.contains(.control))
        if press == .controlC { return .quit }
        if isTyping { return boxAction(for: press, modifiers) }
        guard !modifiers.contains(.alt), let action = KeyTable.action(for: press) else {
            return .unknownKey(modifiers.contains(.alt) ? "Alt-" + press.name : press.name)
        }
        return action
    }

    /// While a box is open (the end chooser, the time jump), keys type into it; Esc closes it.
    private static func boxAction(for press: KeyStroke, _ modifiers: KeyModifiers) -> PreviewAction {
        switch press.key {
        case .escape: .closeOverlay
        case .enter: .typeInBox(.confirm)
        case .backspace, .delete: .typeInBox(.erase)
        case .character(let character) where !press.isControl && !modifiers.contains(.alt): .typeInBox(.character(character))
        default: .unknownKey(press.name)
        }
    }
}
