import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)` (spaces of every kind and tabs at either end),
    /// without its trip through `NSString` when there is nothing to trim: a control's name and
    /// what VoiceOver reads are trimmed for every text of every frame, and almost none has
    /// anything to trim.
    var trimmingWhitespaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        guard Self.isWhitespace(first) || Self.isWhitespace(last) else { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// Foundation's `CharacterSet.whitespaces`: Unicode's space separators (Zs) and the tab.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
