import Foundation
@testable import LiveActivity
import Testing
import TermIsland
import TerminalCanvas

/// Each variant axis drawn whole, on a widget written to show it (`ParcelWidget`): what the
/// variant changes is what a reviewer sees in the grid.
@Suite("Variants drawn")
struct VariantLookTests {
    /// `presentation` of the parcel in the one variant `words` make.
    func draw(_ presentation: Presentation, _ words: String?) throws -> RenderedPresentation {
        let variant = try words.map { try #require(VariantMatrix(parsing: $0).variants.first) } ?? .none
        let renderer = variant.applied(to: PresentationRenderer(device: .iPhone15Pro))
        return renderer.render(ParcelWidget().body, context: ParcelWidget.context(isStale: variant.isStale ?? false), as: presentation)
    }

    func text(_ presentation: Presentation, _ words: String?) throws -> String {
        try draw(presentation, words).canvas.plainText
    }

    @Test func rightToLeftMirrorsTheLockScreenRowAndItsLeadingPadding() throws {
        #expect(try text(.lockScreen, nil) == """
            ╭──────────────────────────────────────── ✕ ─╮
            │     Ana                                    │
            │  📦 Stop 3 of 9                     9:40 AM│
            ╰────────────────────────────────────────────╯
            """)
        #expect(try text(.lockScreen, "rtl") == """
            ╭──────────────────────────────────────── ✕ ─╮
            │                                    Ana     │
            │9:40 AM                     Stop 3 of 9 📦  │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func rightToLeftPutsTheCompactLeadingContentOnTheRight() throws {
        #expect(try text(.compact, nil) == """
            ╭───────────────────────────╮
            │📦           ◉       Stop 3│
            ╰───────────────────────────╯
            """)
        #expect(try text(.compact, "rtl") == """
            ╭───────────────────────────╮
            │Stop 3       ◉           📦│
            ╰───────────────────────────╯
            """)
    }

    @Test func rightToLeftMirrorsTheExpandedRegionsAndTheAttachedMinimal() throws {
        #expect(try text(.expanded, "rtl") == """
            ╭────────────────────────────────────────────╮
            │ 9:40 AM                             📦 Ana │
            │                 Stop 3 of 9                │
            │                                            │
            ╰────────────────────────────────────────────╯
            """)
        #expect(try text(.minimal, "rtl") == """
            ╭──────────────────────╮ ╭─────╮
            │        ◉          3  │ │  3  │
            ╰──────────────────────╯ ╰─────╯
            """)
    }

    @Test func accessibility3CutsTheCompactStopAsAPhoneWould() throws {
        #expect(try text(.compact, "large") == """
            ╭───────────────────────────╮
            │📦           ◉       Stop 3│
            ╰───────────────────────────╯
            """)
        let large = try draw(.compact, "accessibility3")
        #expect(large.canvas.plainText == """
            ╭──────────╮
            │📦   ◉ St…│
            ╰──────────╯
            """)
        #expect(large.diagnostics.contains { if case .tooWide = $0 { true } else { false } }, "the lint's too-wide finding")
    }

    @Test func accessibility3WrapsTheLockScreenCard() throws {
        #expect(try text(.lockScreen, "accessibility3") == """
            ╭───────────── ✕ ─╮
            │   Ana           │
            │ 📦Stop 3 9:40 AM│
            │   of 9          │
            ╰─────────────────╯
            """)
    }

    @Test func landscapeLimitsTheCompactAndMinimalInWidth() throws {
        #expect(try text(.compact, "landscape") == """
            ╭───────────────────────────╮
            │📦           ◉           #3│
            ╰───────────────────────────╯
            """)
        // The minimal keeps its portrait width (the attached one and the detached circle).
        #expect(try text(.minimal, "landscape") == """
            ╭──────────────────────╮ ╭─────╮
            │   3          ◉       │ │  3  │
            ╰──────────────────────╯ ╰─────╯
            """)
        // The expanded island is not limited: Apple names compact and minimal only.
        #expect(try text(.expanded, "landscape") == text(.expanded, nil))
    }

    @Test func glassShowsTheMaterialThroughAClearTintInVibrantColours() throws {
        let opaque = try draw(.lockScreen, "dark").canvas
        let glass = try draw(.lockScreen, "glass").canvas
        #expect(glass.plainText == opaque.plainText, "glass changes colours, not cells")
        // The glass (#484e5c) under the clear tint, its edge lighter (#9ca2b0); the orange
        // courier name a near-white grey (#e2e2e2), as light as orange was; the rest white.
        #expect(glass.styledText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │     Ana                                    │
            │  📦 Stop 3 of 9                     9:40 AM│
            ╰────────────────────────────────────────────╯
            styles:
              y=0 x=0-40 fg=#9ca2b0 bg=#484e5c
              y=0 x=41-43 fg=#a4a4a8 bg=#484e5c
              y=0 x=44-45 fg=#9ca2b0 bg=#484e5c
              y=1 x=0 fg=#9ca2b0 bg=#484e5c
              y=1 x=1-5 fg=#ffffff bg=#484e5c
              y=1 x=6-8 fg=#e2e2e2 bg=#484e5c
              y=1 x=9-44 fg=#ffffff bg=#484e5c
              y=1 x=45 fg=#9ca2b0 bg=#484e5c
              y=2 x=0 fg=#9ca2b0 bg=#484e5c
              y=2 x=1-44 fg=#ffffff bg=#484e5c
              y=2 x=45 fg=#9ca2b0 bg=#484e5c
              y=3 x=0-45 fg=#9ca2b0 bg=#484e5c
            """)
        // Without glass the card is the theme's opaque one.
        #expect(!opaque.styledText.contains("#484e5c"))
    }

    @Test func aLocaleWritesTheTimeItsWay() throws {
        #expect(try text(.lockScreen, "de_DE") == """
            ╭──────────────────────────────────────── ✕ ─╮
            │     Ana                                    │
            │  📦 Stop 3 of 9                        9:40│
            ╰────────────────────────────────────────────╯
            """)
        // Arabic is written right to left: the row is mirrored and the time is Arabic's.
        #expect(try text(.lockScreen, "ar") == """
            ╭──────────────────────────────────────── ✕ ─╮
            │                                    Ana     │
            │9:40 ص                      Stop 3 of 9 📦  │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func alwaysOnDimsAndStaleShowsTheStaleLine() throws {
        #expect(try text(.lockScreen, "stale") == """
            ╭──────────────────────────────────────── ✕ ─╮
            │     Ana                                    │
            │  📦 Updating…                       9:40 AM│
            ╰────────────────────────────────────────────╯
            """)
        let awake = try draw(.lockScreen, nil).canvas, dim = try draw(.lockScreen, "always-on").canvas
        #expect(dim.plainText == awake.plainText)
        #expect(dim.styledText != awake.styledText)
    }
}
