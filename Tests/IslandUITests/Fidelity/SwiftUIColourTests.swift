import Foundation
import Motion
import Testing
import TerminalCanvas
@testable import IslandUI

/// What the text grids of `SwiftUIAPITests` cannot show: colours cell by cell, and what the
/// frame's regions carry (links, accessibility, controls and their intents).
@Suite("SwiftUI's API: colours and regions")
struct SwiftUIColourTests {
    func frame<V: View>(_ view: V, width: Int) -> RenderedFrame { ViewRenderer().render(view, width: width) }
    func rgb(_ color: Color, _ scheme: ColorScheme = .dark) -> TerminalColor? { color.terminalColor(in: scheme) }

    @Test func aGradientGivesEachCellItsColour() {
        let canvas = frame(apiCase("linearGradient"), width: 8).canvas
        #expect(canvas[0, 0].style.background == rgb(.red))
        #expect(canvas[7, 0].style.background == rgb(.blue))
        let middle = canvas[4, 0].style.background
        #expect(middle != rgb(.red) && middle != rgb(.blue))
        // Text in a gradient: its letters take the colours along it.
        let text = frame(Text("ABCDEF").foregroundStyle(LinearGradient(colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing)), width: 6).canvas
        #expect(text[0, 0].style.foreground == rgb(.green))
        #expect(text[5, 0].style.foreground == rgb(.yellow))
    }

    @Test func radialAndAngularGradientsChangeAcrossTheArea() {
        let radial = frame(apiCase("radialGradient"), width: 6).canvas
        #expect(radial[0, 0].style.background != radial[2, 1].style.background)
        let angular = frame(apiCase("angularGradient"), width: 6).canvas
        #expect(angular[5, 0].style.background != angular[0, 1].style.background)
        let tinted = frame(apiCase("colorGradient"), width: 6).canvas
        #expect(tinted[1, 0].style.foreground != .default)
    }

    @Test func aShapeStyleBehindAViewFillsItsCells() {
        let capsule = frame(apiCase("backgroundIn"), width: 8).canvas
        let green = TerminalColor.rgb(48, 209, 88).blended(with: .black, fraction: 0.8)
        #expect(capsule[0, 0].style.background == green)
        #expect(capsule[7, 0].style.background == green)
        let material = frame(apiCase("backgroundMaterial"), width: 8).canvas
        #expect(material[1, 0].style.background == TerminalColor.rgb(44, 44, 48).blended(with: .black, fraction: 0.65))
    }

    @Test func uiKitAndSemanticColoursHaveTheirSchemesValues() {
        #expect(rgb(Color(uiColor: .systemBackground)) == .rgb(0, 0, 0))
        #expect(rgb(Color(uiColor: .systemBackground), .light) == .rgb(255, 255, 255))
        #expect(rgb(Color(.secondarySystemBackground)) == .rgb(28, 28, 30))
        #expect(Color(uiColor: .secondaryLabel).opacityValue == 0.6)
        #expect(rgb(Color(white: 0.5)) == .rgb(128, 128, 128))
        #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1)) == .rgb(255, 0, 0))
        Color.registerAsset("GameBackground", Color(red: 0.2, green: 0.1, blue: 0.4))
        #expect(Color("GameBackground") == Color(red: 0.2, green: 0.1, blue: 0.4))
        #expect(Color("Unregistered") == .accentColor)
    }

    @Test func hierarchicalStylesFadeTheText() {
        let tertiary = frame(Text("x").foregroundStyle(.tertiary).background(Color.black), width: 1).canvas
        let secondary = frame(Text("x").foregroundStyle(.secondary).background(Color.black), width: 1).canvas
        #expect(tertiary[0, 0].style.foreground != secondary[0, 0].style.foreground)
        #expect(tertiary[0, 0].style.foreground != .default)
    }

    @Test func aGeometryReadersContentReadsItsSize() {
        let canvas = frame(apiCase("GeometryReader"), width: 10).canvas
        #expect(canvas[2, 0].style.foreground == rgb(.green))
        #expect(canvas[3, 0].style.foreground == rgb(.gray))
    }

    @Test func clippedContentStaysInItsCells() {
        let canvas = frame(HStack(spacing: 0) { Color.red.frame(width: 16, height: 16).offset(x: 16).clipped(); Text("ab") }, width: 4).canvas
        // The red square moved one cell right, but it is clipped to its own two columns.
        #expect(canvas[2, 0].style.background != rgb(.red))
    }

