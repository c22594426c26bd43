import Foundation

/// A string with SwiftUI's text interpolations, as `LocalizedStringKey`: what `Text("…")`
/// takes when the interpolation is one only SwiftUI has.
///
///     Text("\(speed, specifier: "%.1f") km/h")
///     Text("\(Image(systemName: "car.fill")) \(minutes) min")
///     Text("Arrives \(eta, style: .relative)")
///
/// There is one language here, so the key is the text itself; its dates and timers stay live.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    let text: Text

    public init(stringLiteral value: String) { text = Text(verbatim: value) }

    public init(_ value: String) { text = Text(verbatim: value) }

    public init(stringInterpolation: StringInterpolation) {
        let parts = stringInterpolation.parts
        text = parts.dropFirst().reduce(parts.first ?? Text(verbatim: "")) { $0 + $1 }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Text] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(Text(verbatim: literal)) }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            parts.append(Text(verbatim: String(describing: value)))
        }

        /// A number in a printf format: `\(speed, specifier: "%.1f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            parts.append(Text(verbatim: String(format: specifier, value)))
        }

        /// A text, keeping its style and, for a timer or date, staying live.
        public mutating func appendInterpolation(_ text: Text) { parts.append(text) }

        /// A symbol inside the text: its glyph.
        public mutating func appendInterpolation(_ image: Image) {
            if case .symbol(let name) = image.source {
                parts.append(Text(verbatim: SymbolTable.glyph(forSystemName: name, in: .emoji).text))
            } else {
                parts.append(Text(verbatim: "▣"))
            }
        }

        /// A date in a style, live: `\(eta, style: .relative)`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { parts.append(Text(date, style: style)) }

        /// A value in a format: `\(distance, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            parts.append(Text(input, format: format))
        }

        /// A live timer: `\(timerInterval: range, countsDown: true)`.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                                 showsHours: Bool = true) {
            parts.append(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
    }
}

extension Text {
    /// A text from SwiftUI's interpolations (`specifier:`, images, dates, timers, formats).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = key.text
    }
}
