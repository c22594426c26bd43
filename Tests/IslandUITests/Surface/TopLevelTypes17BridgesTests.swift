import Foundation
import Observation
import Testing
import TerminalCanvas
@testable import IslandUI

/// More of iOS 17's top-level types (issue 39), written as Apple's documentation writes them:
/// visual effects and scroll transitions, a transaction's own values, the palette styles, a
/// symbol's transition, shapes filled and stroked as types, a hierarchical style, `onReceive`'s
/// view, a scroll behaviour of the app's own, `@Bindable`, Xcode's library, UIKit's bridges
/// (drawn as WidgetKit's placeholder) and App Intents' switched summaries and dependencies.
@Suite("Top-level types of iOS 17: visual effects, shape views, UIKit bridges, switched summaries")
struct TopLevelTypes17BridgesTests {
    /// The whole canvas a view draws (characters and styles).
    func canvas(_ view: some View, width: Int, height: Int? = nil) -> Canvas {
        ViewRenderer().render(view, width: width, height: height).canvas
    }

    @Test func aVisualEffectIsDrawnAsTheModifiersItNamesAtTheViewsOwnSize() {
        let label = Text("Stop 3")
        let faded = label.visualEffect { content, proxy in
            content.opacity(proxy.size.width > 0 ? 0.5 : 1)
        }
        #expect(canvas(faded, width: 8) == canvas(label.opacity(0.5), width: 8), "the closure is given the laid-out size")
        #expect(canvas(faded, width: 8) != canvas(label, width: 8))
        let moved = label.visualEffect { content, _ in content.offset(x: 16).blur(radius: 2).hueRotation(.degrees(30)) }
        #expect(canvas(moved, width: 10) == canvas(label.offset(x: 16), width: 10))
        #expect(canvas(label.visualEffect { content, _ in content }, width: 8) == canvas(label, width: 8))
    }

