import Foundation

/// A progress view: a linear bar drawn in eighths of a cell, or with
/// `.progressViewStyle(.circular)` a ring glyph. Timer progress is evaluated at the
/// environment's date.
public struct ProgressView: View, PrimitiveView {
    enum Progress {
        case value(Double?, total: Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let progress: Progress
    /// The style set on this view; nil takes the environment's (`progressViewStyle` on a parent).
    var style: ProgressSpec.Style?

    /// Progress `value` out of `total` (clamped to 0…total; nil is indeterminate).
    public init(value: Double?, total: Double = 1) {
        progress = .value(value, total: total)
    }

    /// An indeterminate progress view.
    public init() { progress = .value(nil, total: 1) }

    /// Progress with a title (a terminal bar has no room for it: the title is not drawn).
    public init(_ title: String, value: Double?, total: Double = 1) {
        progress = .value(value, total: total)
    }

    /// Timer progress with labels (not drawn: the bar is the label).
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> ViewList, @ViewBuilder currentValueLabel: () -> ViewList = { ViewBuilder.buildBlock() }
    ) {
        progress = .timer(timerInterval, countsDown: countsDown)
    }

    /// Progress through a time interval, filling (or emptying, counting down) as time passes.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        progress = .timer(timerInterval, countsDown: countsDown)
    }

    /// `.linear` or `.circular`.
    public func progressViewStyle(_ style: ProgressViewStyle) -> ProgressView {
        var copy = self
        copy.style = style == .circular ? .circular : .linear
        return copy
    }

    /// The fraction shown at `date`, 0…1, or nil when indeterminate.
    func fraction(at date: Date) -> Double? {
        switch progress {
        case .value(let value, let total):
            guard let value, total > 0, value.isFinite, total.isFinite else { return nil }
            return (value / total).clamped
        case .timer(let interval, let countsDown):
            let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
            let elapsed = length > 0 ? (date.timeIntervalSince(interval.lowerBound) / length).clamped : 1
            return countsDown ? 1 - elapsed : elapsed
        }
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        let spec = ProgressSpec(
            fraction: fraction(at: environment.date), style: style ?? environment.progressViewStyle,
            tint: environment.tint ?? environment.foregroundColor ?? .accentColor,
            trackColor: Color.secondary.opacity(0.35), scheme: environment.colorScheme)
        return ViewNode(.progress(spec), identity: context.identity)
    }
}

/// How a progress view is drawn.
public enum ProgressViewStyle: Sendable {
    case linear, circular
    /// The platform default: linear.
    case automatic
}

extension View {
    /// The style of progress views in this view.
    public func progressViewStyle(_ style: ProgressViewStyle) -> ModifiedView {
        modifyingEnvironment { $0.progressViewStyle = style == .circular ? .circular : .linear }
    }
}
