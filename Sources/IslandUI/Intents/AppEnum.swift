import Foundation

// App Intents' protocols for values an intent takes and shows, as Apple declares them, so that
// an `AppEnum` written for Xcode compiles unchanged: its cases' titles are what a view draws for
// `localizedStringResource`, and the system's other uses (Shortcuts, Siri, a configuration
// screen) have nothing to run here.

#if !canImport(Darwin)
/// A value that gives the string to show for it, as Foundation's
/// `CustomLocalizedStringResourceConvertible` (Apple platforms have it already).
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
#endif

/// A type with a stable identifier for the system, as App Intents' `PersistentlyIdentifiable`.
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's name, as App Intents defaults it.
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// A type that says what it is called, as App Intents' `TypeDisplayRepresentable`.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value shown by its own representation, as App Intents' `InstanceDisplayRepresentable`.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// The representation's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// Both: a value and its type shown, as App Intents' `DisplayRepresentable`.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type whose every case has a representation, as App Intents' `CaseDisplayRepresentable`.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    /// The case's title, or the case's name where the table has none.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(self)")
    }
}

/// Cases and their type shown, as App Intents' `StaticDisplayRepresentable`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// A value an intent can take, as App Intents' `AppValue`.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, Sendable {}

/// An enum an intent can take as a parameter, as App Intents' `AppEnum`.
///
///     enum Speed: String, AppEnum {
///         case slow, fast
///         static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
///         static var caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
///     }
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable where RawValue: LosslessStringConvertible {}
