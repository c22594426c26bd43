import TerminalCanvas

/// The previewer's keys: each a `PreviewAction` (the help overlay lists them).
enum KeyBindings {
    static func action(for key: Key, _ modifiers: KeyModifiers, isShowingHelp: Bool, isTyping: Bool = false) -> PreviewAction? {
        if modifiers.contains(.control), key == .character("c") { return .quit }
        if isTyping { return boxAction(for: key, modifiers) }
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

    /// While a box is open (the end chooser, the time jump), keys type into it; Esc closes it.
    private static func boxAction(for key: Key, _ modifiers: KeyModifiers) -> PreviewAction? {
        switch key {
        case .escape: .closeOverlay
        case .enter: .typeInBox(.confirm)
        case .backspace, .delete: .typeInBox(.erase)
        case .character(let character) where !modifiers.contains(.control) && !modifiers.contains(.alt): .typeInBox(.character(character))
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
        case "g": .chooseTime
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
        default: character.isLetter || character.isNumber || character.isPunctuation || character.isSymbol ? .unknownKey(character) : nil
        }
    }
}
