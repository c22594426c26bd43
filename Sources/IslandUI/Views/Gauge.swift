/// A value in a range, as SwiftUI's `Gauge`: with `.accessoryCircular` and
/// `.accessoryCircularCapacity` a ring glyph (◔◑◕●) after its current value; with the linear
/// styles (the default) a bar under its label, as `ProgressView` draws them.
///
///     Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70%") }
///         .gaugeStyle(.accessoryCircularCapacity)            // 70% ◕
public struct Gauge: View {
    let fraction: Double
    let label: ViewList
    let currentValueLabel: ViewList
    @Environment(\.gaugeStyleKind) private var style
    @Environment(\.customGaugeStyleForBody) private var customStyle

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> ViewList,
                                        @ViewBuilder currentValueLabel: () -> ViewList = { ViewBuilder.buildBlock() },
                                        @ViewBuilder minimumValueLabel: () -> ViewList = { ViewBuilder.buildBlock() },
                                        @ViewBuilder maximumValueLabel: () -> ViewList = { ViewBuilder.buildBlock() }) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? (Double(value - bounds.lowerBound) / span).clamped : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        if let customStyle {
            customStyle.makeBody(GaugeStyleConfiguration(
                value: fraction, label: .init(content: label),
                currentValueLabel: currentValueLabel.views.isEmpty ? nil : .init(content: currentValueLabel)))
                .modifyingEnvironment { $0.customGaugeStyle = nil }
        } else {
            builtIn
        }
    }

    @ViewBuilder var builtIn: some View {
        switch style {
        case .circular:
            ProgressView(value: fraction) {
                if currentValueLabel.views.isEmpty { label } else { currentValueLabel }
            }
            .progressViewStyle(.circular)
        case .linear:
            ProgressView(value: fraction) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    currentValueLabel
                }
            }
        }
    }
}

/// How a gauge draws, as SwiftUI's `GaugeStyle`: the built-in styles (a ring glyph or a bar), or
/// a style of your own whose `makeBody` draws from the configuration.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given: the gauge's value, 0…1 through its range, and its labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View { let content: ViewList; public var body: some View { content } }
    /// The label that shows the current value.
    public struct CurrentValueLabel: View { let content: ViewList; public var body: some View { content } }
    /// The label at the range's start.
    public struct MinimumValueLabel: View { let content: ViewList; public var body: some View { content } }
    /// The label at the range's end.
    public struct MaximumValueLabel: View { let content: ViewList; public var body: some View { content } }
    /// A label of a marked value.
    public struct MarkedValueLabel: View { let content: ViewList; public var body: some View { content } }

    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// A built-in gauge style, drawn by the gauge itself.
package protocol BuiltInGaugeStyle: GaugeStyle {}

extension BuiltInGaugeStyle {
    /// The gauge as the style draws it, from the configuration.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        Gauge(value: configuration.value) { configuration.label } currentValueLabel: {
            if let label = configuration.currentValueLabel { label }
        }
        .gaugeStyle(self)
    }
}

public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle { public init() {} }
public struct DefaultGaugeStyle: BuiltInGaugeStyle { public init() {} }

extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: Self { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { .init() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { .init() } }

/// A gauge style of the app's own, its type erased, for the environment.
package struct AnyGaugeStyle: @unchecked Sendable {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
}

/// A gauge's shape.
package enum GaugeStyleKind: Hashable, Sendable { case linear, circular }

extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind { gaugeKind }
    var customGaugeStyleForBody: AnyGaugeStyle? { customGaugeStyle }
}

extension View {
    /// The style of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedView {
        guard style is any BuiltInGaugeStyle else {
            let erased = AnyGaugeStyle { AnyView(style.makeBody(configuration: $0)) }
            return modifyingEnvironment { $0.customGaugeStyle = erased }
        }
        let circular = style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle
        return modifyingEnvironment {
            $0.gaugeKind = circular ? .circular : .linear
            $0.customGaugeStyle = nil
        }
    }
}
