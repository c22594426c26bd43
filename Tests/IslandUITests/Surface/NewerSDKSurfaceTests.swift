import Foundation
import Observation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The names the iOS 17.4 SDK's inventory added that widget code meets (issue 39), family by
/// family: each compiles with Apple's signature and draws what the view draws without it, or
/// what the nearest terminal drawing is.
@Suite("The iOS 17 surface")
struct NewerSDKSurfaceTests {
    static let card = VStack(alignment: .leading, spacing: 0) { Text("Gate B12"); Text("Boarding") }

    @Test func scrollTargetsAndInteractionBehavioursDrawTheViewAsItIs() {
        let plain = render(Self.card, width: 10)
        #expect(plain == """
             Gate B12 ¶
             Boarding ¶
            """)
        var position: Int? = nil
        let binding = Binding(get: { position }, set: { position = $0 })
        let scrolled = Self.card.scrollTargetBehavior(.paging).scrollTargetLayout().scrollPosition(id: binding)
            .scrollClipDisabled().scrollIndicatorsFlash(onAppear: true).defaultScrollAnchor(.bottom)
        #expect(render(scrolled, width: 10) == plain)
        let interacted = Self.card.focusable().focusEffectDisabled().hoverEffectDisabled().defaultHoverEffect(nil)
            .badgeProminence(.increased).buttonRepeatBehavior(.enabled).selectionDisabled().toolbarTitleDisplayMode(.inline)
            .dialogIcon(nil).dialogSuppressionToggle("Never ask", isSuppressed: .constant(false)).typeSelectEquivalent("gate")
            .searchDictationBehavior(.inline(activation: .onLook)).searchPresentationToolbarBehavior(.avoidHidingContent)
            .springLoadingBehavior(.disabled).paletteSelectionEffect(.symbolVariant(.fill))
            .inspector(isPresented: .constant(true)) { Text("Inspector") }.inspectorColumnWidth(min: 100, ideal: 200)
            .tableColumnHeaders(.hidden).listRowSpacing(4).listSectionSpacing(.compact)
            .sensoryFeedback(.impact(weight: .heavy), trigger: 1).typesettingLanguage(.automatic)
            .allowedDynamicRange(.high).geometryGroup().widgetCurvesContent().layoutDirectionBehavior(.mirrors)
        #expect(render(interacted, width: 10) == plain)
        let dialogs = Self.card.fileDialogMessage("Pick one").fileDialogConfirmationLabel("Open").fileDialogCustomizationID("x")
            .fileDialogDefaultDirectory(nil).fileDialogImportsUnresolvedAliases(true).fileDialogBrowserOptions(.includeHiddenFiles)
            .fileExporterFilenameLabel("Name").navigationDocument(URL(fileURLWithPath: "/tmp/a"))
            .accessibilityDirectTouch(options: .silentOnTouch).accessibilityZoomAction { _ in }
        #expect(render(dialogs, width: 10) == plain)
    }

    @Test func safeAreaPaddingPadsAsPaddingDoes() {
        let padded = Text("Hi").safeAreaPadding(.horizontal, 16)
        #expect(render(padded, width: 6) == "  Hi  ¶")
        #expect(render(Text("Hi").safeAreaPadding(8), width: 6) == render(Text("Hi").padding(8), width: 6))
    }

    @Test func aShaderIsItsFunctionAndArgumentsAndItsEffectsDrawTheView() {
        let shader = ShaderLibrary.wave(.float(2), .color(.red), .boundingRect)
        #expect(shader.function.name == "wave" && shader.arguments.count == 3)
        let waved = Text("Hi").colorEffect(shader).distortionEffect(shader, maxSampleOffset: .zero)
            .layerEffect(ShaderLibrary.default.blur(), maxSampleOffset: CGSize(width: 2, height: 2))
        #expect(render(waved, width: 2) == "Hi")
    }

    @Test func aColorResolvesToTheComponentsTheTerminalIsGiven() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let resolved = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: environment)
        #expect(resolved.red == 1 && abs(resolved.green - 128 / 255) < 0.001 && resolved.blue == 0 && resolved.opacity == 0.5)
        #expect(Color.clear.resolve(in: environment).opacity == 0)
        #expect(Color.primary.resolve(in: environment).red == 1)
        #expect(Color(resolved).resolve(in: environment) == resolved)
        #expect(Color.Resolved(red: 0.5, green: 0.5, blue: 0.5).linearRed < 0.22)
    }

    @Test func buttonsWithAnAssetImageOrASymbolAndARoleDrawTheirLabel() {
        let symbol = Button("Call", systemImage: "phone.fill", role: .destructive) {}
        #expect(render(symbol, width: 12) == render(Button("Call", systemImage: "phone.fill") {}, width: 12))
        let asset = Button("Map", image: ImageResource(name: "map")) {}
        #expect(render(asset, width: 12) == render(Button(action: {}) { Label("Map", image: "map") }, width: 12))
        #expect(render(Button("Map", image: ImageResource(name: "map"), role: .cancel) {}, width: 12) == render(asset, width: 12))
    }

    @Test func theNewEnvironmentValuesAreAPhonesOutOfTheBox() {
        var environment = EnvironmentValues()
        #expect(!environment.accessibilityDimFlashingLights && environment.accessibilityPlayAnimatedImages)
        #expect(environment.allowedDynamicRange == nil && environment.backgroundProminence == .standard)
        #expect(environment.isFocusEffectEnabled && environment.isHoverEffectEnabled && !environment.isSceneCaptured)
        #expect(environment.sidebarRowSize == .medium)
        environment.sidebarRowSize = .large
        #expect(environment.sidebarRowSize == .large)
        environment.dismissWindow()
    }

    @Test func anObservableObjectIsReadBackFromTheEnvironment() {
        var environment = EnvironmentValues()
        let model = Scoreboard()
        #expect(environment[objectType: Scoreboard.self] == nil)
        environment[objectType: Scoreboard.self] = model
        #expect(environment[objectType: Scoreboard.self] === model)
        _ = Text("1").environment(model)
    }

    @Test func anIntentDescriptionNamesItsResult() {
        let description = IntentDescription("Adds a goal", resultValueName: "Goal")
        #expect(description.resultValueName?.text == "Goal" && description.text == "Adds a goal")
    }

    @Test func shapesAreFixedInEitherLayoutDirection() {
        #expect(Circle().layoutDirectionBehavior == .fixed && RoundedRectangle(cornerRadius: 2).layoutDirectionBehavior == .fixed)
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
        #expect(render(Text("Hi").typesettingLanguage(Locale.Language(identifier: "ja")), width: 2) == "Hi")
    }
}

@Observable
private final class Scoreboard {
    var home = 0
}
