@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// What a description leaves out: only the Lock Screen is required, and every island
/// presentation still draws something sensible.
@Suite("Described activity: fallbacks")
struct DescribedFallbackTests {
    func render(_ json: String, _ presentation: Presentation) throws -> RenderedPresentation {
        try DescribedTesting.description(json).render(DescribedTesting.renderer(), presentation, state: ["bay": 214], attributes: [:])
    }

    @Test func minimalFallsBackToCompactLeadingThenTrailing() throws {
        let leading = try render(#"{"compactLeading": "P{bay}", "compactTrailing": "T", "lockScreen": "L"}"#, .minimalDetached)
        #expect(leading.canvas.plainText == """
            ╭─────╮
            │ P214│
            ╰─────╯
            """)
        let trailing = try render(#"{"compactTrailing": "T", "lockScreen": "L"}"#, .minimalDetached)
        #expect(trailing.canvas.plainText == """
            ╭─────╮
            │  T  │
            ╰─────╯
            """)
    }

    @Test func aMissingCompactSideIsEmpty() throws {
        let compact = try render(#"{"compactTrailing": "{bay}", "lockScreen": "L"}"#, .compact)
        #expect(compact.canvas.plainText == """
            ╭───────────────────────────╮
            │             ◉          214│
            ╰───────────────────────────╯
            """)
        #expect(compact.warnings.isEmpty)
    }

    @Test func aMissingExpandedShowsTheLockScreenAtTheBottom() throws {
        let expanded = try render(#"{"lockScreen": {"hstack": ["Bay {bay}", {"spacer": true}, "Paid"]}}"#, .expanded)
        #expect(expanded.canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │                                            │
            │ Bay 214                               Paid │
            │                                            │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func anExpandedWithSomeRegionsLeavesTheOthersEmpty() throws {
        let expanded = try render(#"{"expanded": {"trailing": "{bay}"}, "lockScreen": "Lock Screen"}"#, .expanded)
        #expect(!expanded.canvas.plainText.contains("Lock Screen"))
        #expect(expanded.canvas.plainText.contains("214"))
    }

    @Test func aLockScreenAloneDrawsEveryPresentation() throws {
        for presentation in Presentation.allCases {
            let rendered = try render(#"{"lockScreen": "Bay {bay}"}"#, presentation)
            #expect(rendered.errors.isEmpty)
            #expect(rendered.canvas.width > 0, "\(presentation)")
        }
    }
}
