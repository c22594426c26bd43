import Foundation

// iOS 17's key presses on a focused view. A Live Activity takes no focus and no keys, on iOS as
// here (the previewer's own keys drive the previewer, not the widget), so the actions never run;
// `island lint` says so (rule `inert-modifier`).

/// A key pressed on a focused view, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// Whether a key went down, repeated or went up.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1), `repeat` = Phases(rawValue: 2), up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
        public var debugDescription: String {
            [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1).joined(separator: ", ")
        }
    }

    /// Whether the action used the key.
    public enum Result: Sendable { case handled, ignored }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

extension View {
    /// Runs `action` when `key` is pressed on the focused view: never, as nothing here has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedView { modifyingEnvironment { _ in } }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView { modifyingEnvironment { _ in } }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView { modifyingEnvironment { _ in } }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView { modifyingEnvironment { _ in } }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView { modifyingEnvironment { _ in } }
}
