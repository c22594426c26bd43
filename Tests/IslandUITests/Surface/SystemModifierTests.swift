import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The modifiers that ask the system around a view for something (issue 39): each compiles with
/// Apple's signature, call shapes as widget code writes them, and draws the view as it is, cell
/// for cell; `accentColor` is the one that draws, as the tint.
@Suite("Modifiers for the system around a view")
struct SystemModifierTests {
    static let plain = HStack { Text("12 min"); Text("🚗") }

    @Test func safeAreasGesturesAndTooltipsDrawTheViewAsItIs() {
        let view = Self.plain
            .ignoresSafeArea()
            .ignoresSafeArea(.container, edges: .bottom)
            .edgesIgnoringSafeArea(.all)
            .allowsHitTesting(false)
            .disabled(true)
            .onTapGesture { }
            .onTapGesture(count: 2) { }
            .onLongPressGesture(minimumDuration: 1) { }
            .help("Arrives soon")
            .help(Text("Arrives soon"))
            .help(String("Arrives soon"))
            .preferredColorScheme(.dark)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .defersSystemGestures(on: .vertical)
            .tag(3)
            .interactiveDismissDisabled()
            .autocorrectionDisabled()
            .deleteDisabled(true)
            .moveDisabled(true)
            .scrollDisabled(true)
            .scrollContentBackground(.hidden)
            .widgetLabel("ETA")
            .widgetLabel(String("ETA"))
            .widgetLabel { Text("ETA") }
            .scrollIndicators(.hidden)
            .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
        #expect(render(Self.plain, width: 12) == "  12 min 🚗 ¶")
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
    }

    @Test func textSpacingATerminalCannotShowDrawsTheTextAsItIs() {
        let view = VStack(alignment: .leading) { Text("Pickup"); Text("Drop-off") }
            .lineSpacing(8)
            .baselineOffset(2)
            .flipsForRightToLeftLayoutDirection(true)
        #expect(render(view, width: 8) == """
            Pickup  ¶
            Drop-off
            """)
    }

    @Test func speakingModifiersLeaveTheCellsAlone() {
        let view = Self.plain
            .accessibilityHeading(.h2)
            .accessibilityIgnoresInvertColors()
            .accessibilityRespondsToUserInteraction()
            .accessibilityShowsLargeContentViewer()
            .accessibilityInputLabels(["Car", "Driver"])
            .accessibilityInputLabels([Text("Car")])
            .speechAlwaysIncludesPunctuation()
            .speechSpellsOutCharacters()
            .speechAdjustedPitch(0.5)
            .speechAnnouncementsQueued()
        #expect(render(view, width: 12) == "  12 min 🚗 ¶")
    }

    @Test func accentColorTintsAsTintDoes() {
        let accented = ViewRenderer().render(Button("Go") {}.buttonStyle(.borderedProminent).accentColor(.green), width: 4).canvas
        let tinted = ViewRenderer().render(Button("Go") {}.buttonStyle(.borderedProminent).tint(.green), width: 4).canvas
        #expect(accented[0, 0].style.background == Color.green.terminalColor(in: .dark))
        #expect(accented.plainText == tinted.plainText)
        #expect(accented[1, 0].style == tinted[1, 0].style)
    }
}
