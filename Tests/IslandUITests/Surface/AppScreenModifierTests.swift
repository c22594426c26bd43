import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The modifiers of an app's screens (issue 39): presentations, navigation and toolbars, search,
/// text entry and focus, gestures, VoiceOver's actions and rotors, geometry effects. Each call
/// is written as Apple's documentation writes it, with Apple's labels and types, and draws the
/// view as it is, cell for cell; `safeAreaInset`, `underline`, `strikethrough`,
/// `overlayPreferenceValue` and `colorScheme` draw as iOS does.
@Suite("Modifiers of an app's screens")
struct AppScreenModifierTests {
    static let plain = HStack { Text("12 min"); Text("🚗") }

    struct Order: Identifiable { let id: Int; let name: String }

    @Test func presentationsAreAcceptedAndNothingIsPresented() {
        let isPresented = Binding.constant(false)
        let order: Order? = nil
        let view = Self.plain
            .alert("Cancel order?", isPresented: isPresented) {
                Button("Keep", role: .cancel) {}
                Button("Cancel", role: .destructive) {}
            } message: {
                Text("The courier is on the way.")
            }
            .alert(isPresented: isPresented) { Alert(title: Text("Late"), dismissButton: .default(Text("OK"))) }
            .confirmationDialog("Tip", isPresented: isPresented, titleVisibility: .visible) { Button("10%") {} }
            .sheet(isPresented: isPresented, onDismiss: {}) { Text("Details") }
            .sheet(item: .constant(order)) { order in Text(order.name) }
            .fullScreenCover(isPresented: isPresented) { Text("Map") }
            .popover(isPresented: isPresented, arrowEdge: .top) { Text("Help") }
            .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(12)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .contextMenu { Button("Copy") {} }
            .menuOrder(.fixed)
        #expect(render(view, width: 12) == render(Self.plain, width: 12))
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
    }

    @Test func navigationToolbarsAndSearchAreAccepted() {
        let query = Binding.constant("")
        let view = Self.plain
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) { Text("3 orders") }
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarRole(.editor)
            .searchable(text: query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find an order")
            .searchScopes(.constant(0)) { Text("All").tag(0) }
            .badge(3)
            .listRowSeparator(.hidden)
            .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            .listItemTint(.fixed(.orange))
            .swipeActions(edge: .trailing, allowsFullSwipe: false) { Button("Delete") {} }
            .refreshable { }
            .tabItem { Label("Orders", systemImage: "bag") }
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
    }

    /// A field's focus, as a view declares it.
    struct Focus {
        @FocusState var isFocused: Bool
    }

    @Test func textEntryFocusAndGesturesAreAcceptedAndNeverRun() {
        let focus = Focus()
        var ran = false
        let view = Self.plain
            .focused(focus.$isFocused)
            .keyboardType(.numberPad)
            .textInputAutocapitalization(.never)
            .submitLabel(.done)
            .onSubmit(of: .text) { ran = true }
            .keyboardShortcut(.defaultAction)
            .keyboardShortcut("r", modifiers: [.command, .shift])
            .textSelection(.enabled)
            .onOpenURL { _ in ran = true }
            .gesture(DragGesture(minimumDistance: 4).onChanged { _ in ran = true }.onEnded { _ in ran = true })
            .simultaneousGesture(TapGesture(count: 2).onEnded { ran = true })
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()), including: .all)
            .onHover { _ in ran = true }
            .onTapGesture(count: 1, coordinateSpace: .local) { _ in ran = true }
            .hoverEffect(.lift)
            .contentShape(.interaction, Capsule())
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
        #expect(!ran && !focus.isFocused)
    }

    @Test func voiceOverActionsRotorsAndGeometryEffectsLeaveTheCellsAlone() {
        @Namespace var namespace
        let view = Self.plain
            .accessibilityAction(named: "Call courier") {}
            .accessibilityAction(.magicTap) {}
            .accessibilityAdjustableAction { _ in }
            .accessibilityCustomContent("Courier", "Marisol")
            .accessibilityRotor("Stops") { AccessibilityRotorEntry("Pizzeria", id: 1) }
            .accessibilityTextContentType(.plain)
            .matchedGeometryEffect(id: "eta", in: namespace)
            .projectionEffect(ProjectionTransform())
            .coordinateSpace(name: "card")
            .drawingGroup()
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
    }

    @Test func aSafeAreaInsetIsDrawnAtItsEdge() {
        let view = Text("12 min")
            .safeAreaInset(edge: .bottom, spacing: 0) { Text("On the way") }
        #expect(render(view, width: 10) == """
              12 min  ¶
            On the way
            """)
        let leading = Text("12 min").safeAreaInset(edge: .leading) { Text("🚗") }
        #expect(render(leading, width: 9) == "🚗 12 min")
    }

    @Test func underlineAndStrikethroughOnAViewReachItsText() {
        let canvas = ViewRenderer().render(VStack { Text("Late"); Text("Paid") }.underline().strikethrough(), width: 4).canvas
        #expect(canvas[0, 0].style.isUnderlined && canvas[0, 1].style.isStruckThrough)
        #expect(!ViewRenderer().render(Text("Late"), width: 4).canvas[0, 0].style.isUnderlined)
    }

    struct StopsKey: PreferenceKey {
        static let defaultValue = 0
    }

    @Test func anOverlayPreferenceValueDrawsWhatTheSubtreeSet() {
        let view = Text("Stops   ")
            .preference(key: StopsKey.self, value: 3)
            .overlayPreferenceValue(StopsKey.self, alignment: .trailing) { stops in Text("\(stops)") }
        #expect(render(view, width: 8) == "Stops  3")
    }
}
