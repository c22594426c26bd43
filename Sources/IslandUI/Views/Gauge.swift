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

/// How a gauge draws, as SwiftUI's gauge styles.
public protocol GaugeStyle {}
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: Self { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { .init() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { .init() } }

/// A gauge's shape.
package enum GaugeStyleKind: Hashable, Sendable { case linear, circular }

extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind { gaugeKind }
}

extension View {
    /// The style of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedView {
        let circular = style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle
        return modifyingEnvironment { $0.gaugeKind = circular ? .circular : .linear }
    }
}
