import Foundation
import IslandExamples
import IslandPreview
import Testing
import TermIsland

/// Every grapheme TermIsland draws can be read at every colour depth: the contrast of each cell
/// as a terminal of that depth shows it (`Style.converted(to:)`, what the ANSI encoder and the
/// ncurses backend send) is measured on the rendered canvases of every example in every
/// presentation, under every theme and both appearances, and of the previewer's screens; a cell
/// below `Legibility`'s minimums (text: a contrast of 3:1 on a background TermIsland paints,
/// 1.5:1 on the terminal's own; shapes: an OKLab difference of 0.1) fails, with where it is
/// and its colours. Every depth is held to them, 256 and 24-bit colour too, where the colours
/// are the design's own: an example that falls short there is fixed in the example.
@Suite("Legibility at every colour depth")
struct LegibilityTests {
    static let depths = ColorDepth.allCases

    /// The cells of `canvas` that cannot be seen at `depth`, described.
    static func illegibleCells(in canvas: Canvas, depth: ColorDepth) -> [String] {
        var problems: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                let style = cell.shownStyle(at: depth)
                guard !Legibility.isLegible(style, as: cell.glyphKind) else { continue }
                let measure = cell.glyphKind != .text
                    ? "difference \(String(format: "%.2f", Legibility.colorDifference(of: style) ?? 0))"
                    : "contrast \(String(format: "%.2f", Legibility.contrast(of: style) ?? 0))"
                problems.append("(\(x),\(y)) \(cell.grapheme) \(measure): \(style.foreground) on \(style.background)\(style.isDim ? " dim" : "")")
            }
        }
        return problems
    }

    /// The first few problems of each canvas at each depth, so a failure reads in a screen or two.
    static func expectLegible(_ canvas: Canvas, _ what: String) {
        for depth in depths {
            let problems = illegibleCells(in: canvas, depth: depth)
            #expect(problems.isEmpty, "\(what) at \(depth): \(problems.count) cells, such as \(problems.prefix(4))")
        }
    }

    @Test(arguments: Theme.builtIn.map(\.name))
    func everyExampleInEveryPresentation(_ themeName: String) {
        let theme = Theme.builtIn.first { $0.name == themeName }!
        for scheme in [ColorScheme.dark, .light] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.date = Date(timeIntervalSince1970: 1_800_000_000 + 600)
            let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment, theme: theme)
            for example in Example.all {
                for presentation in [Presentation.compact, .minimal, .expanded, .lockScreen, .standby, .banner] {
                    let canvas = example.render(renderer, presentation, 600).canvas
                    Self.expectLegible(canvas, "\(example.name) \(presentation) \(themeName) \(scheme)")
                }
            }
        }
    }

    /// The demo as `island demo` opens it, and each face and overlay of the phone: unlocked,
    /// at an alert, expanded, locked (the cards on the Lock Screen's wallpaper, the ✕ in each
    /// app's colour on it), always on, StandBy, the help; the panel and its log beside them.
    @Test(arguments: Theme.builtIn.map(\.name))
    func thePreviewersScreens(_ themeName: String) throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.theme = Theme.builtIn.first { $0.name == themeName }!
        session.perform(.togglePause)
        let screen = PreviewScreen()
        let size = Size(width: 150, height: 40)
        func expect(_ what: String) { Self.expectLegible(screen.shown(session, size: size).canvas, "\(what) \(themeName)") }
        expect("the demo")
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        expect("the demo at the pizza's alert")
        session.perform(.toggleExpanded)
        expect("the demo expanded")
        session.perform(.toggleExpanded)
        session.perform(.toggleLock)
        expect("the Lock Screen")
        session.perform(.toggleAlwaysOn)
        expect("the Lock Screen always on")
        session.perform(.toggleAlwaysOn)
        session.perform(.toggleLock)
        session.perform(.toggleHelp)
        expect("the help")
        session.perform(.closeOverlay)
        session.perform(.toggleStandBy)
        expect("StandBy")
    }

    /// The measure itself fails where it must: black on black at 8 colours, the grey the panel's
    /// log was drawn in before greys became the default colour, dim.
    @Test func theMeasureFindsTextInItsBackgroundsColour() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Cell("a", style: Style(foreground: .ansi(.black), background: .ansi(.black)))
        canvas[1, 0] = Cell("b", style: Style(foreground: .ansi(.white), background: .ansi(.white)))
        #expect(Self.illegibleCells(in: canvas, depth: .trueColor).count == 2)
        #expect(Self.illegibleCells(in: canvas, depth: .none).isEmpty)
    }
}
