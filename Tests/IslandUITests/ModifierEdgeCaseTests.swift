import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

@Suite("Modifiers and identities at their edges")
struct ModifierEdgeCaseTests {
    @Test func modifiersOnSeveralViewsApplyToEach() {
        #expect(render(HStack(spacing: 0) { Group { Text("aaa"); Text("b") }.padding(.horizontal) }, width: 8) == " aaa  b ¶")
        #expect(render(VStack { ForEach(0..<3) { Text("item \($0)") }.padding(.leading) }, width: 7) == """
             item 0
             item 1
             item 2
            """)
    }

    @Test func flippingAConditionDoesNotRenumberLaterViews() {
        func tree(_ on: Bool) -> [String] {
            let renderer = ViewRenderer()
            var found: [String] = []
            func walk(_ node: ViewNode) {
                if case .text(let text) = node.kind { found.append("\(text.layout.layout(width: 20).lines.first?.text ?? "")@\(node.identity)") }
                node.children.forEach(walk)
            }
            walk(renderer.resolve(VStack { if on { Text("banner") }; Text("title"); Text("eta") }))
            return found.filter { !$0.hasPrefix("banner") }
        }
        #expect(tree(true) == tree(false))
    }

    @Test func forEachRowsReadTheEnvironment() {
        struct Row: View {
            @Environment(\.isLuminanceReduced) var dimmed
            var body: some View { Text(dimmed ? "AOD" : "lit") }
        }
        var environment = EnvironmentValues()
        environment.isLuminanceReduced = true
        #expect(render(VStack { ForEach(0..<2) { _ in Row() } }, width: 3, environment: environment) == "AOD\nAOD")
    }

    @Test func aTranslucentBackgroundIsOneColour() {
        let canvas = ViewRenderer().render(Text("hi").padding(.horizontal).background(Color.blue.opacity(0.3)), width: 4).canvas
        let backgrounds = Set((0..<4).map { canvas[$0, 0].style.background })
        #expect(backgrounds.count == 1)
    }

    @Test func shapesTakeTheColourSchemeOfTheirSubtree() {
        let canvas = ViewRenderer().render(
            HStack(spacing: 0) { Color.blue.frame(width: 8); Text("b").foregroundColor(.blue) }.environment(\.colorScheme, .light),
            width: 2).canvas
        let lightBlue = Color.blue.terminalColor(in: .light)
        #expect(canvas[0, 0].style.background == lightBlue)
        #expect(canvas[1, 0].style.foreground == lightBlue)
    }

    @Test func aThousandChainedModifiersAreCutOffNotACrash() {
        var view = AnyView(Text("deep"))
        for _ in 0..<1000 { view = AnyView(view.padding(0)) }
        let rendered = render(view, width: 4)
        #expect(rendered.contains("…"))
    }

    @Test func appleStyleCodeCompiles() {
        let name: Substring = "Pizza delivery".prefix(5)
        let view = VStack {
            Text(name)
            ProgressView()
            ProgressView(value: 0.5).tint(.green).progressViewStyle(.circular)
            Text("x").background(Capsule().fill(.gray)).overlay(Circle().stroke(.red))
            Text("y").background(.blue, in: Capsule())
            Image(systemName: "car").resizable().scaledToFit()
            ProgressView("Loading", value: 0.5)
        }
        #expect(render(view, width: 5).contains("Pizza"))
    }
}
