import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// A user view that reads the environment, as Apple's examples do.
private struct SchemeBadge: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
        if isLuminanceReduced { Text("AOD") }
    }
}

private struct Item: Identifiable {
    let id: String
    let title: String
}

@Suite("The view tree")
struct ViewTreeTests {
    func identities<Content: View>(_ view: Content) -> [String] {
        let renderer = ViewRenderer()
        var found: [String] = []
        func walk(_ node: ViewNode) {
            if case .text = node.kind { found.append(node.identity.description) }
            node.children.forEach(walk)
        }
        walk(renderer.resolve(view))
        return found
    }

    @Test func environmentValuesReachBodies() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        environment.isLuminanceReduced = true
        #expect(render(HStack { SchemeBadge() }, width: 9, environment: environment) == "light AOD")
        #expect(render(SchemeBadge(), width: 4) == "dark")
    }

    @Test func ifAndElseBranchesHaveDifferentIdentities() {
        func badge(_ on: Bool) -> some View {
            VStack {
                if on { Text("on") } else { Text("off") }
            }
        }
        #expect(identities(badge(true)) != identities(badge(false)))
        #expect(identities(badge(true)) == identities(badge(true)))
    }

    @Test func explicitAndForEachIdentitiesFollowTheData() {
        let items = [Item(id: "a", title: "Alpha"), Item(id: "b", title: "Beta")]
        let list = VStack { ForEach(items) { item in Text(item.title) } }
        let reversed = VStack { ForEach(Array(items.reversed())) { item in Text(item.title) } }
        #expect(identities(list).map { $0.contains("#a") } == [true, false])
        #expect(identities(reversed).map { $0.contains("#a") } == [false, true])
        #expect(identities(Text("x").id(42)).first?.hasSuffix("#42") == true)
    }

    @Test func fontsAndColoursFlowDownToEveryText() {
        let renderer = ViewRenderer()
        let node = renderer.resolve(VStack { Label("2 Pizzas", systemImage: "bag"); Text("ETA") }.font(.headline).foregroundColor(.cyan))
        var styles: [Style] = []
        func walk(_ node: ViewNode) {
            if case .text(let text) = node.kind {
                styles.append(contentsOf: text.layout.layout(width: 40).lines.flatMap(\.runs).map(\.attributes))
            }
            node.children.forEach(walk)
        }
        walk(node)
        #expect(styles.count == 2)
        #expect(styles.allSatisfy { $0.isBold && $0.foreground == Color.cyan.terminalColor(in: .dark) })
    }

    @Test func motionIsRecordedOnTheNode() {
        let renderer = ViewRenderer()
        let node = renderer.resolve(
            Text("12").contentTransition(.numericText(countsDown: true)).animation(.easeOut(duration: 5), value: 12)
                .transition(.opacity))
        #expect(node.motion.contentTransition == .numericText(countsDown: true))
        #expect(node.motion.animation?.duration == 2, "animations are capped at two seconds")
        #expect(node.motion.animationValue == AnimationValue(12))
        #expect(node.motion.animationValue != AnimationValue(13))
        #expect(node.motion.animationValue != AnimationValue("12"), "a value of another type is another value")
        #expect(node.motion.transition == .opacity)
    }

    @Test func textConcatenationKeepsEachRunsStyle() {
        let renderer = ViewRenderer()
        let node = renderer.resolve(Text("Bold").bold() + Text(" plain"))
        guard case .text(let text) = node.kind else { Issue.record("not a text node"); return }
        let runs = text.layout.layout(width: 20).lines[0].runs
        #expect(runs.map(\.text) == ["Bold", " plain"])
        #expect(runs.map(\.attributes.isBold) == [true, false])
    }
}

@Suite("Rounding to cells")
struct RoundingTests {
    /// Three children of a third of a column each way: edges round, so the parts tile the whole.
    @Test(arguments: 1...40)
    func siblingsAlwaysAddUpToTheirParent(width: Int) {
        let row = HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity)
            Color.green.frame(maxWidth: .infinity)
            Color.blue.frame(maxWidth: .infinity)
        }
        let rects = leaves(of: row, width: width).map(\.rect).filter { $0.height > 0 }.sorted { $0.minX < $1.minX }
        #expect(rects.count == 3)
        #expect(rects.first?.minX == 0 && rects.last?.maxX == width)
        for (left, right) in zip(rects, rects.dropFirst()) { #expect(left.maxX == right.minX) }
        #expect(rects.map(\.width).max()! - rects.map(\.width).min()! <= 1)
    }
}
