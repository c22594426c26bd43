import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Styles of the app's own for labels, toggles, gauges and buttons (issue 39): each style
/// protocol's `Configuration` compiles with Apple's names, and a custom style draws what its
/// `makeBody` draws from it; the built-in styles draw as before.
@Suite("Style protocols and their configurations")
struct StyleConfigurationTests {
    /// A label style that puts the icon after the title, written as Apple's documentation does.
    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                configuration.title
                configuration.icon
            }
        }
    }

    /// A style that falls back to the label as it would be drawn without it.
    struct PlainLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(.leading, 8)
        }
    }

    /// The names of the tappable controls drawn, as a scenario's `tap` finds them.
    static func buttonNames<Content: View>(_ view: Content, width: Int) -> [String] {
        ViewRenderer().render(view, width: width).regions.compactMap { region in
            if case .button(let name) = region.action { return name }
            return nil
        }
    }

    @Test func aCustomLabelStyleDrawsFromTheConfiguration() {
        let label = Label("Arriving", systemImage: "car.fill")
        #expect(render(label, width: 12) == " 🚗 Arriving")
        #expect(render(label.labelStyle(TrailingIconLabelStyle()), width: 12) == " Arriving 🚗")
        #expect(render(label.labelStyle(PlainLabelStyle()), width: 12) == " 🚗 Arriving")
        #expect(render(label.labelStyle(.titleOnly), width: 12) == "  Arriving  ¶")
        #expect(render(label.labelStyle(.iconOnly), width: 4) == " 🚗 ¶")
    }

    /// A checkbox, as Apple's `ToggleStyle` documentation writes one.
    struct CheckboxToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    @Test func aCustomToggleStyleDrawsFromTheConfigurationAndStaysOneControl() {
        let on = Toggle("Alerts", isOn: true).toggleStyle(CheckboxToggleStyle())
        let off = Toggle("Alerts", isOn: false).toggleStyle(CheckboxToggleStyle())
        #expect(render(on, width: 14) == "   ✅ Alerts  ¶")
        #expect(render(off, width: 14) == "   ⬜ Alerts  ¶")
        #expect(render(Toggle("Alerts", isOn: true).toggleStyle(.switch), width: 10) == render(Toggle("Alerts", isOn: true), width: 10))
        #expect(Self.buttonNames(on, width: 14) == ["Alerts"])
    }

    /// A gauge style of the app's own: the value as a percentage.
    struct PercentGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
            }
        }
    }

    @Test func aCustomGaugeStyleDrawsFromTheValueThroughItsRange() {
        let gauge = Gauge(value: 30, in: 0...40) { Text("Fuel") }.gaugeStyle(PercentGaugeStyle())
        #expect(render(gauge, width: 9) == " Fuel 75%")
    }

    /// A primitive style: the label, in brackets; the tap is the system's.
    struct BracketButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("‹")
                configuration.label
                Text("›")
            }
            .onTapGesture { configuration.trigger() }
        }
    }

    @Test func aPrimitiveButtonStyleDrawsTheButton() {
        let button = Button("Pause") {}.buttonStyle(BracketButtonStyle())
        #expect(render(button, width: 12) == "   ‹Pause›  ¶")
        #expect(Self.buttonNames(button, width: 12) == ["‹ Pause ›"])
    }
}
