import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// The panel keeps its lines and writes only those that changed; every drawing is compared
/// with one made afresh from the same lines.
@Suite("The panel drawn from its last lines")
struct PanelDrawingTests {
    static func line(_ text: String, _ color: TerminalColor = .default) -> PanelDrawing.Line {
        PanelDrawing.Line(text: text, style: Style(foreground: color))
    }

    @Test func eachDrawingIsWhatAFreshOneDraws() {
        let kept = PanelDrawing()
        let frames: [[PanelDrawing.Line]] = [
            [Self.line("ACTIVITIES"), Self.line("▸ Pizza  pizza   active   50  7h59", .cyan), Self.line(""), Self.line("LOG")],
            [Self.line("ACTIVITIES"), Self.line("▸ Pizza  pizza   active   50  7h58", .cyan), Self.line(""), Self.line("LOG")],
            // A line in another colour only, a line longer, then fewer lines: the rest is cleared.
            [Self.line("ACTIVITIES"), Self.line("▸ Pizza  pizza   active   50  7h58", .red), Self.line("实时 ride 🚗 café"), Self.line("LOG")],
            [Self.line("ACTIVITIES")],
            [],
            [Self.line("ACTIVITIES"), Self.line("a line far wider than the panel is, cut at its edge")],
        ]
        for (index, lines) in frames.enumerated() {
            #expect(kept.draw(lines, width: 24, height: 5) == PanelDrawing().draw(lines, width: 24, height: 5), "frame \(index)")
        }
        // Another size starts again.
        let lines = frames[0]
        #expect(kept.draw(lines, width: 30, height: 6) == PanelDrawing().draw(lines, width: 30, height: 6))
    }

    @Test func linesAreTheSameBytesInTheSameStyle() {
        #expect(Self.line("é") == Self.line("é"))
        #expect(Self.line("é") != Self.line("e\u{301}"), "canonically equivalent, other bytes: drawn again")
        #expect(Self.line("a") != Self.line("a", .red))
        #expect(Self.line("") == Self.line(""))
    }

    /// Relevance as `%4.0f` prints it, halves to even, without Foundation's formatting.
    @Test(arguments: [0, 0.5, 1.5, 2.5, -0.4, -0.5, -1.5, 49.5, 50, 80.25, 99.5, 100, 999.5, 1_000, 12_345.5, -12_345.5,
                      1e14 + 0.5, 1e15, 1e300, -0.0, .infinity, -.infinity, .nan] as [Double])
    func relevanceIsPrintedAsPercentFourPointZeroF(_ score: Double) {
        #expect(Panel.relevance(score) == String(format: "%4.0f", score), "\(score)")
    }
}
