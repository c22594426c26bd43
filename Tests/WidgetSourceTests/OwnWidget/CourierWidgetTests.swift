import Foundation
import Testing
import TermIsland

/// The courier widget, written as public Live Activity widgets are, drawn in every place.
@Suite("A widget written as real ones are")
struct CourierWidgetTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func render(_ presentation: Presentation, on device: DeviceProfile = .iPhone15Pro) -> RenderedPresentation {
        var environment = EnvironmentValues()
        environment.date = start.addingTimeInterval(5 * 60)
        let context = ActivityViewContext(attributes: CourierAttributes.preview, state: .onTheWay(from: start))
        return PresentationRenderer(device: device, environment: environment).render(CourierLiveActivity().body, context: context, as: presentation)
    }

    /// The icon's 32-point frame is two rows, so the row beside it centres on both, as SwiftUI
    /// centres an `HStack`'s children.
    @Test func theLockScreenPresentation() {
        let rendered = render(.lockScreen)
        #expect(rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │      On the way                            │
            │  🚲  Mario's Pizzeria · #4821       13:00  │
            │ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ │
            │ Marisol                                45% │
            ╰────────────────────────────────────────────╯
            """)
        // `widgetURL` set on a view inside: a tap on the card opens it.
        #expect(rendered.regions.first?.action == .openURL("courier://order/4821"))
        #expect(rendered.warnings.isEmpty && rendered.errors.isEmpty)
    }

    @Test func theExpandedPresentationRunsItsIntents() {
        let rendered = render(.expanded)
        #expect(rendered.canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │  🚲                                 13:00  │
            │            On the way · 3 stops            │
            │ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ │
            │  💬 Message                            ❌  │
            ╰────────────────────────────────────────────╯
            """)
        #expect(rendered.regions.contains { $0.action == .button("Message") && $0.intent?.name == "MessageCourierIntent" })
        #expect(rendered.regions.contains { $0.action == .button("Cancel delivery") && $0.intent?.name == "CancelDeliveryIntent" })
    }

    @Test func theCompactAndMinimalPresentations() {
        #expect(render(.compact).canvas.plainText == """
            ╭───────────────────────────╮
            │🚲           ◉        13:00│
            ╰───────────────────────────╯
            """)
        #expect(render(.minimalDetached).canvas.plainText == """
            ╭─────╮
            │  ◑  │
            ╰─────╯
            """)
    }

    @Test func theWatchShowsTheSmallFamily() {
        #expect(render(.smartStack, on: .appleWatch45mm).canvas.plainText == """
            ╭─────────────────────╮
            │                     │
            │🚲 On the way        │
            │━━━━━━━━━━━━━━━━━━━━━│
            ╰─────────────────────╯
            """)
    }

    @Test func itsBundleListsItAsALiveActivity() {
        #expect(CourierWidgetBundle().liveActivities.count == 1)
    }
}
