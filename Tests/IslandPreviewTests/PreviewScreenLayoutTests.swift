import Testing
import TerminalCanvas
@testable import IslandPreview

/// The screen's layout is a pure value of the size and a few of the session's facts: each
/// arrangement at both sides of its edge, and drawing never changes the session.
@Suite("The previewer's screen layout")
struct PreviewScreenLayoutTests {
    typealias Layout = PreviewScreenLayout
    /// Phones 46 wide (an iPhone 15 Pro's frame is wider; the rule does not care).
    static func make(_ width: Int, _ height: Int = 40, unlocked: Int = 46, locked: Bool = false, panelInstead: Bool = false) -> Layout {
        Layout.make(size: Size(width: width, height: height), phoneWidth: 46, unlockedWidth: unlocked, scrollLimit: 7,
                    showsLockedFaceAlone: locked, isPanelInsteadOfPhone: panelInstead)
    }

    /// What a layout comes to, in one line: "bothPhonesAndPanel home@0+46 lock@47+46 panel@94".
    static func summary(_ layout: Layout) -> String {
        guard let arrangement = layout.arrangement else { return "tooSmall \(layout.needed!.width)×\(layout.needed!.height)" }
        let phones = layout.phones.map { "\($0.scope)@\($0.x)+\($0.width)" }
        return (["\(arrangement)"] + phones + (layout.panelX.map { ["panel@\($0)"] } ?? [])).joined(separator: " ")
            + (layout.showsLockScreen ? " scrolls" : "")
    }

    @Test(arguments: [
        // Both phones and the panel need 46 + 1 + 46 + 1 + 34 = 128 columns.
        (128, 40, 46, false, false, "bothPhonesAndPanel home@0+46 lock@47+46 panel@94 scrolls"),
        (127, 40, 46, false, false, "phoneAndPanel home@0+46 panel@47"),
        // StandBy's phone on its side is wider, and moves the locked phone along.
        (150, 40, 60, false, false, "bothPhonesAndPanel home@0+60 lock@61+46 panel@108 scrolls"),
        (141, 40, 60, false, false, "phoneAndPanel home@0+60 panel@61"),
        // One phone and the panel: 46 + 1 + 34 = 81.
        (81, 40, 46, false, false, "phoneAndPanel home@0+46 panel@47"),
        (80, 40, 46, false, false, "phoneOnly home@0+46"),
        (80, 40, 46, true, false, "phoneOnly lock@0+46 scrolls"),
        (81, 40, 46, true, false, "phoneAndPanel lock@0+46 panel@47 scrolls"),
        // P: the panel in place of the phone, only where the two do not fit side by side.
        (80, 40, 46, false, true, "panelOnly panel@0"),
        (81, 40, 46, false, true, "phoneAndPanel home@0+46 panel@47"),
        // Too small: narrower than a phone, or fewer than 12 + 3 rows.
        (46, 15, 46, false, false, "phoneOnly home@0+46"),
        (45, 40, 46, false, false, "tooSmall 46×15"),
        (200, 14, 46, false, false, "tooSmall 46×15"),
    ])
    func arrangementsAtTheirEdges(_ width: Int, _ height: Int, _ unlocked: Int, _ locked: Bool, _ panelInstead: Bool, _ expected: String) {
        #expect(Self.summary(Self.make(width, height, unlocked: unlocked, locked: locked, panelInstead: panelInstead)) == expected)
    }

    @Test func theBodyIsTheRowsBetweenTitleAndFooter() {
        #expect(Self.make(200, 40).bodyHeight == 37)
        #expect(Self.make(200, 15).bodyHeight == 12)
        #expect(Self.make(200, 40).scrollLimit == 7)
        #expect(Self.make(200, 40).showsEverything && !Self.make(127).showsEverything)
    }

    /// The keys ask the layout of the size the terminal has when they are pressed, the function
    /// the drawing lays out with: what was drawn before at another size does not count.
    @Test func theKeysAnswerTheLayoutAtTheSizeTheyArePressedAt() throws {
        let session = try PreviewTesting.session()
        let screen = PreviewScreen()
        _ = screen.render(session, size: Size(width: 60, height: 40))
        #expect(screen.layout(of: session, size: Size(width: 60, height: 40)).arrangement == .phoneOnly)
        session.perform(.togglePanel, at: Size(width: 160, height: 40))
        #expect(session.flash == .everythingShown && !session.isPanelInsteadOfPhone)
        session.perform(.togglePanel, at: Size(width: 60, height: 40))
        #expect(session.flash == .panelInstead(of: .unlocked) && session.isPanelInsteadOfPhone)
        // A terminal too small for a phone draws one line, and the keys say it is too small.
        let tiny = Size(width: 20, height: 10)
        #expect(screen.layout(of: session, size: tiny).arrangement == nil)
        #expect(screen.render(session, size: tiny).canvas.plainText.hasPrefix("TermIsland needs at"))
        session.perform(.switchPhone, at: tiny)
        #expect(session.flash == .screenTooSmall && !session.isShowingLockedPhone)
        // With no screen at all (no terminal), they say so and change nothing.
        session.perform(.togglePanel)
        #expect(session.flash == .noScreen && session.isPanelInsteadOfPhone)
    }
}
