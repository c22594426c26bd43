import Foundation

/// The language text is typeset for, as SwiftUI's `TypesettingLanguage` (iOS 17): it changes
/// line heights and breaking in some scripts; a terminal's rows and columns are fixed, so it is
/// kept and changes nothing drawn.
public struct TypesettingLanguage: Hashable, Sendable {
    let language: Locale.Language?
    /// The language of the text's content.
    public static let automatic = TypesettingLanguage(language: nil)
    /// Typeset for `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

extension Text {
    /// Typeset for `language`: drawn as it is (a terminal's rows are fixed).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// Every text inside typeset for `language`: drawn as it is.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}
