import Foundation
import IslandExamples
import IslandPreview
import Testing
import TermIsland

/// Every grapheme TermIsland draws can be read at every colour depth: the contrast of each cell
/// as a terminal of that depth shows it (`Style.converted(to:)`, what the ANSI encoder and the
/// ncurses backend send) is measured on the rendered canvases of every example in every
/// presentation on a device of each kind, under every theme and both appearances, and of the
/// previewer's screens with each of its overlays (`PreviewerLegibilityTests`); a cell
/// below `Legibility`'s minimums (text: a contrast of 3:1 on a background TermIsland paints,
/// 1.5:1 on the terminal's own; shapes: an OKLab difference of 0.1) fails, with where it is
/// and its colours. Every depth is held to them, 256 and 24-bit colour too, where the colours
/// are the design's own: an example that falls short there is fixed in the example.
@Suite("Legibility at every colour depth")
struct LegibilityTests {
    static let depths = ColorDepth.allCases

    /// What a cell's legibility depends on: its style, its kind of grapheme, the depth.
    struct Look: Hashable {
        let style: Style
        let kind: GlyphKind
        let depth: ColorDepth
    }

    /// Remembers each look's verdict: a screen has hundreds of cells and a handful of styles,
    /// and converting a style at 8 or 16 colours searches the palette. Without it the
    /// measure, not the rendering, is most of these tests' time. One to a test (not shared
    /// between test cases that run in parallel).
    final class Measure {
        private var verdicts: [Look: String?] = [:]

        /// Nil when a cell drawn in `look` can be seen, else its measure and colours as shown.
        func problem(_ look: Look) -> String? {
            if let known = verdicts[look] { return known }
            let style = shown(look)
            var problem: String?
            if !Legibility.isLegible(style, as: look.kind) {
                let measure = look.kind != .text
                    ? "difference \(String(format: "%.2f", Legibility.colorDifference(of: style) ?? 0))"
                    : "contrast \(String(format: "%.2f", Legibility.contrast(of: style) ?? 0))"
                problem = "\(measure): \(style.foreground) on \(style.background)\(style.isDim ? " dim" : "")"
            }
            verdicts[look] = problem
            return problem
        }

        private var shownStyles: [Look: Style] = [:]

        /// The style a cell in `look` is drawn in.
        func shown(_ look: Look) -> Style {
            if let known = shownStyles[look] { return known }
            let style = look.style.converted(to: look.depth, for: look.kind)
            shownStyles[look] = style
            return style
        }

