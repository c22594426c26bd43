import Foundation
import Testing
import TermIsland

// A Lock Screen card and an expanded presentation taller than 160 points: they lose their last
// rows, as a SwiftUI stack that does not fit is clipped at its end, and the warning says which.

private struct ThirteenRowsAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var rows: Int }
}

private struct ThirteenRowsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ThirteenRowsAttributes.self) { context in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<context.state.rows, id: \.self) { Text("row \($0)") }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<context.state.rows, id: \.self) { Text("row \($0)") }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

@Suite("Presentations taller than 160 points")
struct PresentationOverflowTests {
    let renderer = PresentationRenderer(device: .iPhone15Pro)
    fileprivate let context = ActivityViewContext(attributes: ThirteenRowsAttributes(), state: .init(rows: 13))

    @Test func aLockScreenCardLosesItsLastRows() {
        let rendered = renderer.render(ThirteenRowsWidget().body, context: context, as: .lockScreen)
        #expect(rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │row 0                                       │
            │row 1                                       │
            │row 2                                       │
            │row 3                                       │
            │row 4                                       │
            │row 5                                       │
            │row 6                                       │
            │row 7                                       │
            │row 8                                       │
            │row 9                                       │
            ╰────────────────────────────────────────────╯
            """)
        #expect(rendered.warnings == [.contentCut(.lockScreen, rows: 13, shownRows: 10, cut: CutRows(rows: 13, shown: 10, firstText: "row 10"))])
        #expect(rendered.warnings.map(\.description) == [
            "the Lock Screen presentation is 13 rows tall; ActivityKit shows 160 points (10 rows): the last 3 rows are cut (11–13), from “row 10”",
        ])
    }

    @Test func anExpandedPresentationLosesItsLastRows() {
        let rendered = renderer.render(ThirteenRowsWidget().body, context: context, as: .expanded)
        // The first row is the camera's; the bottom region starts below it.
        #expect(rendered.canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │                                            │
            │ row 0                                      │
            │ row 1                                      │
            │ row 2                                      │
            │ row 3                                      │
            │ row 4                                      │
            │ row 5                                      │
            │ row 6                                      │
            ╰────────────────────────────────────────────╯
            """)
        #expect(rendered.warnings.map(\.description) == [
            "the expanded presentation is 14 rows of content; ActivityKit shows 160 points (8 rows): the last 6 rows are cut (9–14), from “row 7”",
        ])
    }

    @Test func oneRowTooManyIsNamed() {
        let context = ActivityViewContext(attributes: ThirteenRowsAttributes(), state: .init(rows: 11))
        let rendered = renderer.render(ThirteenRowsWidget().body, context: context, as: .lockScreen)
        #expect(rendered.canvas.plainText.contains("row 9") && !rendered.canvas.plainText.contains("row 10"))
        #expect(rendered.warnings.map(\.description) == [
            "the Lock Screen presentation is 11 rows tall; ActivityKit shows 160 points (10 rows): the last row is cut (11), from “row 10”",
        ])
    }
}

/// A presentation's transcript: the drawing, then its warnings, then its errors, a line each.
@Test func aTranscriptIsTheDrawingThenItsWarningAndErrorLines() {
    var rendered = RenderedPresentation(canvas: Canvas(width: 3, height: 1), warnings: [.noStandBy, .menuBarOnly, .noStandBy])
    rendered.errors = [.imageTooLarge(.compact, width: 60, height: nil, limitWidth: 52.33, limitHeight: 36.67, device: "iPhone 15 Pro")]
    rendered.canvas.write("abc", at: .zero)
    #expect(rendered.transcript() == """
        abc
        warning: iPad has no StandBy
        warning: a Mac shows Live Activities in its menu bar only, in the compact, minimal and expanded presentations
        error: an image in the compact presentation is framed 60 × any pt; ActivityKit allows at most 52.33 × 36.67 pt on iPhone 15 Pro
        """)
}

extension PresentationOverflowTests {
    /// The warning that rows are cut is given exactly when rows are cut: content as tall as the
    /// rows shown (160 points: 10 rows on the Lock Screen, 8 under the camera's row expanded)
    /// shows whole and warns of nothing; a row more is cut, and said.
    @Test(arguments: 6...12)
    func aCutIsWarnedOfExactlyWhenRowsAreCut(rows: Int) {
        let context = ActivityViewContext(attributes: ThirteenRowsAttributes(), state: .init(rows: rows))
        for (presentation, shown) in [(Presentation.lockScreen, 10), (.expanded, 8 - 1)] {
            let rendered = renderer.render(ThirteenRowsWidget().body, context: context, as: presentation)
            let last = "row \(rows - 1)"
            let whole = rendered.canvas.plainText.contains(last)
            #expect(whole == (rows <= shown), "\(presentation), \(rows) rows")
            #expect(rendered.warnings.isEmpty == whole, "\(presentation), \(rows) rows: \(rendered.warnings)")
        }
    }
}
