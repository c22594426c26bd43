import Foundation
import Testing
import TermIsland

/// `CGFloatLengths.swift` compiles in Swift 5 mode, and its lengths lay out as the same points
/// written as literals do.
@Suite("CGFloat lengths in Swift 5 mode")
struct CGFloatLengthTests {
    @Test func theLockScreenCardDrawsItsCGFloatLengths() {
        let rendered = PresentationRenderer(device: .iPhone15Pro).render(
            RideWidget().body, context: ActivityViewContext(attributes: RideAttributes(), state: .init(progress: 60)),
            as: .lockScreen)
        #expect(rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━│
            │ Ride                                    60%│
            │────────────────────────────────────────────│
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func theIslandReturnedFromAPlainClosureDraws() {
        let rendered = PresentationRenderer(device: .iPhone15Pro).render(
            RideWidget().body, context: ActivityViewContext(attributes: RideAttributes(), state: .init(progress: 60)),
            as: .compact)
        #expect(rendered.canvas.plainText == """
            ╭───────────────────────────╮
            │Ride         ◉          60%│
            ╰───────────────────────────╯
            """)
    }

    @Test func aCGFloatOptionalIsTheLengthItHolds() {
        let width: CGFloat? = 48, inset: CGFloat? = 16, spacing: CGFloat? = 24
        let variables = HStack(spacing: spacing) { Text("a").frame(width: width); Text("b").padding(.leading, inset) }
        let literals = HStack(spacing: 24) { Text("a").frame(width: 48); Text("b").padding(.leading, 16) }
        let renderer = ViewRenderer()
        #expect(renderer.render(variables, width: 14).canvas.plainText == "    a       b ¶")
        #expect(renderer.render(variables, width: 14).canvas.plainText == renderer.render(literals, width: 14).canvas.plainText)
    }
}
