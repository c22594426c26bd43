import Foundation

/// A progress view: a linear bar drawn in eighths of a cell, or with
/// `.progressViewStyle(.circular)` a ring glyph (◔◑◕●). Timer progress is evaluated at the
/// environment's date.
///
///     ProgressView("Delivery", value: 0.4)            // Delivery
///                                                     // ████▉
///     ProgressView(value: 0.64) { Text("64") }
///         .progressViewStyle(.circular)               // 64 ◕
///
/// A label goes above a linear bar, as iOS puts it, and before a ring (a terminal ring is one
/// cell, so the label cannot go inside it); `currentValueLabel` goes below the bar.
public struct ProgressView: View, PrimitiveView {
    enum Progress {
        case value(Double?, total: Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let progress: Progress
    var label: ViewList?
    var currentValueLabel: ViewList?

    /// Progress `value` out of `total` (clamped to 0…total; nil is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        progress = .value(Self.double(value), total: Double(total))
    }

    /// An indeterminate progress view.
    public init() { progress = .value(nil, total: 1) }

    /// An indeterminate progress view with a title.
    public init(_ title: String) {
        progress = .value(nil, total: 1)
        label = ViewList([AnyView(Text(title))])
    }

    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> ViewList) {
        progress = .value(nil, total: 1)
        self.label = label()
    }

    /// Progress with a title, drawn above the bar (beside a ring).
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        progress = .value(Self.double(value), total: Double(total))
        label = ViewList([AnyView(Text(title))])
    }

    /// Progress with a label, drawn above the bar (beside a ring).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> ViewList) {
        progress = .value(Self.double(value), total: Double(total))
        self.label = label()
    }

    /// Progress with a label above the bar and the current value below it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> ViewList, @ViewBuilder currentValueLabel: () -> ViewList
    ) {
        progress = .value(Self.double(value), total: Double(total))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// Timer progress with a label above the bar and the current value (often the timer's text)
    /// below it.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> ViewList, @ViewBuilder currentValueLabel: () -> ViewList = { ViewBuilder.buildBlock() }
    ) {
        progress = .timer(timerInterval, countsDown: countsDown)
        self.label = label()
        let current = currentValueLabel()
        self.currentValueLabel = current.views.isEmpty ? nil : current
    }

    /// Progress through a time interval, filling (or emptying, counting down) as time passes.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        progress = .timer(timerInterval, countsDown: countsDown)
    }

    /// A progress view drawn from a style's configuration (inside a custom style's `makeBody`):
    /// the built-in bar or ring of the style outside the custom one.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        progress = .value(configuration.fractionCompleted, total: 1)
        label = configuration.label.map { ViewList([$0]) }
        currentValueLabel = configuration.currentValueLabel.map { ViewList([$0]) }
    }

    private static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }

    /// The fraction shown at `date`, 0…1, or nil when indeterminate.
    func fraction(at date: Date) -> Double? {
        switch progress {
        case .value(let value, let total):
            guard let value, total > 0, value.isFinite, total.isFinite else { return nil }
            return (value / total).clamped
        case .timer(let interval, let countsDown):
            return interval.progressFraction(at: date, countsDown: countsDown)
        }
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        let fraction = fraction(at: environment.date)
        let isTimer: Bool
        if case .timer = progress { isTimer = true } else { isTimer = false }
        // A custom style draws it, once: its own `ProgressView(configuration)` is the built-in one.
        if let custom = environment.customProgressViewStyle {
            // The style's body is made from the fraction: a tree to resolve again at a new date.
            if isTimer { ResolutionClock.current?.noteDateRead() }
            var inner = context.deeper()
            inner.environment.customProgressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { AnyView($0) }, currentValueLabel: currentValueLabel.map { AnyView($0) })
            let body = EnvironmentValues.$current.withValue(inner.environment) { custom.makeBody(configuration) }
            return body.makeNode(in: inner)
        }
        let bar = ProgressBar(fraction: fraction, fractionAt: isTimer ? { [self] date in self.fraction(at: date) } : nil)
        // `labelsHidden()`: the bar or ring alone.
        let label = environment.areLabelsHidden ? nil : self.label
        let currentValueLabel = environment.areLabelsHidden ? nil : self.currentValueLabel
        guard label != nil || currentValueLabel != nil else { return bar.makeNode(in: context) }
        let node = environment.progressViewStyle == .circular
            ? HStack(spacing: 4) {
                if let label { label }
                bar
            }.makeNode(in: context)
            : VStack(alignment: .leading, spacing: 0) {
                if let label { label }
                bar.frame(maxWidth: .infinity)
                if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
            }.makeNode(in: context)
        // VoiceOver reads a progress view with its label as one element: the label, then the value.
        node.accessibility.children = .combine
        return node
    }
}

/// The bar or ring itself, without labels.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double?
    /// The fraction at a date, for a timer's bar (which a later frame brings on).
    var fractionAt: ((Date) -> Double?)? = nil

    func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        let spec = ProgressSpec(
            fraction: fraction, style: environment.progressViewStyle,
            tint: environment.tint ?? environment.foregroundColor ?? .accentColor,
            trackColor: Color.secondary.opacity(0.35), scheme: environment.colorScheme)
        let node = ViewNode(.progress(spec), identity: context.identity)
        if let fractionAt, let clock = ResolutionClock.current {
            clock.note(node) { date in
                var now = spec
                now.fraction = fractionAt(date)
                return .progress(now)
            }
        }
        // A bar takes what is left, as SwiftUI's does: the text beside it keeps its width first.
        if spec.style == .linear { node.layoutPriority = -1 }
        return node
    }
}

/// What a progress view style is given to draw, as in SwiftUI.
public struct ProgressViewStyleConfiguration {
    /// 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    public let label: AnyView?
    public let currentValueLabel: AnyView?
}

/// How progress views are drawn, as in SwiftUI: `.linear`, `.circular`, `.automatic`, or a
/// style of your own whose `makeBody` draws from the configuration.
///
///     struct ThickBar: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             ProgressView(configuration).tint(.orange)
///         }
///     }
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A bar, filled in eighths of a cell.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A ring glyph: ○ ◔ ◑ ◕ ● by quarters.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// The platform's default: linear.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A custom progress view style, its type erased, for the environment.
package struct AnyProgressViewStyle: @unchecked Sendable {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
}

extension View {
    /// The style of progress views in this view: a built-in one or a style of your own.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedView {
        switch style {
        case is CircularProgressViewStyle:
            return modifyingEnvironment { $0.progressViewStyle = .circular; $0.customProgressViewStyle = nil }
        case is LinearProgressViewStyle, is DefaultProgressViewStyle:
            return modifyingEnvironment { $0.progressViewStyle = .linear; $0.customProgressViewStyle = nil }
        default:
            let erased = AnyProgressViewStyle { AnyView(style.makeBody(configuration: $0)) }
            return modifyingEnvironment { $0.customProgressViewStyle = erased }
        }
    }
}
