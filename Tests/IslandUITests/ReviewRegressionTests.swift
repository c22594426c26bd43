import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Cases a review found broken, pinned so they stay fixed.
@Suite("Regressions")
struct RegressionTests {
    @Test func textWrapsInsideAColumn() {
        // The column is five wide (its longest line), centred in six.
        #expect(render(VStack { Text("hello world foo"); Text("x") }, width: 6) == """
             hello
             world
             foo  ¶
               x  ¶
            """)
        #expect(render(VStack { Text("Your driver John is on the way").lineLimit(2) }, width: 12) == """
             Your driver
             John is on…
            """)
    }

    @Test(arguments: [Double.greatestFiniteMagnitude, 1e20, .infinity, .nan, -5])
    func oddFrameLengthsNeitherCrashNorExplode(_ length: Double) {
        let view = HStack { Text("hello").frame(maxWidth: length); Text("!") }
        let canvas = ViewRenderer().render(view, width: 10)
        #expect(canvas.height <= 1)
        let tall = ViewRenderer().render(Text("x").frame(height: length).padding(length), width: 4)
        #expect(tall.height <= 100_000 / 16 * 3 + 1)
    }

    @Test func oddSpacingAndSpacersAreNotLayoutIssues() {
        let renderer = ViewRenderer()
        _ = renderer.render(HStack(spacing: .nan) { Text("a"); Spacer(minLength: .infinity); Text("b") }, width: 8)
        #expect(renderer.layoutIssues.isEmpty)
        #expect(render(HStack(spacing: .nan) { Text("a"); Text("b") }, width: 2) == "ab")
    }

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

    @Test(arguments: [(4.0, 5), (8.0, 4)])
    func gapsInAColumnAreAllAlike(spacing: Double, rows: Int) {
        // 4 points is a quarter of a row and rounds away; 8 points is half a row and rounds away
        // too (rows round half down); neither may leave some gaps and not others.
        let column = VStack(spacing: spacing) { Text("1"); Text("2"); Text("3"); Text("4"); Text("5").hidden() }
        #expect(render(column, width: 1).split(separator: "\n", omittingEmptySubsequences: false).count == rows + (spacing == 4 ? 0 : 1))
    }

    @Test func aTranslucentBackgroundIsOneColour() {
        let canvas = ViewRenderer().render(Text("hi").padding(.horizontal).background(Color.blue.opacity(0.3)), width: 4)
        let backgrounds = Set((0..<4).map { canvas[$0, 0].style.background })
        #expect(backgrounds.count == 1)
    }

    @Test func aToggleLabelNeverRunsUnderItsSwitch() {
        // A word longer than the label's ten columns goes on on the next line, as in SwiftUI.
        #expect(render(Toggle("Notifications enabled today", isOn: true), width: 14) == """
            Notificati    ¶
            ons           ¶
            enabled     ━●
            today         ¶
            """)
    }

    @Test func anIdealWidthIsTheFramesIdeal() {
        #expect(render(HStack(spacing: 0) { Text("a").frame(idealWidth: 80, alignment: .leading).fixedSize(); Text("|") }, width: 11) == "a         |")
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

@Test func shapesTakeTheColourSchemeOfTheirSubtree() {
    let canvas = ViewRenderer().render(
        HStack(spacing: 0) { Color.blue.frame(width: 8); Text("b").foregroundColor(.blue) }.environment(\.colorScheme, .light),
        width: 2)
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
