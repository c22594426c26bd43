import Testing
import TerminalCanvas
@testable import IslandUI

@Suite("Stacks")
struct StackTests {
    @Test func spacerPushesContentApart() {
        let view = HStack {
            Text("2 Pizzas")
            Spacer()
            Text("12:00")
        }
        #expect(render(view, width: 20) == "2 Pizzas       12:00")
        #expect(render(view, width: 14) == "2 Pizzas 12:00")
    }

    @Test func twoSpacersShareTheRestEvenly() {
        let view = HStack(spacing: 0) {
            Spacer()
            Text("ab")
            Spacer()
        }
        #expect(render(view, width: 10) == "    ab    ¶")
    }

    @Test func higherPriorityKeepsItsTextLonger() {
        let view = HStack {
            Text("Emoji Rangers").lineLimit(1)
            Text("Level 12 boss fight").lineLimit(1).layoutPriority(1)
        }
        #expect(render(view, width: 26) == "Emoji… Level 12 boss fight")
    }

    @Test func equalPriorityTextsShareTheShortfall() {
        let view = HStack {
            Text("aaaaaaaaaa").lineLimit(1)
            Text("bbbbbbbbbb").lineLimit(1)
        }
        #expect(render(view, width: 13) == "aaaaa… bbbbb…")
    }

    @Test func vStackAlignsItsChildren() {
        let view = VStack(alignment: .trailing) {
            Text("Order")
            Text("2 Pizzas")
        }
        #expect(render(view, width: 8) == """
               Order
            2 Pizzas
            """)
    }

    @Test func framesPaddingAndBackgrounds() {
        let view = Text("hi").frame(width: 48, alignment: .trailing).padding(.horizontal, 8)
        #expect(render(view, width: 8) == "     hi ¶")
    }

    @Test func zStackOverlaysLaterViewsOnTop() {
        let view = ZStack(alignment: .leading) {
            Text("..........")
            Text("top")
        }
        #expect(render(view, width: 10) == "top.......")
    }

    @Test func progressBarsFillInEighths() {
        #expect(render(ProgressView(value: 0.55).frame(width: 32), width: 4) == "██▎ ¶")
        #expect(render(ProgressView(value: 0.5).progressViewStyle(.circular), width: 1) == "◑")
    }

    @Test func emptyAndZeroSizedRendersDoNotCrash() {
        let view = HStack { Text("anything"); Spacer(); Image(systemName: "bag") }
        #expect(render(view, width: 0) == "")
        #expect(render(EmptyView(), width: 5) == "")
        #expect(render(view, width: 3, height: 0) == "")
    }
}
