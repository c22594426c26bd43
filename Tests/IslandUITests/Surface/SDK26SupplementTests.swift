import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

// The iOS 18 to 27 names the grown documentation supplement added (issue 39): tabs, scroll
// observation, mesh gradients, colour mixing, sections, navigation transitions and presentation
// sizing, iOS 26's toolbar and scroll-edge modifiers, and App Intents' new entity and intent
// kinds. Each compiles with Apple's documented call; what draws is compared with the view it
// draws as, canvas against canvas.

private struct Inbox: View {
    var body: some View {
        TabView {
            Tab("Received", systemImage: "tray.and.arrow.down.fill") { Text("3 new") }
                .badge(2)
            Tab("Sent", systemImage: "tray.and.arrow.up.fill") { Text("sent") }
            TabSection("Folders") {
                Tab("Archive", systemImage: "archivebox") { Text("archive") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewSidebarHeader { Text("Mail") }
    }
}

/// What the iOS 26 environment values read where they are drawn.
private struct Sizing: View {
    @Environment(\.buttonSizing) var sizing
    @Environment(\.labelReservedIconWidth) var iconWidth
    @Environment(\.textSelectionAffinity) var affinity
    @Environment(\.isTabBarShowingSections) var showingSections
    var body: some View {
        Text("\(sizing == .flexible ? "flexible" : "automatic") \(iconWidth.map { "\(Int($0))" } ?? "-") "
             + "\(affinity == .automatic ? "auto" : "?") \(showingSections)")
    }
}

private struct Settings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { Settings() }
    var id: String { "settings" }
    var displayRepresentation: DisplayRepresentation { "Settings" }
}

private struct OpenSettings: TargetContentProvidingIntent, SnippetIntent {
    static let title: LocalizedStringResource = "Open Settings"
    static let supportedModes: IntentModes = .foreground(.dynamic)
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

@Suite("The iOS 18 to 27 supplement's surface")
struct SDK26SupplementTests {
    func canvas<V: View>(_ view: V, width: Int) -> Canvas { ViewRenderer().render(view, width: width).canvas }

    @Test func aTabViewOfTabsDrawsItsFirstTab() {
        #expect(canvas(Inbox(), width: 8) == canvas(Text("3 new"), width: 8))
        #expect(canvas(Inbox(), width: 8).plainText == "  3 new ¶")
        // A view that begins with a section draws the section's first tab.
        let sectioned = TabView {
            TabSection(content: {
                Tab(value: 1) { Text("one") } label: { Text("One") }
                Tab(value: 2) { Text("two") }
            }, header: { Text("Numbers") })
        }
        #expect(canvas(sectioned, width: 5) == canvas(Text("one"), width: 5))
        #expect(canvas(AnyTabContent(Tab(content: { Text("any") })), width: 5) == canvas(Text("any"), width: 5))
    }

    @Test func scrollObserversDrawTheScrollViewAsItIsAndNeverRun() {
        nonisolated(unsafe) var ran = false
        let observed = ScrollView { Text("Row 1"); Text("Row 2") }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in ran = true }
            .onScrollPhaseChange { _, _ in ran = true }
            .onScrollVisibilityChange(threshold: 0.2) { _ in ran = true }
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in ran = true }
        #expect(canvas(observed, width: 6) == canvas(ScrollView { Text("Row 1"); Text("Row 2") }, width: 6))
        #expect(!ran)
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    }

    @Test func aScrollPositionAndGeometryHoldWhatTheyAreGiven() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.viewID == nil && position.edge == nil && position.point == nil)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.viewID(type: String.self) == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        position.scrollTo(x: 0, y: 40)
        #expect(position.point == CGPoint(x: 0, y: 40))
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 30), contentSize: CGSize(width: 100, height: 400),
                                      contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0),
                                      containerSize: CGSize(width: 100, height: 200))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 30, width: 100, height: 200))
        #expect(geometry.bounds == CGRect(x: 0, y: 40, width: 100, height: 185))
    }

    @Test func aMeshGradientBlendsItsVerticesAcrossTheGrid() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let green = Color(red: 0, green: 1, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red, blue, green, white])
        let drawn = canvas(mesh.frame(width: 24, height: 48), width: 3)
        // The corners are the vertices' colours; the middle of the top edge their blend.
        #expect(drawn[0, 0].style.background == .rgb(255, 0, 0))
        #expect(drawn[2, 0].style.background == .rgb(0, 0, 255))
        #expect(drawn[0, 2].style.background == .rgb(0, 255, 0))
        #expect(drawn[2, 2].style.background == .rgb(255, 255, 255))
        #expect(drawn[1, 0].style.background == canvas(Rectangle().fill(red.mix(with: blue, by: 0.5)).frame(width: 8, height: 16), width: 1)[0, 0].style.background)
        // A mesh whose rows are alike is the vertical gradient between them.
        let rows = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red, red, blue, blue])
        #expect(canvas(rows.frame(width: 24, height: 48), width: 3)
                == canvas(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom).frame(width: 24, height: 48), width: 3))
        // Too few colours leave the rest of the mesh its background.
        let short = MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [red], background: blue)
        #expect(canvas(short.frame(width: 16, height: 16), width: 2)[1, 0].style.background == .rgb(0, 0, 255))
    }

    @Test func mixingAColourBlendsItsComponents() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func cell(_ color: Color) -> Canvas { canvas(Rectangle().fill(color).frame(width: 8, height: 16), width: 1) }
        #expect(cell(red.mix(with: blue, by: 0)) == cell(red))
        #expect(cell(red.mix(with: blue, by: 1)) == cell(blue))
        #expect(cell(red.mix(with: blue, by: 0.5, in: .device)) == cell(red.mixed(with: blue, fraction: 0.5)))
        #expect(cell(red.mix(with: blue, by: 0.5)) != cell(red))
        // HDR headroom is kept on the resolved value; the colour draws at standard range.
        #expect(cell(red.headroom(4)) == cell(red))
        let hdr = Color.ResolvedHDR(red.resolve(in: EnvironmentValues()), headroom: 2)
        #expect(hdr.headroom == 2 && hdr.red == 1 && hdr.green == 0)
        #expect(red.resolveHDR(in: EnvironmentValues()).headroom == nil)
    }

    @Test func sectionsOfAViewDrawEveryRowUnderItsHeader() {
        let content = Group {
            Section("Today") { Text("Gate B12") }
            Text("loose")
        }
        let arranged = VStack(alignment: .leading, spacing: 0) {
            ForEach(sections: content) { section in section.content }
        }
        let grouped = Group(sections: content) { sections in
            VStack(alignment: .leading, spacing: 0) { ForEach(sections) { section in section.content } }
        }
        let plain = VStack(alignment: .leading, spacing: 0) { content }
        #expect(canvas(arranged, width: 8) == canvas(plain, width: 8))
        #expect(canvas(grouped, width: 8) == canvas(plain, width: 8))
        #expect(canvas(arranged, width: 8).plainText.contains("Gate B12"))
    }

    @Test func navigationTransitionsAndPresentationSizingDrawTheViewAsItIs() {
        let namespace = Namespace().wrappedValue
        let view = Text("Detail")
            .navigationTransition(.zoom(sourceID: "world", in: namespace))
            .matchedTransitionSource(id: "world", in: namespace)
            .presentationSizing(.form)
            .presentationSizing(.fitted.fitted(horizontal: false, vertical: true))
        #expect(canvas(view, width: 6) == canvas(Text("Detail"), width: 6))
    }

    @Test func iOS26ModifiersKeepTheirValuesInTheEnvironment() {
        #expect(canvas(Sizing(), width: 24).plainText == " automatic - auto false ¶")
        let set = Sizing().buttonSizing(.flexible).labelReservedIconWidth(20).textSelectionAffinity(.automatic)
        #expect(canvas(set, width: 24).plainText == " flexible 20 auto false ¶")
        let accepted = Text("Row")
            .scrollEdgeEffectStyle(.soft, for: .all).scrollEdgeEffectHidden()
            .listSectionMargins(.horizontal, 8).listRowInsets(.vertical, 2)
            .toolbarMinimizationBehavior(.automatic, for: .navigationBar)
            .toolbar { ToolbarSpacer(.fixed) }
        #expect(canvas(accepted, width: 3) == canvas(Text("Row"), width: 3))
        #expect(ScrollEdgeEffectStyle.hard != .soft && SpacerSizing.fixed != .flexible && ButtonSizing.fitted != .flexible)
    }

    @Test func appIntentsNewEntityAndIntentKindsHaveAppleDefaults() async throws {
        let settings = try await Settings.defaultQuery.entities(for: ["settings"])
        #expect(settings.map(\.id) == ["settings"])
        #expect(try await Settings.defaultQuery.uniqueEntity().id == "settings")
        #expect(OpenSettings().contentIdentifier == "OpenSettings")
        #expect(OpenSettings.supportedModes == .foreground(.dynamic) && OpenSettings.supportedModes != .foreground)
        OpenSettings.reload()
        let shown: IntentResultContainer<Never, Never, OpenSettings, Never> = .result(snippetIntent: OpenSettings())
        #expect(shown.value == nil && shown.dialog == nil)
        #expect(AppIntentError.PermissionRequired.siri != AppIntentError.UserActionRequired.confirmation)
        #expect(IntentWidgetFamily.allCases.contains(.systemExtraLargePortrait))
    }
}
