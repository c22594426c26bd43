import Foundation
import LiveActivity
import ActivityRuntime
import IslandUI

/// A view written as JSON, for activities nobody wrote Swift for: each node names one SwiftUI
/// view and may carry modifiers, and its text is bound to the activity's data by placeholders.
///
///     {"hstack": [
///         {"image": "car.fill"},
///         {"text": "Bay {bay}", "font": "headline"},
///         {"spacer": true},
///         {"timer": "{meter}", "monospacedDigit": true, "foregroundStyle": "orange"}
///     ], "spacing": 4}
///
/// is, in Swift:
///
///     HStack(spacing: 4) {
///         Image(systemName: "car.fill")
///         Text("Bay \(state.bay)").font(.headline)
///         Spacer()
///         Text(timerInterval: state.meter, countsDown: true).monospacedDigit().foregroundStyle(.orange)
///     }
///
/// `Kind` lists every view and its keys; `ViewModifiers` every modifier. Read one with
/// `DescribedActivity.parse(_:file:)`, which checks every key.
public struct ViewDescription: Hashable, Sendable {
    /// The view a node names, with what it needs.
    public indirect enum Kind: Hashable, Sendable {
        /// `{"text": "Bill is {minutes} min away"}`: `Text`. A bare string is a text too.
        case text(TextTemplate)
        /// `{"label": "{lot}", "systemImage": "car.fill"}`: `Label(_:systemImage:)`.
        case label(TextTemplate, systemImage: TextTemplate)
        /// `{"image": "car.fill"}`: `Image(systemName:)`; unknown symbols draw a fallback glyph.
        case image(systemName: TextTemplate)
        /// `{"hstack": [views], "alignment": "center", "spacing": 4}`: `HStack`.
        case hstack([ViewDescription], alignment: VerticalAlignment, spacing: Double?)
        /// `{"vstack": [views], "alignment": "leading", "spacing": 0}`: `VStack`.
        case vstack([ViewDescription], alignment: HorizontalAlignment, spacing: Double?)
        /// `{"zstack": [views], "alignment": "topLeading"}`: `ZStack`, later views on top.
        case zstack([ViewDescription], alignment: Alignment)
        /// `{"spacer": true}` or `{"spacer": {"minLength": 0}}`: `Spacer(minLength:)`.
        case spacer(minLength: Double?)
        /// `{"divider": true}`: `Divider`.
        case divider
        /// `{"progress": …}`: `ProgressView`; see `ProgressDescription`.
        case progress(ProgressDescription)
        /// `{"timer": "{meter}", "countsDown": true, "showsHours": true}`:
        /// `Text(timerInterval:countsDown:showsHours:)`, bound to an interval field.
        case timer(field: String, countsDown: Bool, showsHours: Bool)
        /// `{"date": "{eta}", "style": "time"}`: `Text(_:style:)`, bound to a date field.
        case date(field: String, style: Text.DateStyle)
        /// `{"button": "Extend", "systemImage": "plus"}`: `Button`, drawn; it runs nothing.
        case button(TextTemplate, systemImage: TextTemplate?)
        /// `{"if": "{isExpired}", "equals": true, "then": view, "else": view}`: the `then` view when
        /// the field is truthy (or, with `equals`, equal to that value), else the `else` view or
        /// nothing.
        case conditional(field: String, equals: JSONValue?, then: ViewDescription, else: ViewDescription?)
    }

    public var kind: Kind
    public var modifiers: ViewModifiers
    /// Where the node was read, such as `$.lockScreen.vstack[1]`: warnings about its bindings
    /// say where to look. Empty for a node built in code.
    public var location: String

    public init(_ kind: Kind, modifiers: ViewModifiers = ViewModifiers(), location: String = "") {
        self.kind = kind
        self.modifiers = modifiers
        self.location = location
    }

    /// How many views deep a description may nest: containers and conditions each count one.
    /// Real presentations are three to six deep. The cap keeps a generated file thousands deep
    /// from overflowing the stack while parsing, binding or laying out, and keeps every view
    /// clear of the depth at which IslandUI cuts a tree off and draws "…" (160 levels, where
    /// each level here costs a container and up to 15 modifiers: 10 levels with every modifier
    /// set would just fit, 11 would not).
    public static let maximumDepth = 8
}

/// A progress view's value: a fraction of a total, or the time through an interval.
public enum ProgressDescription: Hashable, Sendable {
    /// `{"progress": {"value": "{used}", "total": 60}}` (`"total"` defaults to 1), or
    /// `{"progress": "{fraction}"}`: `ProgressView(value:total:)`.
    case value(NumberSource, total: NumberSource, isCircular: Bool)
    /// `{"progress": {"timerInterval": "{meter}", "countsDown": false}}`:
    /// `ProgressView(timerInterval:countsDown:)`, filling as time passes at the preview's instant.
    case timerInterval(field: String, countsDown: Bool, isCircular: Bool)
}

/// A number written in the description or bound to a field.
public enum NumberSource: Hashable, Sendable {
    case constant(Double)
    case field(String)
}

/// The modifiers a node may carry, each a key beside the view's own. They apply in one fixed
/// order whatever the file's order (JSON objects have none), innermost first:
///
///     text styles (font, fontWeight, bold, italic, monospacedDigit, foregroundStyle, tint,
///     lineLimit, multilineTextAlignment, truncationMode) → padding → frame → layoutPriority,
///     opacity
///
/// so a frame's size includes the padding, as `.padding().frame(width:)` does in Swift.
public struct ViewModifiers: Hashable, Sendable {
    /// `"font": "headline"`: one of Font's presets.
    public var font: Font?
    /// `"fontWeight": "semibold"`.
    public var fontWeight: Font.Weight?
    /// `"bold": true`.
    public var bold: Bool?
    /// `"italic": true`.
    public var italic: Bool?
    /// `"monospacedDigit": true`: keeps a number's width as its digits change.
    public var monospacedDigit = false
    /// `"foregroundStyle": "orange"` or its short form `"color"`: a colour (see `tint`).
    public var foregroundStyle: Color?
    /// `"tint": "orange"`: the accent of progress views and buttons. Colours are Color's names,
    /// `"#RRGGBB"`, or `{"color": "cyan", "opacity": 0.25}`.
    public var tint: Color?
    /// `"lineLimit": 1`.
    public var lineLimit: Int?
    /// `"multilineTextAlignment": "trailing"`.
    public var multilineTextAlignment: TextAlignment?
    /// `"truncationMode": "middle"`.
    public var truncationMode: Text.TruncationMode?
    /// `"padding": 8` (every edge, in points), `true` (the default: a column each side), or
    /// `{"horizontal": 8, "top": 0, …}` with `top`, `leading`, `bottom`, `trailing`,
    /// `horizontal` and `vertical`.
    public var padding: EdgeInsets?
    /// `"frame": {"width": 40}` or `{"maxWidth": "infinity", "alignment": "leading"}`.
    public var frame: FrameDescription?
    /// `"layoutPriority": 1`: who keeps its size when a stack runs short.
    public var layoutPriority: Double?
    /// `"opacity": 0.5`.
    public var opacity: Double?

    public init() {}
}

/// A frame: fixed (`width`, `height`) or flexible (`minWidth` … `maxHeight`), never both, as
/// SwiftUI's two `frame` modifiers; lengths in points, a maximum may be `"infinity"`.
public enum FrameDescription: Hashable, Sendable {
    case fixed(width: Double?, height: Double?, alignment: Alignment)
    case flexible(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
        minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment)
}
