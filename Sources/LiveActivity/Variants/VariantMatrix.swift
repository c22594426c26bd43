import Foundation
import IslandUI

/// What `--variants LIST` asks for, read once: for each axis named, the values chosen; the
/// variants are every combination of them (one value from each axis).
///
///     dark,light,accessibility3,rtl   → dark · accessibility3 · rtl, light · accessibility3 · rtl
///     appearance,rtl                  → light · rtl, dark · rtl, glass · rtl
///     all                             → every closed axis but the device, 576 variants
///
/// A word is a value (`dark`, `xSmall`, `iphone-se`, `landscape`, `always-on`, `stale`, a
/// locale identifier such as `ar`), an axis's name for all its values, or `all`. Values of
/// one axis are alternatives; axes multiply. `help` is `VariantMatrix.help`.
public struct VariantMatrix: Hashable, Sendable {
    /// The values chosen on each axis named, in `VariantAxis.allCases` order.
    public let axes: [(axis: VariantAxis, values: [VariantValue])]

    /// The most variants one list may make: `all` is 576, and all devices on top ten times that.
    public static let maximumCount = 10_000

    /// Every combination, the first axis varying slowest.
    public var variants: [SnapshotVariant] {
        axes.reduce([[VariantValue]]([[]])) { combinations, axis in
            combinations.flatMap { combination in axis.values.map { combination + [$0] } }
        }.map(SnapshotVariant.init)
    }

    /// `list` read; a word that is none of the above is an error naming it and the closest
    /// word there is.
    public init(parsing list: String) throws(VariantListError) {
        var chosen: [VariantAxis: [VariantValue]] = [:]
        let words = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for word in words {
            if word.isEmpty { throw .emptyWord(list: list) }
            for value in try Self.values(for: word) where !(chosen[value.axis] ?? []).contains(value) {
                chosen[value.axis, default: []].append(value)
            }
        }
        axes = VariantAxis.allCases.compactMap { axis in chosen[axis].map { (axis, $0) } }
        try Self.check(count: axes.reduce(1) { $0 * $1.values.count })
    }

    /// Refuses a list that makes more than `maximumCount` variants.
    static func check(count: Int) throws(VariantListError) {
        if count > maximumCount { throw .tooMany(count: count, limit: maximumCount) }
    }

    /// The values one word stands for.
    static func values(for word: String) throws(VariantListError) -> [VariantValue] {
        if word == "all" { return VariantAxis.matrixAxes.flatMap(\.values) }
        if word == "help" { throw .helpInList }
        if let axis = VariantAxis(rawValue: word) {
            if axis == .locale { throw .localeHasNoList }
            return axis.values
        }
        if let value = closedValues.first(where: { $0.word.lowercased() == word.lowercased() }) { return [value] }
        if let locale = Self.locale(word) { return [.locale(locale)] }
        let known = closedValues.map(\.word) + VariantAxis.allCases.map(\.rawValue) + ["all"]
        throw .unknownWord(word, suggestion: NameSuggestion.closest(to: word, among: known))
    }

    /// Every value of every closed axis.
    static var closedValues: [VariantValue] { VariantAxis.allCases.flatMap(\.values) }

    /// `word` as a locale identifier Foundation knows (`ar`, `de_DE`, `pt-BR` as `pt_BR`).
    static func locale(_ word: String) -> String? {
        let identifier = word.replacingOccurrences(of: "-", with: "_")
        return Locale.availableIdentifiers.contains(identifier) ? identifier : nil
    }

    /// What `--variants help` prints: each axis, its values and what it changes.
    public static var help: String {
        var lines = ["--variants LIST: a snapshot for every combination of the values listed, comma-separated;",
                     "values of one axis are alternatives, axes multiply; an axis's name is all its values;",
                     "all is every axis below but device and locale (\(Self.allCount) variants).", ""]
        for axis in VariantAxis.allCases {
            let values = axis == .locale ? "ar, de_DE, ja, … (any locale identifier)"
                : axis == .device ? "iphone-15-pro, iphone-se, … (island list shows them all)"
                : axis.values.map(\.word).joined(separator: ", ")
            lines.append("\(axis.rawValue): \(values)")
            lines.append("    \(axis.summary)")
        }
        lines.append("")
        lines.append("example: --variants dark,glass,accessibility3,rtl (2 variants: dark · accessibility3 · rtl, glass · accessibility3 · rtl)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many variants `all` makes.
    static var allCount: Int { VariantAxis.matrixAxes.reduce(1) { $0 * $1.values.count } }

    public static func == (lhs: VariantMatrix, rhs: VariantMatrix) -> Bool { lhs.variants == rhs.variants }
    public func hash(into hasher: inout Hasher) { hasher.combine(variants) }
}

/// Why a `--variants` list does not read.
public enum VariantListError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyWord(list: String)
    case unknownWord(String, suggestion: String?)
    case localeHasNoList
    case helpInList
    case tooMany(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .emptyWord(let list): "--variants: an empty value in \"\(list)\" (values are separated by single commas)"
        case .unknownWord(let word, let suggestion):
            "--variants: unknown value \"\(word)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "") + " (--variants help lists them all)"
        case .localeHasNoList: "--variants: locale has no list of values; name the locales (ar, de_DE, …)"
        case .helpInList: "--variants help lists the axes and their values; it is not a value"
        case .tooMany(let count, let limit):
            "--variants: the list makes \(ActivityLinter.grouped(count)) variants; at most \(ActivityLinter.grouped(limit)) (name fewer values)"
        }
    }
}
