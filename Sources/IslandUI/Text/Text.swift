import Foundation
import TerminalCanvas

/// Text, as in SwiftUI: a string, a live timer or a date, with styles that can differ from run
/// to run (`Text("a").bold() + Text("b")`).
///
///     Text("\(driverName) is on their way!")
///     Text(timerInterval: context.state.deliveryTimer, countsDown: true)
///     Text(order.date, style: .relative)
///
/// Text is measured in terminal cells per grapheme cluster (CJK and emoji take two), wraps at
/// word boundaries and truncates with "…" as `lineLimit` and `truncationMode` say. Timers render
/// at the environment's date and reserve the width of the widest string they will show, so the
/// layout does not move as digits change.
public struct Text: View, PrimitiveView {
    public typealias TruncationMode = TextTruncationMode
    public typealias DateStyle = TextDateStyle

    enum Content {
        case verbatim(String)
        case timer(TimerText)
        case date(Date, TextDateStyle)
        /// A value in a `FormatStyle`, formatted in the environment (its time zone for dates).
        case formatted(@Sendable (EnvironmentValues) -> String)
    }

    /// One piece of text with its own style overrides.
    struct Segment {
        var content: Content
        var overrides = TextOverrides()
    }

    var segments: [Segment]
    /// What VoiceOver reads instead of the words (`accessibilityLabel(_:)`), if set.
    var spokenLabel: SpokenLabel?

    /// A label given as words, or as a text resolved in the environment it is drawn in.
    enum SpokenLabel {
        case words(String)
        case text([Segment])
    }

    /// Text showing a string as it is (a literal goes through `LocalizedStringKey`, as in
    /// SwiftUI, for its interpolations; a variable comes here).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(content: .verbatim(String(content)))] }

    public init(verbatim content: String) { segments = [Segment(content: .verbatim(content))] }

    /// A live timer: the time left until the end of the interval (or elapsed since its start
    /// with `countsDown: false`), frozen at `pauseTime` if given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let timer = TimerText(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        segments = [Segment(content: .timer(timer))]
    }

    /// A date shown in a style: `.timer`, `.relative`, `.time`, `.date` or `.offset`.
    public init(_ date: Date, style: DateStyle) { segments = [Segment(content: .date(date, style))] }

    /// A value in a format, as SwiftUI's `Text(_:format:)`: `Text(0.42, format: .percent)`,
    /// `Text(date, format: .dateTime.hour().minute())` (dates in the environment's time zone).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let box: any FormattedValue = FormatBox(input: input, format: format)
        segments = [Segment(content: .formatted { environment in box.string(in: environment) })]
    }

    /// A text from a localized string resource (an intent's title, say).
    public init(_ resource: LocalizedStringResource) { self.init(resource.text) }

    /// Both texts, one after the other, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.segments += rhs.segments
        return joined
    }

    // Text-returning modifiers, so that styled texts can still be joined with `+`.

    public func bold(_ isActive: Bool = true) -> Text { overriding { $0.isBold = isActive } }
    public func italic(_ isActive: Bool = true) -> Text { overriding { $0.isItalic = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { overriding { $0.isUnderlined = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { overriding { $0.isStruckThrough = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { overriding { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { overriding { $0.color = color } }
    /// The text in any shape style: a hierarchical level, the tint, a gradient across its cells.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let erased = AnyShapeStyle(style)
        return overriding { $0.style = erased }
    }
    /// Letter spacing: a terminal's cells are fixed, so the text is drawn as it is.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    /// Terminal text is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// Upper or lower case, as the `textCase` modifier, for this text only.
    public func textCase(_ textCase: Text.Case?) -> Text { overriding { $0.textCase = textCase } }
    public typealias Case = TextCase
    public func font(_ font: Font?) -> Text { overriding { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { overriding { $0.weight = weight } }
    public func monospacedDigit() -> Text { self }

    /// Whether what it shows depends on the date: a timer, or a date in a date style.
    var isTimed: Bool {
        segments.contains { segment in
            switch segment.content {
            case .timer, .date: true
            case .verbatim, .formatted: false
            }
        }
    }

    private func overriding(_ change: (inout TextOverrides) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].overrides) }
        return copy
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        // A translucent colour is drawn opaque and blended by an opacity node: a cell has no
        // alpha, and blending needs what is behind, which only painting knows.
        var environment = context.environment
        let opacity = segments.first.map { segment in
            segment.overrides.style.map { $0.paint(in: environment).representative.opacityValue }
                ?? (segment.overrides.color ?? environment.foregroundColor)?.opacityValue ?? 1
        } ?? 1
        var text = self
        if opacity < 1 {
            environment.foregroundColor = environment.foregroundColor?.opacity(1 / max(opacity, 0.001))
            for index in text.segments.indices {
                text.segments[index].overrides.color = text.segments[index].overrides.color?.opacity(1 / max(opacity, 0.001))
                if let style = text.segments[index].overrides.style {
                    text.segments[index].overrides.style = AnyShapeStyle(style.opacity(1 / max(opacity, 0.001)))
                }
            }
        }
        let node = ViewNode(.text(ResolvedText(text, environment: environment, cache: context.textLayouts)), identity: context.identity)
        if let label = spokenLabel.map({ label -> String in
            switch label {
            case .words(let words): words
            case .text(let segments): ResolvedText(Text(segments: segments), environment: environment, cache: context.textLayouts).plainText
            }
        }) {
            node.accessibilityLabel = label
            node.accessibility.label = label
        }
        if let clock = ResolutionClock.current, text.isTimed {
            let cache = context.textLayouts
            clock.note(node) { date in
                var now = environment
                now.date = date
                return .text(ResolvedText(text, environment: now, cache: cache))
            }
        }
        guard opacity < 1 else { return node }
        return ViewNode(.opacity(opacity), children: [node], identity: context.identity)
    }
}

/// Style set on a text itself; unset parts come from the environment.
struct TextOverrides {
    var isBold: Bool?
    var isItalic: Bool?
    var isUnderlined = false
    var isStruckThrough = false
    var color: Color?
    /// A shape style from `foregroundStyle(_:)` (over `color`).
    var style: AnyShapeStyle?
    var font: Font?
    var weight: Font.Weight?
    var textCase: TextCase?
    /// A run's own background (an attributed string's `backgroundColor`).
    var background: Color?
}

/// Upper or lower case, as SwiftUI's `Text.Case`.
public enum TextCase: Hashable, Sendable { case uppercase, lowercase }

/// A formatted value, its types erased.
private protocol FormattedValue: Sendable {
    func string(in environment: EnvironmentValues) -> String
}

/// A value and its format, kept until the text is resolved in an environment.
private final class FormatBox<F: FormatStyle>: FormattedValue, @unchecked Sendable where F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    init(input: F.FormatInput, format: F) {
        self.input = input
        self.format = format
    }

    func string(in environment: EnvironmentValues) -> String {
        if var dates = format as? Date.FormatStyle, let date = input as? Date {
            dates.timeZone = environment.timeZone
            dates.locale = environment.locale
            return dates.format(date)
        }
        // A formatter follows the environment's locale, as SwiftUI's `Text(_:format:)` does.
        return format.locale(environment.locale).format(input)
    }
}
