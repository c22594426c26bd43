import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

// The iOS 18 and 26 names the documentation supplement added (issue 39), family by family:
// each compiles with Apple's documented call and draws what iOS draws, or the nearest a
// terminal can.

private struct HighlightKey: ContainerValueKey { static let defaultValue = false }

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}

/// A custom container in the style of Apple's "Creating custom container views": each subview
/// on a line, the highlighted ones marked.
private struct Board<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 0) {
                    Text(subview.containerValues.isHighlighted ? "▸ " : "  ")
                    subview
                }
            }
        }
    }
}

@Suite("The iOS 18 and 26 surface")
struct SDK26SurfaceTests {
    func canvas<V: View>(_ view: V, width: Int) -> Canvas { ViewRenderer().render(view, width: width).canvas }

    @Test func liquidGlassIsTheMaterialItStandsForInItsShape() {
        let glass = canvas(Text("Hello").padding(.horizontal, 8).glassEffect(), width: 9)
        #expect(glass.plainText == "  Hello  ¶")
        // The regular glass is the regular material (its grey at 0.65 over the black screen), in
        // a capsule unless told.
        #expect(glass[4, 0].style.background == .rgb(20, 20, 22))
        #expect(glass == canvas(Text("Hello").padding(.horizontal, 8).background(.regularMaterial, in: Capsule()), width: 9))
        let clear = Text("Hello").padding(.horizontal, 8).glassEffect(.clear, in: .rect(cornerRadius: 16))
        #expect(canvas(clear, width: 9) == canvas(Text("Hello").padding(.horizontal, 8).background(.ultraThinMaterial, in: .rect(cornerRadius: 16)), width: 9))
        let tinted = Text("Hello").padding(.horizontal, 8).glassEffect(.regular.tint(.blue).interactive())
        #expect(canvas(tinted, width: 9) == canvas(Text("Hello").padding(.horizontal, 8).background(Color.blue.opacity(0.65), in: Capsule()), width: 9))
        #expect(canvas(tinted, width: 9) != glass)
        #expect(canvas(Text("Hello").glassEffect(.identity), width: 9) == canvas(Text("Hello"), width: 9))
    }

    @Test func glassContainersUnionsAndIDsDrawEachGlassWhereItsViewIs() {
        let namespace = Namespace().wrappedValue
        let morphing = GlassEffectContainer(spacing: 10) {
            HStack(spacing: 1) {
                Text("A").padding(.horizontal, 8).glassEffect().glassEffectID("a", in: namespace)
                Text("B").padding(.horizontal, 8).glassEffect().glassEffectUnion(id: "ab", namespace: namespace)
                    .glassEffectTransition(.materialize)
            }
        }
        let apart = HStack(spacing: 1) {
            Text("A").padding(.horizontal, 8).glassEffect()
            Text("B").padding(.horizontal, 8).glassEffect()
        }
        #expect(canvas(morphing, width: 11).plainText == "    A  B   ¶")
        #expect(canvas(morphing, width: 11) == canvas(apart, width: 11))
        #expect(GlassEffectTransition.identity != .materialize)
    }

    @Test func glassButtonsAreTheBorderedStyles() {
        let button = Button("Go") {}
        #expect(canvas(button.buttonStyle(.glass), width: 4) == canvas(button.buttonStyle(.bordered), width: 4))
        #expect(canvas(button.buttonStyle(.glass(.clear)), width: 4) == canvas(button.buttonStyle(.bordered), width: 4))
        #expect(canvas(button.buttonStyle(.glassProminent), width: 4) == canvas(button.buttonStyle(.borderedProminent), width: 4))
        #expect(canvas(button.buttonStyle(.glass), width: 4) != canvas(button.buttonStyle(.plain), width: 4))
    }

    @Test func aCustomContainerReadsItsSubviewsAndTheirContainerValues() {
        let board = Board {
            Text("Gate B12")
            Text("Boarding").containerValue(\.isHighlighted, true)
            ForEach(["Seat 14C", "Group 3"], id: \.self) { Text($0) }
            Text("On time").containerValue(\.isHighlighted, true).padding(.leading, 8)
        }
        #expect(canvas(board, width: 12).plainText == """
               Gate B12 ¶
             ▸ Boarding ¶
               Seat 14C ¶
               Group 3  ¶
             ▸  On time ¶
            """)
    }

    @Test func aGroupOfSubviewsIsItsTransformsResult() {
        let content = VStack { Text("a"); Text("b"); Text("c") }
        let counted = Group(subviews: Group { Text("first"); EmptyView(); Text("second"); Text("last") }) { subviews in
            HStack(spacing: 8) {
                Text("\(subviews.count):")
                subviews[subviews.count - 1]
                subviews[0]
            }
        }
        #expect(canvas(counted, width: 13).plainText == "3: last first")
        // A stack is one subview: its children are its own.
        let one = Group(subviews: content) { subviews in Text("\(subviews.count)") }
        #expect(canvas(one, width: 1).plainText == "1")
        #expect(ContainerValues()[HighlightKey.self] == false)
    }

    @Test func concentricRectanglesAreRoundedOnesInTheirContainer() {
        let concentric = ConcentricRectangle().stroke().frame(width: 48, height: 48).containerShape(.rect(cornerRadius: 12))
        #expect(canvas(concentric, width: 6).plainText == """
            ╭────╮
            │    │
            ╰────╯
            """)
        #expect(canvas(concentric, width: 6) == canvas(RoundedRectangle(cornerRadius: 8).stroke().frame(width: 48, height: 48), width: 6))
        #expect(RoundedRectangularShapeCorners.concentric == ConcentricRectangle.Corners.concentric)
    }

    @Test func iOS26sSymbolAndBackgroundModifiersDrawTheViewAsItIs() {
        let card = VStack(alignment: .leading, spacing: 0) { Image(systemName: "airplane"); Text("Gate B12") }
        let modified = card.symbolColorRenderingMode(.gradient).backgroundExtensionEffect()
            .backgroundExtensionEffect(isEnabled: false)
        #expect(canvas(modified, width: 8) == canvas(card, width: 8))
        let image = Image(systemName: "airplane").symbolColorRenderingMode(.flat)
        #expect(canvas(image, width: 2) == canvas(Image(systemName: "airplane"), width: 2))
        let proxy = GeometryProxy(size: CGSize(width: 10, height: 10))
        #expect(proxy.concentricCornerRadii == nil)
    }
}