    @Test func buttonStylesDrawTheirCapsulesOrNone() {
        let plain = frame(Button("Skip") {}.buttonStyle(.plain).background(Color.black), width: 6).canvas
        #expect(plain[1, 0].style.background == .rgb(0, 0, 0))
        let prominent = frame(Button("Go") {}.buttonStyle(.borderedProminent).tint(.green), width: 4).canvas
        #expect(prominent[0, 0].style.background == rgb(.green))
        #expect(prominent[1, 0].style.foreground == rgb(.white))
        // A custom style draws its own body and stays one tappable control.
        let pill = frame(apiCase("customButtonStyle"), width: 10)
        #expect(pill.regions.contains { $0.action == .button("Call") })
        #expect(pill.canvas[4, 0].style.background == rgb(.orange))
    }

    @Test func aLinkCarriesItsURL() {
        let link = frame(apiCase("Link"), width: 12)
        #expect(link.region(at: Point(x: 4, y: 0))?.action == .openURL("maps://route"))
        #expect(link.canvas[4, 0].style.foreground == rgb(.accentColor))
    }

    @Test func accessibilityLabelsAreCombinedOrHidden() {
        let combined = frame(apiCase("accessibilityElement"), width: 10)
        #expect(combined.regions.compactMap(\.accessibilityLabel) == ["72, bpm"])
        let hidden = frame(HStack { Image(systemName: "heart.fill").accessibilityLabel("Heart").accessibilityHidden(true); Text("72") }, width: 10)
        #expect(hidden.regions.compactMap(\.accessibilityLabel).isEmpty)
    }

    /// A contained element keeps its children's own labels on their regions (a snapshot's
    /// legend and a tap by label find them); an ignoring one takes them away. Pinned for the
    /// mutation run, whose mutant swapped the two.
    @Test func containKeepsTheChildrensLabelsAndIgnoreTakesThem() {
        let row = HStack { Text("3").accessibilityLabel("three"); Text("min") }
        #expect(frame(row.accessibilityElement(children: .contain), width: 10).regions.compactMap(\.accessibilityLabel) == ["three"])
        #expect(frame(row.accessibilityElement(children: .ignore), width: 10).regions.compactMap(\.accessibilityLabel).isEmpty)
    }

    func apiCase(_ name: String) -> AnyView { apiCases.first { $0.name == name }!.view() }
}

/// Controls with App Intents, as regions carry them.
@Suite("Controls with App Intents")
struct ControlIntentTests {
    struct Pause: AppIntent {
        static let title: LocalizedStringResource = "Pause timer"
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Mute: SetValueIntent {
        static let title: LocalizedStringResource = "Mute"
        @Parameter(title: "Muted") var value: Bool
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func aButtonsRegionIsNamedByItsLabelAndCarriesItsIntent() {
        let frame = ViewRenderer().render(Button(intent: Pause()) { Label("Pause", systemImage: "pause.fill") }, width: 12)
        let control = frame.regions.first { $0.kind == .control }
        #expect(control?.action == .button("Pause"))
        #expect(control?.intent?.name == "Pause")
        #expect(control?.intent?.title == "Pause timer")
    }

    @Test func aControlWithOnlyAnImageIsNamedByItsAccessibilityLabelOrIntent() {
        let labelled = ViewRenderer().render(Button(intent: Pause()) { Image(systemName: "pause.fill") }.accessibilityLabel("Hold"), width: 6)
        #expect(labelled.regions.contains { $0.action == .button("Hold") })
        let bare = ViewRenderer().render(Button(intent: Pause()) { Image(systemName: "pause.fill") }, width: 6)
        #expect(bare.regions.contains { $0.action == .button("Pause timer") })
    }

    @Test func aTogglesRegionSaysWhetherItIsOn() {
        let frame = ViewRenderer().render(Toggle(isOn: true, intent: Mute()) { Text("Mute") }, width: 12)
        #expect(frame.regions.contains { $0.action == .toggle("Mute", isOn: true) && $0.intent?.name == "Mute" })
        #expect(frame.canvas.plainText == "  Mute  ━●  ¶")
    }
}

/// SwiftUI's text interpolations, which need `LocalizedStringKey`.
@Suite("Text interpolations")
struct TextInterpolationTests {
    @Test func specifiersImagesDatesAndTimersInterpolate() {
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 600)
        let speed = 12.345
        #expect(render(Text("\(speed, specifier: "%.1f") km/h"), width: 9) == "12.3 km/h")
        #expect(render(Text("\(Image(systemName: "car.fill")) 5 min"), width: 8) == "🚗 5 min")
        let timer = Text("Left: \(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 900))")
        #expect(render(timer, width: 10, environment: environment) == "Left: 5:00")
        #expect(render(Text("At \(Date(timeIntervalSince1970: 3600), style: .time)"), width: 10) == "At 1:00 AM")
        // A plain string still takes the plain initializer.
        #expect(render(Text("plain \(3)"), width: 7) == "plain 3")
    }
}
