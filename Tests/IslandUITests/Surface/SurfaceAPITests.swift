import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// The API of issue 20 as widgets call it, drawn as whole grids: what has a terminal meaning
/// draws it, and what a Live Activity does not run (life cycle, animations) draws the view as
/// it is.
@Suite("SwiftUI's API beyond the first survey")
struct SurfaceAPITests {
    @Test func lifeCycleAndAnimationsDrawTheViewAsItStarts() {
        #expect(render(PulsingStatus(progress: 0.5), width: 8) == " ● 30 s ¶")
    }

    @Test func anObservedObjectAndEnvironmentValuesOfTheAppsOwnAreRead() {
        let model = CountdownModel()
        model.remaining = 12
        let shared = CountdownModel()
        let view = ObservedRow(model: model).environmentObject(shared).environment(\.accent, .blue)
        let canvas = ViewRenderer().render(view, width: 5).canvas
        #expect(canvas.plainText == "12/30")
        #expect(canvas[0, 0].style.foreground == Color.blue.terminalColor(in: .dark))
    }

    @Test func aStateObjectIsMadeOnceAndItsBindingsWrite() {
        struct Editor: View {
            @StateObject var model = CountdownModel()
            var body: some View { Toggle("Run", isOn: $model.isRunning) }
        }
        let editor = Editor()
        editor.model.isRunning = true
        #expect(render(editor, width: 8) == " Run  ━●")
    }

    @Test func zIndexDrawsAViewOnTopOfTheOnesWrittenAfterIt() {
        let view = ZStack {
            Text("front").zIndex(1)
            Text("back!")
        }
        #expect(render(view, width: 5) == "front")
        #expect(render(ZStack { Text("front"); Text("back!") }, width: 5) == "back!")
    }

    @Test func attributedStringRunsKeepTheirStyles() {
        var string = AttributedString("Gate ")
        var gate = AttributedString("B12")
        gate.foregroundColor = .yellow
        gate.font = .headline.bold()
        string.append(gate)
        let canvas = ViewRenderer().render(Text(string), width: 8).canvas
        #expect(canvas.plainText == "Gate B12")
        #expect(canvas[5, 0].style.foreground == Color.yellow.terminalColor(in: .dark))
        #expect(canvas[5, 0].style.isBold)
        #expect(!canvas[0, 0].style.isBold)
    }

    @Test func linearGradientAsAShapeStyleShadesEachCell() {
        let canvas = ViewRenderer().render(
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 32, height: 16),
            width: 4).canvas
        #expect(canvas.plainText == "    ¶")
        #expect(canvas[0, 0].style.background == Color.red.terminalColor(in: .dark))
        #expect(canvas[3, 0].style.background == Color.blue.terminalColor(in: .dark))
    }

    @Test func colourLiteralsAreColours() {
        let literal: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        let canvas = ViewRenderer().render(Text("hot").foregroundStyle(Color(uiColor: #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))), width: 3).canvas
        #expect(canvas.plainText == "hot")
        #expect(canvas[0, 0].style.foreground == literal.terminalColor(in: .dark))
        #expect(literal.terminalColor(in: .dark) == .rgb(255, 0, 0))
    }

    @Test func containerRelativeFrameTakesTheContainersLength() {
        #expect(render(Text("Hi").containerRelativeFrame(.horizontal, alignment: .trailing), width: 8) == "      Hi")
        #expect(render(Text("ab").containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 0, alignment: .trailing)
            .frame(height: 16), width: 8) == "  ab    ¶")
    }

    @Test func gridRowsLineTheirCellsUpInColumns() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0) {
            GridRow { Text("Pickup"); Text("12 min") }
            GridRow { Text("Drop"); Text("25 min") }
        }
        #expect(render(grid, width: 14) == """
             Pickup12 min ¶
             Drop  25 min ¶
            """)
    }

    @Test func labelsHiddenDrawsTheControlAlone() {
        #expect(render(Toggle("Alarm", isOn: true).labelsHidden(), width: 6) == "   ━● ¶")
        #expect(render(ProgressView("Upload", value: 0.5).labelsHidden().frame(width: 64), width: 8) == "████    ¶")
    }

    @Test func backgroundWithoutAStyleIsTheSchemesBackground() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let canvas = ViewRenderer(environment: environment).render(Text("Hi").background(), width: 2).canvas
        #expect(canvas.plainText == "Hi")
        #expect(canvas[0, 0].style.background == .rgb(255, 255, 255))
    }

    @Test func anOverlayStyleFillsTheFrame() {
        let canvas = ViewRenderer().render(Text("ab").overlay(.red.opacity(0.5)), width: 2).canvas
        #expect(canvas[0, 0].style.background != .default)
    }

    @Test func aUIImageStoredAsDataReadsBackAsTheSamePlaceholder() throws {
        let data = try #require(UIImage(named: "logo")?.pngData())
        #expect(render(Image(uiImage: UIImage(data: data) ?? UIImage()), width: 1) == "▣")
        #expect(render(Image(uiImage: UIImage(systemName: "bell")!), width: 2) == "🔔")
    }

    @Test func uiScreenAndUIFontAreAnIPhonesAndTheirSizesEmphasis() {
        #expect(UIScreen.main.bounds.width == 393)
        #expect(render(Text("Go").frame(width: UIScreen.main.bounds.width / 393 * 32), width: 4) == " Go ¶")
        let canvas = ViewRenderer().render(Text("Bold").font(Font(UIFont.systemFont(ofSize: 17, weight: .bold))), width: 4).canvas
        #expect(canvas[0, 0].style.isBold)
    }

    @Test func animationModifiersKeepTheTimingMotionReads() {
        let once = Animation.easeIn(duration: 1).speed(2)
        #expect(once.duration == 0.5)
        let forever = Animation.linear(duration: 3).repeatForever(autoreverses: false)
        #expect(forever.repeatCount == nil && forever.duration == 2)
        #expect(Animation.default.delay(0.3).delay == 0.3)
    }

    @Test func transactionsReplaceOrRemoveTheRecordedAnimation() {
        let frame = ViewRenderer().render(
            Text("a").animation(.easeIn(duration: 1), value: 1).transaction { $0.animation = .linear(duration: 0.5) }, width: 1)
        #expect(frame.regions.first?.animation?.duration == 0.5)
        let none = ViewRenderer().render(Text("a").animation(.easeIn, value: 1).transaction { $0.disablesAnimations = true }, width: 1)
        #expect(none.regions.first?.animation == nil)
    }

    @Test func transitionsComposeIntoMotionsEffects() {
        #expect(AnyTransition.asymmetric(insertion: .opacity, removal: .slide).effect == .opacity)
        #expect(AnyTransition.offset(x: 0, y: 20).effect == .move(.bottom))
        #expect(AnyTransition.scale(scale: 0.5, anchor: .top).combined(with: .opacity).effect == .combined(.scale, .opacity))
        #expect(ContentTransition.symbolEffect(.replace.downUp).effect == .opacity)
    }
}
