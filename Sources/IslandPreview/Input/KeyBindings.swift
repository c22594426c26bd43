import TerminalCanvas

/// The previewer's keys: each a `PreviewAction` (the help overlay lists them).
enum KeyBindings {
    static func action(for key: Key, _ modifiers: KeyModifiers, isShowingHelp: Bool, isChoosingEnd: Bool = false) -> PreviewAction? {
        if modifiers.contains(.control), key == .character("c") { return .quit }
        if isChoosingEnd { return endChooserAction(for: key, modifiers) }
        switch key {
        case .escape: return isShowingHelp ? .closeOverlay : nil
        case .tab: return .selectNext
        case .up: return .scroll(by: -1)
        case .down: return .scroll(by: 1)
        case .pageUp: return .scroll(by: -10)
        case .pageDown: return .scroll(by: 10)
        case .character(let character): return action(for: character)
        default: return nil
        }
    }

    /// While the end chooser is open, keys type into it; Esc closes it.
    private static func endChooserAction(for key: Key, _ modifiers: KeyModifiers) -> PreviewAction? {
        switch key {
        case .escape: .closeOverlay
        case .enter: .endChooser(.confirm)
        case .backspace, .delete: .endChooser(.erase)
        case .character(let character) where !modifiers.contains(.control) && !modifiers.contains(.alt): .endChooser(.character(character))
        default: nil
        }
    }

    private static func action(for character: Character) -> PreviewAction? {
        switch character {
        case "q": .quit
        case "?": .toggleHelp
        case " ": .togglePause
        case "+", "=": .faster
        case "-", "_": .slower
        case ".": .stepToNextEvent
        case "e": .toggleExpanded
        case "a": .alert
        case "n": .nextState
        case "p": .previousState
        case "s": .markStale
        case "x": .end
        case "X": .chooseEnd
        case "d": .dismiss
        case "l": .toggleLock
        case "b": .toggleStandBy
        case "o": .toggleAlwaysOn
        case "D": .nextDevice
        case "t": .nextTheme
        case "r": .raiseRelevance
        case "R": .lowerRelevance
        case "N": .startAnotherApp
        case "P": .togglePanel
        case "L": .switchPhone
        default: nil
        }
    }
}
