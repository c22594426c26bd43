import Foundation
import Testing
@testable import IslandUI

/// iOS 17's modifiers a widget bundle's views write (issue 39), as Apple's documentation writes
/// them: scoped animation and transaction, key presses, named coordinate spaces, a text editor's
/// style, a navigation item and the sidebar toggle removed, a hover effect turned off. Each draws
/// the view as iOS would in a Live Activity, and the scoped animation is recorded for Motion.
@Suite("Modifiers of iOS 17: scoped animation, key presses, coordinate spaces")
struct Modifiers17Tests {
    @Test func aScopedAnimationDrawsWhatItsBodyReturnsAndAnimatesIt() {
        let late = true
        let view = Text("12 min").animation(.easeOut(duration: 1)) { $0.opacity(late ? 0.5 : 1).padding(.leading, 1) }
        #expect(render(view, width: 8) == " 12 min ¶", "the padding is inside the scoped body, drawn with it")
        let node = ViewRenderer().resolve(view)
        #expect(node.motion.animation?.duration == 1)
    }

    @Test func aScopedTransactionCanTurnItsAnimationOff() {
        let view = Text("Late").transaction { $0.disablesAnimations = true } body: { $0.animation(.linear).bold() }
        #expect(render(view, width: 4) == "Late")
        #expect(ViewRenderer().resolve(view).motion.animation == nil)
    }

    @Test func keyPressesNeverRunAndTheViewIsDrawnAsItIs() {
        let view = VStack(spacing: 0) {
            Text("Up").onKeyPress(.upArrow) { .handled }
            Text("Keys").onKeyPress(keys: [.return, .space]) { press in press.phase == .down ? .handled : .ignored }
            Text("Digits").onKeyPress(characters: .decimalDigits, phases: .up) { _ in .ignored }
            Text("Any").onKeyPress { _ in .ignored }
            Text("Tab").onKeyPress(.tab, phases: .all) { _ in .handled }
        }
        #expect(render(view, width: 6) == """
              Up  ¶
             Keys ¶
            Digits
              Any ¶
              Tab ¶
            """)
        #expect(KeyPress.Phases.all.debugDescription == "down, repeat, up")
    }

    @Test func aNamedSpaceIsTheSameNameAsTheEnumsOne() {
        let space: NamedCoordinateSpace = .named("track")
        #expect(space.coordinateSpace == .named("track") && space == .named("track") && space != .scrollView)
        #expect(GlobalCoordinateSpace().coordinateSpace == .global && LocalCoordinateSpace().coordinateSpace == .local)
        let view = HStack(spacing: 1) { Text("A"); Text("B") }.coordinateSpace(.named("track"))
        #expect(render(view, width: 2) == "AB")
    }

    @Test func anAppScreensModifiersDrawTheViewAsItIs() {
        let route = Binding<String?>.constant("home")
        let view = VStack(spacing: 0) {
            TextEditor(text: .constant("Notes")).textEditorStyle(.plain)
            TextEditor(text: .constant("Draft")).textEditorStyle(AutomaticTextEditorStyle())
            Text("Menu").toolbar(removing: .sidebarToggle).navigationDestination(item: route) { Text($0) }
            Text("Card").hoverEffect(.lift, isEnabled: false).hoverEffect()
        }
        #expect(render(view, width: 5) == """
            Notes
            Draft
             Menu
             Card
            """)
    }
}
