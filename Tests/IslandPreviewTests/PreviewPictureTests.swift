import Foundation
import IslandPreview
import Motion
import Testing
import TermIsland

/// The pictures of the previewer and of Motion in docs/pictures/, drawn from the real screens
/// and transitions. A picture that no longer matches what the code draws fails; regenerate with
///
///     ISLAND_RECORD_PICTURES=1 swift test --filter PreviewPictureTests
struct PreviewPictureTests {
    static let pictures = PreviewTesting.packageRoot.appendingPathComponent("docs/pictures")

    func check(_ svg: String, named name: String) throws {
        let file = Self.pictures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ISLAND_RECORD_PICTURES"] != nil {
            try Data(svg.utf8).write(to: file)
        }
        let committed = try String(decoding: Data(contentsOf: file), as: UTF8.self)
        #expect(committed == svg, "docs/pictures/\(name) is stale: ISLAND_RECORD_PICTURES=1 swift test --filter PreviewPictureTests")
    }

    /// The demo five minutes in, paused at the pizza's alert, in a 150×40 terminal.
    @Test func theDemoAtThePizzasAlert() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.perform(.togglePause)
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        let screen = PreviewScreen().render(session, size: Size(width: 150, height: 40), status: "frame 0.62 ms · 214 cells changed")
        try check(SVGEncoder(title: "island demo").encode(screen.canvas), named: "previewer-demo.svg")
    }

    /// The island's morph from compact to expanded, frame by frame.
    @Test func theIslandsMorph() throws {
        let compact = try PreviewTesting.session()
        compact.perform(.togglePause)
        let screen = PreviewScreen()
        let size = Size(width: 51, height: 20)
        let before = screen.render(compact, size: size)
        compact.perform(.toggleExpanded)
        let after = screen.render(compact, size: size)
        let transition = FrameTransition(from: before, to: after)
        let sections = [0.0, 0.15, 0.3, 0.5, 1].map { fraction in
            SVGEncoder.Section(heading: "\(Int(fraction * 100)) %", canvas: Self.top(transition.canvas(at: fraction * transition.duration), rows: 8))
        }
        try check(SVGEncoder(title: "the island's morph").encode(sections), named: "motion-morph.svg")
    }

    /// The first rows of a canvas, closed by the phone's bottom edge (the first row below them
    /// that starts with "╰"): the phone stays one box, which the picture fills with its
    /// wallpaper, so the wallpaper reaches the island's outline as on the screen.
    static func top(_ canvas: Canvas, rows: Int) -> Canvas {
        let kept = min(rows, canvas.height)
        let edge = (kept..<canvas.height).first { canvas[0, $0].grapheme == "╰" }
        var cut = Canvas(width: canvas.width, height: kept + (edge == nil ? 0 : 1))
        cut.copy(canvas, to: .zero)
        if let edge {
            for x in 0..<canvas.width where !canvas[x, edge].isContinuation { cut[x, kept] = canvas[x, edge] }
        }
        return cut
    }
}
