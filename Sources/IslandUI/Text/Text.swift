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
    }

    /// One piece of text with its own style overrides.
    struct Segment {
        var content: Content
        var overrides = TextOverrides()
    }

    var segments: [Segment]

    /// Text showing a string as it is.
    public init(_ content: String) { segments = [Segment(content: .verbatim(content))] }

    public init(verbatim content: String) { self.init(content) }

    /// Text showing any string-like value (a `Substring` from `prefix`, say).
    public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

    /// A live timer: the time left until the end of the interval (or elapsed since its start
    /// with `countsDown: false`), frozen at `pauseTime` if given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let timer = TimerText(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        segments = [Segment(content: .timer(timer))]
    }

    /// A date shown in a style: `.timer`, `.relative`, `.time`, `.date` or `.offset`.
    public init(_ date: Date, style: DateStyle) { segments = [Segment(content: .date(date, style))] }

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
    public func font(_ font: Font?) -> Text { overriding { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { overriding { $0.weight = weight } }
    public func monospacedDigit() -> Text { self }

    private func overriding(_ change: (inout TextOverrides) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].overrides) }
        return copy
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.text(ResolvedText(self, environment: context.environment, cache: context.textLayouts)),
                 identity: context.identity)
    }
}

/// Style set on a text itself; unset parts come from the environment.
struct TextOverrides {
    var isBold: Bool?
    var isItalic: Bool?
    var isUnderlined = false
    var isStruckThrough = false
    var color: Color?
    var font: Font?
    var weight: Font.Weight?
}
