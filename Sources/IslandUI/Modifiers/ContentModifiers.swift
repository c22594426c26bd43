// Modifiers that change what content shows: redaction, letter case, symbol variants, labels.

/// Why content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content: text drawn as blocks (▒▒▒).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Content marked `privacySensitive()`, hidden (on a locked device, for instance).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content marked `invalidatableContent()`, while an intent runs.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Variants of SF Symbols, as SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`,
/// `.slash`, added to every symbol's name (`heart` → `heart.fill`).
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }

    /// `name` with the variants, in SF Symbols' order (shape before fill).
    func apply(to name: String) -> String {
        guard !suffixes.isEmpty, !name.isEmpty else { return name }
        var parts = name.split(separator: ".").map(String.init)
        for suffix in ["circle", "square", "rectangle", "slash"] where suffixes.contains(suffix) && !parts.contains(suffix) {
            if let fill = parts.firstIndex(of: "fill") { parts.insert(suffix, at: fill) } else { parts.append(suffix) }
        }
        if suffixes.contains("fill") && !parts.contains("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

/// How `Label` draws: both, the title only, or the icon only.
package enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }

extension View {
    /// Hides content for a reason: `.placeholder` draws the text as blocks of its width.
    public func redacted(reason: RedactionReasons) -> ModifiedView {
        modifyingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows content whatever redaction is in force above.
    public func unredacted() -> ModifiedView {
        modifyingEnvironment { $0.redactionReasons = [] }
    }

    /// Content that is private: hidden, as a placeholder, where the environment's redaction
    /// reasons include `.privacy`; drawn as it is otherwise.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedView {
        modifyingEnvironment { if sensitive && $0.redactionReasons.contains(.privacy) { $0.redactionReasons.insert(.placeholder) } }
    }

    /// Content that may be out of date while an intent runs: drawn as it is (an intent here runs
    /// to its end before the next frame).
    public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Upper or lower case for the text in this view.
    public func textCase(_ textCase: Text.Case?) -> ModifiedView {
        modifyingEnvironment { $0.textCase = textCase }
    }

    /// A variant for every SF Symbol in this view (`.symbolVariant(.fill)`).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedView {
        modifyingEnvironment { $0.symbolVariants = variant }
    }

}
