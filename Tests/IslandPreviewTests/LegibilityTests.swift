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
            let style = look.style.converted(to: look.depth, for: look.kind)
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

        /// The cells of `canvas` that cannot be seen at `depth`, described.
        func illegibleCells(in canvas: Canvas, depth: ColorDepth) -> [String] {
            var problems: [String] = []
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let cell = canvas[x, y]
                    if let problem = problem(Look(style: cell.style, kind: cell.glyphKind, depth: depth)) {
                        problems.append("(\(x),\(y)) \(cell.grapheme) \(problem)")
                    }
                }
            }
            return problems
        }

        /// The first few problems of each canvas at each depth, so a failure reads in a screen or two.
        func expectLegible(_ canvas: Canvas, _ what: @autoclosure () -> String) {
            for depth in LegibilityTests.depths {
                let problems = illegibleCells(in: canvas, depth: depth)
                #expect(problems.isEmpty, "\(what()) at \(depth): \(problems.count) cells, such as \(problems.prefix(4))")
            }
        }
    }

    /// One device of each kind `island list` shows, not all 22: the fourteen iPhones differ
    /// only in width and in one of two island sizes, the watches and CarPlay screens only in
    /// the small presentation's size, and colours do not depend on width. So: the standard
    /// island (iPhone 15 Pro) and the large one at the widest screen (iPhone 17 Pro Max); no
    /// island, where island presentations become banners (iPhone SE); the iPad's wider Lock
    /// Screen; the smallest watch and CarPlay sizes, where the Smart Stack and CarPlay views
    /// are cut shortest, and CarPlay's tall size; the Mac's menu bar. All 22 took this test
    /// from 9 to 20 seconds on two busy cores for no style these do not already draw.
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
}