    @Test func aScrollTransitionIsDrawnAtRestItsPhaseIdentity() {
        let row = Text("Next stop")
        let shrinking = row.scrollTransition { content, phase in
            content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
        }
        // `opacity(1)` draws as it does on any view here (the foreground made explicit).
        #expect(canvas(shrinking, width: 10) == canvas(row.opacity(1).scaleEffect(1), width: 10))
        let sliding = row.scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
            content.offset(y: phase.value * 10)
        }
        #expect(canvas(sliding, width: 10) == canvas(row, width: 10))
        let edges = row.scrollTransition(topLeading: .interactive, bottomTrailing: .animated(.spring)) { content, phase in
            content.opacity(phase == .identity ? 0.4 : 1)
        }
        #expect(canvas(edges, width: 10) == canvas(row.opacity(0.4), width: 10), "the closure runs with .identity")
        #expect(ScrollTransitionConfiguration.identity.animation == nil && ScrollTransitionConfiguration.animated.animation == .default)
    }

    struct ChangeSource: TransactionKey { static let defaultValue = "remote" }

    @Test func aTransactionKeepsTheAppsOwnValuesByKey() {
        var transaction = Transaction(animation: .default)
        #expect(transaction[ChangeSource.self] == "remote")
        transaction[ChangeSource.self] = "tap"
        #expect(transaction[ChangeSource.self] == "tap" && transaction.animation == .default)
        #expect(Transaction()[ChangeSource.self] == "remote")
    }

    @Test func thePaletteStylesAndASymbolsTransitionDrawTheViewAsItIs() {
        let picker = Picker("Flag", selection: .constant(1)) { Text("red") }
        #expect(canvas(picker.pickerStyle(.palette), width: 6) == canvas(picker, width: 6))
        let bell = Image(systemName: "bell")
        #expect(canvas(bell.controlGroupStyle(.palette), width: 2) == canvas(bell, width: 2))
        #expect(canvas(bell.transition(.symbolEffect(.appear)), width: 2) == canvas(bell, width: 2))
        #expect(AnyTransition(SymbolEffectTransition.symbolEffect) == .opacity, "entering and leaving, Motion fades it")
        #expect(SymbolEffectTransition(effect: .disappear, options: .repeating).effect == .disappear)
    }

    @Test func shapesFilledAndStrokedAsTypesDrawOverTheirBackground() {
        let fill = FillShapeView(shape: Rectangle(), style: Color.blue, fillStyle: FillStyle(), background: EmptyView())
        #expect(canvas(fill, width: 4, height: 2) == canvas(Rectangle().fill(.blue), width: 4, height: 2))
        let outlined = StrokeShapeView(shape: Rectangle(), style: Color.white, strokeStyle: StrokeStyle(lineWidth: 1),
                                       isAntialiased: true, background: Rectangle().fill(.blue))
        let drawn = canvas(outlined, width: 5, height: 3)
        #expect(drawn.plainText == canvas(Rectangle().stroke(.white), width: 5, height: 3).plainText)
        #expect(drawn[2, 1].style.background == Color.blue.terminalColor(in: .dark), "the fill shows inside the outline")
        let border = StrokeBorderShapeView(shape: Capsule(), style: Color.green, strokeStyle: StrokeStyle(lineWidth: 2, dash: [2]),
                                           isAntialiased: false, background: EmptyView())
        #expect(canvas(border, width: 6, height: 3) == canvas(Capsule().strokeBorder(Color.green, style: StrokeStyle(lineWidth: 2, dash: [2])), width: 6, height: 3))
        #expect(border.isAntialiased == false && outlined.strokeStyle.lineWidth == 1)
    }

    @Test func aStyleDownItsHierarchyIsItsBaseLessOpaque() {
        let secondary = canvas(Text("A").foregroundStyle(Color.red.secondary), width: 1)
        #expect(secondary == canvas(Text("A").foregroundStyle(Color.red.opacity(0.6)), width: 1))
        #expect(secondary != canvas(Text("A").foregroundStyle(Color.red), width: 1))
        #expect(canvas(Text("A").foregroundStyle(Color.red.quaternary), width: 1) == canvas(Text("A").foregroundStyle(Color.red.opacity(0.18)), width: 1))
    }

    @Test func onReceiveIsASubscriptionViewThatDrawsItsContent() {
        let countdown = Text("12 min").onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in }
        #expect(canvas(countdown, width: 7) == canvas(Text("12 min"), width: 7))
        #expect(String(describing: type(of: countdown)).hasPrefix("SubscriptionView<"))
    }

    struct SnapToTen: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = (target.rect.minY / 10).rounded() * 10
            if context.colorScheme == .dark { target.anchor = .top }
        }
    }

    @Test func aScrollBehaviourOfTheAppsOwnIsItsCodeAndTheViewIsDrawnAsItIs() {
        var target = ScrollTarget(rect: CGRect(x: 0, y: 23, width: 100, height: 40))
        let context = ScrollTargetBehaviorContext(originalTarget: target, contentSize: CGSize(width: 100, height: 400),
                                                  containerSize: CGSize(width: 100, height: 40))
        SnapToTen().updateTarget(&target, context: context)
        #expect(target.rect.minY == 20 && target.anchor == .top && context.velocity == CGVector(dx: 0, dy: 0))
        var paged = ScrollTarget(rect: .zero)
        PagingScrollTargetBehavior().updateTarget(&paged, context: context)
        #expect(paged.rect == .zero)
        #expect(canvas(Text("row").scrollTargetBehavior(SnapToTen()), width: 3) == canvas(Text("row"), width: 3))
    }

    @Observable final class Order {
        var note = ""
    }

    struct NoteField: View {
        @Bindable var order: Order
        var body: some View { TextField("Note", text: $order.note) }
    }

    @Test func bindableGivesBindingsToAnObservableObjectsProperties() {
        let order = Order()
        let bindable = Bindable(order)
        bindable.note.wrappedValue = "Leave at door"
        #expect(order.note == "Leave at door")
        #expect(bindable.note.wrappedValue == "Leave at door")
        #expect(canvas(NoteField(order: order), width: 14) == canvas(TextField("Note", text: .constant("Leave at door")), width: 14))
    }

    struct StopLibrary: LibraryContentProvider {
        @LibraryContentBuilder var views: [LibraryItem] {
            LibraryItem(Text("Stop 3"), title: "Stop", category: .control)
            LibraryItem(Image(systemName: "bus"), visible: false)
        }
    }

    @Test func xcodesLibraryIsCompiledAndKept() {
        #expect(StopLibrary().views.map(\.title) == ["Stop", nil])
        #expect(StopLibrary().views.map(\.category) == [.control, .other])
        #expect(StopLibrary().modifiers(base: 0).isEmpty)
    }

    struct MapThumbnail: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { fatalError("WidgetKit never makes a widget's UIKit view") }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    final class CameraController: UIViewController {}

    struct Camera: UIViewControllerRepresentable {
        final class Coordinator {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIViewController(context: Context) -> CameraController { fatalError("never made") }
        func updateUIViewController(_ uiViewController: CameraController, context: Context) {}
    }

    @Test func aUIKitViewIsDrawnAsWidgetKitsPlaceholder() {
        let drawn = canvas(MapThumbnail().frame(width: 40, height: 48), width: 5)
        #expect(drawn.plainText == """
                 ¶
              🚫 ¶
                 ¶
            """)
        let yellow = Color.yellow.terminalColor(in: .dark)
        #expect((0..<3).allSatisfy { y in (0..<5).allSatisfy { drawn[$0, y].style.background == yellow } }, "the whole frame is yellow")
        #expect(drawn[2, 1].style.foreground == Color.red.terminalColor(in: .dark))
        #expect(canvas(Camera().frame(width: 40, height: 48), width: 5) == drawn)
        let view = UIViewController().view!
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(view.subviews.count == 1 && view.subviews[0].superview === view)
    }

    enum Unit: String, AppEnum {
        case celsius, fahrenheit, kelvin
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
        static let caseDisplayRepresentations: [Unit: DisplayRepresentation] = [.celsius: "Celsius", .fahrenheit: "Fahrenheit", .kelvin: "Kelvin"]
    }

    struct ShowTemperature: AppIntent {
        static let title: LocalizedStringResource = "Show temperature"
        @Parameter(title: "Unit", default: .celsius) var unit: Unit

        static var parameterSummary: some ParameterSummary {
            Switch(\.$unit) {
                Case(.celsius) {
                    Summary("Show in Celsius")
                }
                Case([.fahrenheit, .kelvin]) {
                    Summary("Show in \(\.$unit)")
                }
                DefaultCase {
                    Summary("Show temperature")
                }
            }
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    /// What a query of the app's own reads of the intent being configured.
    struct UnitSuggestions {
        @IntentParameterDependency<ShowTemperature>(\.$unit)
        var intent

        func suggestions(matching string: String) async throws -> [String] { [intent?.unit.rawValue ?? "none", string] }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: ShowTemperature(), phrases: ["Show the temperature in \(.applicationName)"], shortTitle: "Temperature",
                        systemImageName: "thermometer")
        }
    }

    @Test func aSwitchedSummaryCompilesAndADependencyIsUnmetWithNoIntentBeingConfigured() async throws {
        _ = ShowTemperature.parameterSummary
        #expect(Case<ShowTemperature, Unit, ShowTemperature.Summary>([.fahrenheit, .kelvin]) { ShowTemperature.Summary() }.values == [.fahrenheit, .kelvin])
        #expect(try await UnitSuggestions().suggestions(matching: "k") == ["none", "k"])
        #expect(IntentParameterDependency<ShowTemperature>(\.$unit).keyPaths.count == 1)
        #expect(Shortcuts.appShortcuts.appShortcuts.map(\.intentName) == ["ShowTemperature"])
    }

    struct CityOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Lisbon", "Porto"] }
    }

    @Test func aParametersOptionsCollectionKeepsItsProviderAndTitle() async throws {
        let collection = AppShortcutOptionsCollection(CityOptions(), title: "Cities", systemImageName: "building.2")
        #expect(collection.title.key == "Cities" && collection.systemImageName == "building.2")
        #expect(try await collection.dynamicOptionsProvider.results() == ["Lisbon", "Porto"])
        let erased: any AppShortcutOptionsCollectionProtocol = collection
        #expect(erased.systemImageName == "building.2")
    }

    typealias Case = ParameterSummaryCaseCondition
}
