import Foundation

// VoiceOver's actions, rotors and focus: the values their modifiers take, with Apple's names and
// members. The reading order (VoiceOverReader) uses labels and traits; these have nothing to run
// in a terminal.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `AccessibilityActionKind`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public struct AccessibilityActionKind: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public init(named name: Text) { self.name = "AccessibilityActionKind" }
    public static var `default`: AccessibilityActionKind { AccessibilityActionKind(name: "default") }
    public static var escape: AccessibilityActionKind { AccessibilityActionKind(name: "escape") }
    public static var magicTap: AccessibilityActionKind { AccessibilityActionKind(name: "magicTap") }
}

/// SwiftUI's `AccessibilityAdjustmentDirection`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case decrement
    case increment
}

/// SwiftUI's `AccessibilityLabeledPairRole`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case content
    case label
}

/// SwiftUI's `AccessibilitySystemRotor`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public struct AccessibilitySystemRotor: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
}

/// SwiftUI's `AccessibilityTextContentType`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var console: AccessibilityTextContentType { AccessibilityTextContentType(name: "console") }
    public static var fileSystem: AccessibilityTextContentType { AccessibilityTextContentType(name: "fileSystem") }
    public static var messaging: AccessibilityTextContentType { AccessibilityTextContentType(name: "messaging") }
    public static var narrative: AccessibilityTextContentType { AccessibilityTextContentType(name: "narrative") }
    public static var plain: AccessibilityTextContentType { AccessibilityTextContentType(name: "plain") }
    public static var sourceCode: AccessibilityTextContentType { AccessibilityTextContentType(name: "sourceCode") }
    public static var spreadsheet: AccessibilityTextContentType { AccessibilityTextContentType(name: "spreadsheet") }
    public static var wordProcessing: AccessibilityTextContentType { AccessibilityTextContentType(name: "wordProcessing") }
}

/// SwiftUI's `AccessibilityCustomContentKey`, with Apple's members: accepted; VoiceOver's, with nothing to run here.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public init(_ labelKey: LocalizedStringKey) { self.name = "AccessibilityCustomContentKey" }
    public init(_ label: Text, id: String) { self.name = "AccessibilityCustomContentKey" }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.name = "AccessibilityCustomContentKey" }
}


/// Where VoiceOver's focus is, as SwiftUI's `@AccessibilityFocusState`: nowhere, here.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for `accessibilityFocused(_:)`.
    public typealias Binding = UnmovingFocus<Value>

    let value: Value
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding { Binding(value: value) }

    public init() where Value == Bool { value = false }
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { value = false }
    public init<T: Hashable>() where Value == T? { value = nil }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { value = nil }
}


/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// A custom rotor's entries, as SwiftUI's `AccessibilityRotorContent`: VoiceOver's rotor has
/// nothing to turn in a terminal, so its entries are accepted.
public protocol AccessibilityRotorContent {}

/// One entry of a rotor, as SwiftUI's `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init(_ label: Text, id: ID) {}
    public init(_ labelKey: LocalizedStringKey, id: ID) {}
    public init<L: StringProtocol>(_ label: L, id: ID) {}
}

/// A rotor's entries, gathered.
public struct AccessibilityRotorContentList: AccessibilityRotorContent {
    let count: Int
}

/// Builds a rotor's entries, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> AccessibilityRotorContentList {
        AccessibilityRotorContentList(count: 1)
    }
    public static func buildBlock(_ parts: AccessibilityRotorContentList...) -> AccessibilityRotorContentList {
        AccessibilityRotorContentList(count: parts.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ part: AccessibilityRotorContentList?) -> AccessibilityRotorContentList { part ?? .init(count: 0) }
    public static func buildEither(first part: AccessibilityRotorContentList) -> AccessibilityRotorContentList { part }
    public static func buildEither(second part: AccessibilityRotorContentList) -> AccessibilityRotorContentList { part }
    public static func buildArray(_ parts: [AccessibilityRotorContentList]) -> AccessibilityRotorContentList {
        AccessibilityRotorContentList(count: parts.reduce(0) { $0 + $1.count })
    }
}

#if !canImport(Accessibility)
/// Custom content VoiceOver reads on request, as the Accessibility framework's `AXCustomContent`
/// (Apple platforms have it already): only its importance is named by SwiftUI's signatures.
public enum AXCustomContent {
    /// How soon VoiceOver reads the content.
    public enum Importance: Hashable, Sendable { case `default`, high }
}
#endif

/// How a direct-touch area behaves under VoiceOver, as SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A VoiceOver zoom gesture, as SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

extension View {
    /// An area VoiceOver passes touches straight to: a Live Activity takes none but its controls'.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    /// VoiceOver's zoom gesture on the view: never made here.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}
