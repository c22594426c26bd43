import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The views of an app's screens (issue 39), written as Apple's documentation writes them and
/// drawn as the nearest a Live Activity can: lists, forms and scroll views as stacks, a lazy
/// grid in rows of its columns, navigation containers as their root, and the input controls
/// as what they hold.
@Suite("The views of an app's screens")
struct ScreenViewTests {
    struct Stop: Identifiable { let id: Int; let name: String }
    static let stops = [Stop(id: 1, name: "Pizzeria"), Stop(id: 2, name: "Home")]

    @Test func listsSectionsAndFormsAreTheirRowsOneUnderAnother() {
        let list = List(Self.stops) { stop in Text(stop.name) }
        #expect(render(list, width: 8) == """
            Pizzeria
            Home    ¶
            """)
        let form = Form {
            Section {
                Text("Pizzeria")
            } header: {
                Text("Stops")
            } footer: {
                Text("1 left")
            }
        }
        #expect(render(form, width: 8) == """
            Stops   ¶
            Pizzeria
            1 left  ¶
            """)
        let scrolled = ScrollView(.horizontal, showsIndicators: false) { Text("A"); Text("B") }
        #expect(render(scrolled, width: 3) == "A B")
        let lazy = LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) { Text("A"); Text("BB") }
        #expect(render(lazy, width: 2) == "A ¶\nBB")
    }

    @Test func aLazyGridPlacesItsItemsInRowsOfItsColumns() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            ForEach(["A", "B", "C"], id: \.self) { Text($0) }
        }
        // Two columns of two cells each, every item centred in its column, as SwiftUI centres them.
        #expect(render(grid, width: 4) == """
            A  B
            C   ¶
            """)
        let columns = LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
            ForEach(["A", "B", "C"], id: \.self) { Text($0) }
        }
        #expect(render(columns, width: 3) == """
            A C
            B  ¶
            """)
    }

    @Test func navigationContainersDrawTheirRoot() {
        let stack = NavigationStack {
            NavigationLink("Order #4821") { Text("Details") }
                .navigationTitle("Orders")
        }
        #expect(render(stack, width: 11) == "Order #4821")
        let tabs = TabView {
            Text("Orders").tabItem { Label("Orders", systemImage: "bag") }
            Text("Account").tabItem { Label("Account", systemImage: "person") }
        }
        #expect(render(tabs, width: 6) == "Orders")
        let split = NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
        #expect(render(split, width: 6) == "Detail")
    }

    @Test func inputControlsDrawWhatTheyHold() {
        #expect(render(TextField("Name", text: .constant("Marisol")), width: 7) == "Marisol")
        #expect(render(SecureField("PIN", text: .constant("1234")), width: 4) == "••••")
        #expect(render(Slider(value: .constant(5.0), in: 0...10), width: 4) == "██  ¶")
        #expect(render(Stepper("Tip", value: .constant(2), in: 0...5), width: 12) == "Tip     −  +")
        #expect(render(LabeledContent("ETA", value: "12 min"), width: 12) == "ETA   12 min")
        #expect(render(DisclosureGroup("Items") { Text("Pizza") }, width: 7) == "Items ›")
        #expect(render(DisclosureGroup("Items", isExpanded: .constant(true)) { Text("Pizza") }, width: 7) == """
            Items ⌄
            Pizza  ¶
            """)
        #expect(render(Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("L").tag(1) }, width: 4) == "Size")
    }

    /// The app's own settings, read from its defaults as the widget reads them.
    struct Settings {
        @AppStorage("courier.name", store: ScreenViewTests.defaults) var name = "Mario"
        @AppStorage("courier.unit", store: ScreenViewTests.defaults) var unit = Unit.minutes
        @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 20
        @GestureState var dragged = CGSize.zero
    }

    enum Unit: String { case minutes, stops }

    nonisolated(unsafe) static let defaults = UserDefaults(suiteName: "ScreenViewTests")!

    @Test func appStorageReadsAndWritesTheDefaults() {
        Self.defaults.removeObject(forKey: "courier.name")
        Self.defaults.set("stops", forKey: "courier.unit")
        let settings = Settings()
        #expect(settings.name == "Mario" && settings.unit == .stops)
        settings.name = "Marisol"
        #expect(Self.defaults.string(forKey: "courier.name") == "Marisol" && Settings().name == "Marisol")
        #expect(settings.iconSize == 20 && settings.dragged == .zero)
        #expect(render(AnyShape(Rectangle()).fill(.white).frame(width: 16, height: 16), width: 2) == "⣿⣿")
    }
}