        /// The cells of `canvas` that cannot be seen at `depth`, described.
        func illegibleCells(in canvas: Canvas, depth: ColorDepth) -> [String] {
            var problems: [String] = []
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let cell = canvas[x, y]
                    if let problem = problem(Look(style: cell.style, kind: cell.glyphKind, depth: depth)) {
                        problems.append("(\(x),\(y)) \(cell.grapheme) \(problem)")
                    } else if let problem = solidCellProblem(in: canvas, x: x, y: y, depth: depth) {
                        problems.append("(\(x),\(y)) \(cell.grapheme) \(problem)")
                    }
                }
            }
            return problems
        }

        /// A solid cell ("█" in its background's colour: the big clock's pixels) is a blank to
        /// the measure above, always legible, yet it is a shape, drawn by its colour against
        /// the cells around it: where a neighbour that is not solid stands apart from it in
        /// the design's colours (24-bit), it must stand apart as `depth` shows them too, or
        /// the clock is drawn black on black (the Always-On clock at 8 colours was).
        func solidCellProblem(in canvas: Canvas, x: Int, y: Int, depth: ColorDepth) -> String? {
            let cell = canvas[x, y]
            guard cell.grapheme == "█", cell.glyphKind == .blank else { return nil }
            func back(_ cell: Cell, _ depth: ColorDepth) -> TerminalColor {
                let style = shown(Look(style: cell.style, kind: cell.glyphKind, depth: depth))
                return style.isReversed ? style.foreground : style.background
            }
            for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < canvas.width, ny < canvas.height else { continue }
                let neighbour = canvas[nx, ny]
                guard neighbour.grapheme != "█" || neighbour.glyphKind != .blank, !neighbour.isContinuation else { continue }
                let designed = Legibility.colorDifference(of: Style(foreground: back(cell, .trueColor), background: back(neighbour, .trueColor)))
                guard (designed ?? 0) >= Legibility.minimumShapeDifference else { continue }
                let shownPair = Style(foreground: back(cell, depth), background: back(neighbour, depth))
                let difference = Legibility.colorDifference(of: shownPair) ?? .infinity
                if difference < Legibility.minimumShapeDifference {
                    return "solid, difference \(String(format: "%.2f", difference)) from its neighbour: \(shownPair.foreground) beside \(shownPair.background)"
                }
            }
            return nil
        }

        /// The first few problems of each canvas at each depth, so a failure reads in a screen or two.
        func expectLegible(_ canvas: Canvas, _ what: @autoclosure () -> String) {
            for depth in LegibilityTests.depths {
                let problems = illegibleCells(in: canvas, depth: depth)
                #expect(problems.isEmpty, "\(what()) at \(depth): \(problems.count) cells, such as \(problems.prefix(4))")
            }
        }
    }

    /// One device of each kind `island list` shows, not all 22: the eleven iPhones with an
    /// island differ only in width and in one of two island sizes, the watches and CarPlay screens only in
    /// the small presentation's size, and colours do not depend on width. So: the standard
    /// island (iPhone 15 Pro) and the large one at the widest screen (iPhone 17 Pro Max); no
    /// island, where island presentations become banners (iPhone SE); the iPad's wider Lock
    /// Screen; the smallest watch and CarPlay sizes, where the Smart Stack and CarPlay views
    /// are cut shortest, and CarPlay's tall size; the Mac's menu bar. All 22 took this test
    /// from 9 to 20 seconds on two busy cores and found nothing these do not (2026-11-26).
    static let devices: [DeviceProfile] = [
        .iPhone15Pro, .iPhone17ProMax, .iPhoneSE, .iPad, .appleWatch40mm, .carPlay170x78, .carPlay240x100, .mac,
    ]

    /// The presentations a device shows itself: every one on a phone with an island; on a
    /// device without one its island presentations are the Lock Screen's card again (drawn
    /// once, as the banner), and a watch or a car shows only the small view. Every
    /// presentation is drawn on some device.
    static func presentations(on device: DeviceProfile) -> [Presentation] {
        switch device.place {
        case .appleWatch: [.smartStack]
        case .carPlay: [.carPlay]
        case .iPad: [.lockScreen, .banner]
        case .mac: [.compact, .minimal, .minimalAttached, .minimalDetached, .expanded]
        case .iPhone: device.island == nil ? [.lockScreen, .banner, .standby] : Presentation.allCases
        }
    }

    @Test func everyPresentationIsDrawnOnSomeDeviceAndEveryKindOfDeviceIsMeasured() {
        #expect(Set(Self.devices.flatMap(Self.presentations)) == Set(Presentation.allCases))
        #expect(Set(Self.devices.map(\.place)) == Set(DeviceProfile.all.map(\.place)))
        #expect(Self.devices.allSatisfy { device in DeviceProfile.all.contains(device) })
    }

    @Test(arguments: Theme.builtIn.map(\.name))
    func everyExampleInEveryPresentation(_ themeName: String) {
        let theme = Theme.builtIn.first { $0.name == themeName }!
        let measure = Measure()
        for scheme in [ColorScheme.dark, .light] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.date = Date(timeIntervalSince1970: 1_800_000_000 + 600)
            for device in Self.devices {
                let renderer = PresentationRenderer(device: device, environment: environment, theme: theme)
                for example in Example.all {
                    for presentation in Self.presentations(on: device) {
                        let canvas = example.render(renderer, presentation, 600).canvas
                        measure.expectLegible(canvas, "\(example.name) \(presentation) on \(device) \(themeName) \(scheme)")
                    }
                }
            }
        }
    }

    /// The measure itself fails where it must: black on black at 8 colours, the grey the panel's
    /// log was drawn in before greys became the default colour, dim.
    @Test func theMeasureFindsTextInItsBackgroundsColour() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Cell("a", style: Style(foreground: .ansi(.black), background: .ansi(.black)))
        canvas[1, 0] = Cell("b", style: Style(foreground: .ansi(.white), background: .ansi(.white)))
        #expect(Measure().illegibleCells(in: canvas, depth: .trueColor).count == 2)
        #expect(Measure().illegibleCells(in: canvas, depth: .none).isEmpty)
    }

    /// A solid cell is measured against the cells beside it: a mid-grey clock pixel on black
    /// is seen at 24-bit colour; a black one is not there to see.
    @Test func theMeasureFindsASolidCellInItsSurroundingsColour() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Cell(" ", style: Style(background: .rgb(0, 0, 0)))
        canvas[1, 0] = Cell("█", style: Style(foreground: .rgb(0x66, 0x66, 0x66), background: .rgb(0x66, 0x66, 0x66)))
        #expect(Measure().illegibleCells(in: canvas, depth: .trueColor).isEmpty)
        #expect(Measure().illegibleCells(in: canvas, depth: .ansi16).isEmpty)
        canvas[1, 0] = Cell("█", style: Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0)))
        #expect(Measure().illegibleCells(in: canvas, depth: .ansi8).isEmpty, "not apart in the design either")
        // A dark red pixel beside a bright red cell: apart in the design, both red at 8 colours.
        canvas[0, 0] = Cell(" ", style: Style(background: .ansi(.brightRed)))
        canvas[1, 0] = Cell("█", style: Style(foreground: .rgb(0x80, 0, 0), background: .rgb(0x80, 0, 0)))
        #expect(Measure().illegibleCells(in: canvas, depth: .trueColor).isEmpty)
        #expect(Measure().illegibleCells(in: canvas, depth: .ansi8).count == 1)
    }
}
