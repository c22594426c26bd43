import Foundation

/// A log message with interpolated values, as os's `OSLogMessage`: written as a string literal
/// with interpolations that say how each value is formatted and how private it is.
///
///     logger.info("Order \(orderID, privacy: .public) is \(minutes) min away")
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message with its values filled in.
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// How private a logged value is, as os's `OSLogPrivacy`. The simulated device's log is read
/// by the developer running the previewer, as Xcode's console is while debugging, so every
/// value is shown; the privacy is kept in the signature so code compiles as written.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is shown when it is redacted, as `OSLogPrivacy.Mask`.
    public struct Mask: Equatable, Sendable {
        let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }

    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// How an integer is written, as os's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let uppercase: Bool
    let minDigits: Int
    let explicitPositiveSign: Bool
    /// What `includePrefix` puts before the digits: `0x` for hex, `0` for octal (printf's `#`).
    var prefix = ""

    public static let decimal = OSLogIntegerFormatting(radix: 10, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, uppercase: false, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, uppercase: uppercase, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign,
                               prefix: includePrefix ? (uppercase ? "0X" : "0x") : "")
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, uppercase: uppercase, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign,
                               prefix: includePrefix ? "0" : "")
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        // printf's `#` flag: octal's leading zero is not doubled, and zero itself has no prefix.
        if value != 0 && !(prefix == "0" && digits.hasPrefix("0")) { digits = prefix + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How a floating-point number is written, as os's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }

    func format(_ value: Double) -> String {
        guard let precision else { return String(describing: value) }
        return String(format: "%.\(precision)f", value)
    }
}

/// How a Boolean is written, as os's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Equatable, Sendable { case truth, answer }

/// Where a value sits in its column, as os's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Equatable, Sendable {
    let width: Int
    let isLeft: Bool
    public static let none = OSLogStringAlignment(width: 0, isLeft: false)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), isLeft: false) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), isLeft: true) }

    func align(_ text: String) -> String {
        guard text.count < width else { return text }
        let pad = String(repeating: " ", count: width - text.count)
        return isLeft ? text + pad : pad + text
    }
}

/// The interpolations of a log message, as os's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(_ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.align(argumentString())
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.align(format.format(number()))
    }

    public mutating func appendInterpolation(_ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.align(format.format(number()))
    }

    public mutating func appendInterpolation(_ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.align(format.format(Double(number())))
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        text += align.align(value().description)
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.align(String(describing: value()))
    }

    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
        text += value().map { String(describing: $0) } ?? "(null)"
    }
}
