import Foundation

// Text entry, focus and the keyboard: the values their modifiers take, with Apple's names and
// members; a widget takes no typing, so focus is never anywhere.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `KeyEquivalent`, with Apple's members: accepted; a widget takes no typing.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    let name: String
    init(name: String) { self.name = name }
    public init(_ character: Character) { self.name = String(character) }
    public init(extendedGraphemeClusterLiteral: Character) { self.name = String(extendedGraphemeClusterLiteral) }
    /// The key's character (a named key's is its name's first letter).
    public var character: Character { name.first ?? " " }
    public static var clear: KeyEquivalent { KeyEquivalent(name: "clear") }
    public static var delete: KeyEquivalent { KeyEquivalent(name: "delete") }
    public static var deleteForward: KeyEquivalent { KeyEquivalent(name: "deleteForward") }
    public static var downArrow: KeyEquivalent { KeyEquivalent(name: "downArrow") }
    public static var end: KeyEquivalent { KeyEquivalent(name: "end") }
    public static var escape: KeyEquivalent { KeyEquivalent(name: "escape") }
    public static var home: KeyEquivalent { KeyEquivalent(name: "home") }
    public static var leftArrow: KeyEquivalent { KeyEquivalent(name: "leftArrow") }
    public static var pageDown: KeyEquivalent { KeyEquivalent(name: "pageDown") }
    public static var pageUp: KeyEquivalent { KeyEquivalent(name: "pageUp") }
    public static var `return`: KeyEquivalent { KeyEquivalent(name: "return") }
    public static var rightArrow: KeyEquivalent { KeyEquivalent(name: "rightArrow") }
    public static var space: KeyEquivalent { KeyEquivalent(name: "space") }
    public static var tab: KeyEquivalent { KeyEquivalent(name: "tab") }
    public static var upArrow: KeyEquivalent { KeyEquivalent(name: "upArrow") }
}

/// SwiftUI's `KeyboardShortcut`, with Apple's members: accepted; a widget takes no typing.
public struct KeyboardShortcut: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.name = "KeyboardShortcut" }
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) { self.name = "KeyboardShortcut" }
    public static var cancelAction: KeyboardShortcut { KeyboardShortcut(name: "cancelAction") }
    public static var defaultAction: KeyboardShortcut { KeyboardShortcut(name: "defaultAction") }

    /// SwiftUI's `KeyboardShortcut.Localization`, with Apple's members: accepted; a widget takes no typing.
    public struct Localization: Hashable, Sendable {
        let name: String
        init(name: String) { self.name = name }
        public static var automatic: Localization { Localization(name: "automatic") }
        public static var custom: Localization { Localization(name: "custom") }
        public static var withoutMirroring: Localization { Localization(name: "withoutMirroring") }
    }
}

/// SwiftUI's `EventModifiers`, with Apple's members: accepted; a widget takes no typing.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let command = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let numericPad = EventModifiers(rawValue: 1 << 3)
    public static let option = EventModifiers(rawValue: 1 << 4)
    public static let shift = EventModifiers(rawValue: 1 << 5)
    public static let all = EventModifiers(rawValue: (1 << 6) - 1)
}

/// SwiftUI's `SubmitLabel`, with Apple's members: accepted; a widget takes no typing.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
}

/// SwiftUI's `SubmitTriggers`, with Apple's members: accepted; a widget takes no typing.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let search = SubmitTriggers(rawValue: 1 << 0)
    public static let text = SubmitTriggers(rawValue: 1 << 1)
}

/// SwiftUI's `TextInputAutocapitalization`, with Apple's members: accepted; a widget takes no typing.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
}

/// SwiftUI's `ScrollDismissesKeyboardMode`, with Apple's members: accepted; a widget takes no typing.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}


/// Where keyboard focus is, as SwiftUI's `@FocusState`: a widget takes no typing, so focus is
/// never anywhere and the value stays what it started as.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for `focused(_:)`.
    public typealias Binding = UnmovingFocus<Value>

    let value: Value
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding { Binding(value: value) }

    public init() where Value == Bool { value = false }
    public init<T: Hashable>() where Value == T? { value = nil }
}


/// A key for a focused value, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view publishes, as SwiftUI's `FocusedValues`: none, here.
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`: a widget's text cannot.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { .init() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { .init() }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
}

/// How a text field capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// What a text field holds, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name"), emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber"), password = UITextContentType(rawValue: "password")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode"), fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode"), URL = UITextContentType(rawValue: "URL")
}
