import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The members of the most used types added to reach Apple's interface (issue 39): each called
/// with Apple's labels, and what it draws or answers.
@Suite("Members of the most used types, with Apple's labels")
struct MostUsedMembersToAppleTests {
    @Test func anInsetShapeDrawsInTheShapesCells() {
        let ring = Circle().inset(by: 4).stroke(.green, lineWidth: 2).frame(width: 48, height: 48)
        #expect(render(ring, width: 6) == render(Circle().stroke(.green, lineWidth: 2).frame(width: 48, height: 48), width: 6))
        let bar = Capsule(style: .circular).inset(by: 2).fill(.green).frame(width: 48, height: 16)
        #expect(render(bar, width: 6) == render(Capsule().fill(.green).frame(width: 48, height: 16), width: 6))
        let card = RoundedRectangle(cornerRadius: 8).inset(by: 1).stroke(.white).frame(width: 48, height: 48)
        #expect(render(card, width: 6) == """
            ╭────╮
            │    │
            ╰────╯
            """)
        let shape = ContainerRelativeShape().inset(by: 2)
        #expect(render(shape.stroke(.white).frame(width: 48, height: 48), width: 6)
                == render(ContainerRelativeShape().stroke(.white).frame(width: 48, height: 48), width: 6))
    }

    @Test func shapesReadBackTheirStyleSizeAndAnimatableData() {
        #expect(Capsule(style: .circular).style == .circular && Capsule().style == .continuous)
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 40, height: 16)) == CGSize(width: 16, height: 16))
        #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        var rectangle = RoundedRectangle(cornerRadius: 4)
        rectangle.animatableData = AnimatablePair(6, 10)
        #expect(rectangle.cornerSize == CGSize(width: 6, height: 10) && rectangle.animatableData.first == 6)
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 8, dashPhase: 1)
        #expect(stroke.animatableData.first == 2 && stroke.animatableData.second.first == 8 && stroke.animatableData.second.second == 1)
        stroke.animatableData = AnimatablePair(3, AnimatablePair(4, 5))
        #expect(stroke == StrokeStyle(lineWidth: 3, miterLimit: 4, dashPhase: 5))
    }

    @Test func colorsDeclaredInOneLineAreEachApples() {
        let colors: [Color] = [.blue, .brown, .green, .orange, .purple, .secondary, .teal, .white]
        #expect(Set(colors.map { "\($0)" }).count == colors.count)
    }

    @Test func forEachsContentIsTheViewsOfAnElement() {
        let rows = ForEach(["a", "b"], id: \.self) { Text($0) }
        #expect(render(rows.content("z"), width: 1) == "z")
        #expect(render(VStack(alignment: .leading, spacing: 0) { rows }, width: 1) == "a\nb")
    }

    @Test func explicitAlignmentsCombineToTheirMean() {
        #expect(HorizontalAlignment.leading.combineExplicit([8, nil, 16]) == 12)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        #expect(VerticalAlignment.top.combineExplicit([nil, 4]) == 4)
    }

    @Test func aFormattersTextIsItsString() {
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        #expect(render(Text(NSNumber(value: 0.42), formatter: percent).bold(), width: 3) == "42%")
    }

    @Test func anInternalSymbolDrawsAsItsSystemName() {
        #expect(render(Image(_internalSystemName: "car.fill"), width: 2) == render(Image(systemName: "car.fill"), width: 2))
        #expect(render(Image(_internalSystemName: "wifi", variableValue: 0.3), width: 2) == render(Image(systemName: "wifi"), width: 2))
    }

    @Test func backgroundTasksNameWhatTheyWaitFor() {
        let refresh = BackgroundTask<Void, Void>.appRefresh("scores")
        #expect(refresh.kind == "appRefresh" && refresh.identifier == "scores")
        let sessions: BackgroundTask<String, Void> = .urlSession(matching: { $0.hasPrefix("scores") })
        #expect(sessions.kind == "urlSession" && sessions.identifier == nil)
        #expect(BackgroundTask<Void, Void>.urlSession("s").identifier == "s")
        let scene = WindowGroup { Text("app") }.backgroundTask(.appRefresh("scores")) { }
        #expect(type(of: scene) == WindowGroup.self)
    }

    @Test func anAppsMainIsApples() {
        // `@main struct …: App` needs a static `main()`; a previewer runs no app, so it only prints.
        let main: () -> Void = DemoApp.main
        _ = main
    }
}

private struct DemoApp: App {
    var body: some Scene { WindowGroup { Text("app") } }
}
