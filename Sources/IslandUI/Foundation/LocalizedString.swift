import Foundation

#if !canImport(Darwin)
// Foundation's localization entry points that Apple platforms have and Linux's Foundation does
// not: `String(localized:)` and `String.LocalizationValue`. There is one language here, the
// development language, so a localized string is its key (or its default value) with the
// interpolations filled in, as an app shows it with no translation table.

extension String {
    /// A localizable string with interpolations, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The string, interpolations filled in.
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        public var description: String { text }

        /// Interpolations as Foundation's: values written as `String(describing:)` writes them.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            public mutating func appendInterpolation(_ string: String) { text += string }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(value)
            }
        }
    }

    /// The string for `keyAndValue` in the app's language: here, the string itself.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The string for `key`, or `defaultValue` where no table has it: here, the default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// The string a resource stands for.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) { self = resource.key }

    /// The string a resource stands for, in `locale`.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource, options: LocalizationOptions = .init()) { self = resource.key }
}

/// Options for `String(localized:options:)`, as Foundation's `String.LocalizationOptions`.
public struct LocalizationOptions: Sendable {
    public init() {}
}
#endif
