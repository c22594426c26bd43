import Testing
@testable import IslandUI

/// `scenePadding` is the padding a scene gives its content: the system's default, as `padding()`
/// gives it, on the edges named.
@Suite("scenePadding")
struct ScenePaddingTests {
    func grid<V: View>(_ view: V) -> String { ViewRenderer().render(view, width: 12, height: 5).canvas.plainText }

    @Test func itPadsAsTheDefaultPaddingDoes() {
        #expect(grid(Text("Gate B22").scenePadding()) == grid(Text("Gate B22").padding()))
        #expect(grid(Text("Gate B22").scenePadding(.minimum, edges: .horizontal)) == grid(Text("Gate B22").padding(.horizontal)))
        // And it is padding: in a row, the text is set in from the leading edge.
        let row = { (text: AnyView) in ViewRenderer().render(HStack(spacing: 0) { text; Spacer() }, width: 12, height: 1).canvas.plainText }
        #expect(row(AnyView(Text("B22").scenePadding(.leading))) == " B22        ¶")
    }
}
