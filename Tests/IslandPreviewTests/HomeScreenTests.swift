import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// The unlocked phone's Home Screen: an icon for each app with a Live Activity, the dock, and a
/// click on an icon opening its app.
@Suite("The Home Screen")
struct HomeScreenTests {
    /// The four apps' scenario with every app started, time paused, without motion.
    func fourApps() throws -> PreviewSession {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.perform(.togglePause)
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        return session
    }

    @Test func theUnlockedPhoneShowsTheAppsIconsAndTheDock() throws {
        let text = PreviewScreen().render(try fourApps(), size: Size(width: 51, height: 24)).canvas.plainText
        #expect(text == """
             TermIsland · four apps · 08:05:0…                 ¶
            ╭─ unlocked ──────────────────────────────────────╮
            │ ╭────────────────────────────────────────────╮  │
            │ │ 👜 2 Pizzas                      ⏳ 20:00  │  │
            │ │            Bill James is on the…           │  │
            │ │               📞 Call driver               │  │
            │ ╰────────────────────────────────────────────╯  │
            │                                                 │
            │     🍕          ⚽          🚗          🛫      │
            │   Pizza       Sports      Rides      Airline    │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │ ╭─────────────────────────────────────────────╮ │
            │ │    📞         💬         🧭         🎵      │ │
            │ ╰─────────────────────────────────────────────╯ │
            ╰─────────────────────────────────────────────────╯
             e hold  a alert  n/p state  s stale  x end  l loc…
                                                               ¶
            """)
    }

    @Test func everyIconIsTwoColumnsWide() {
        for (word, picture) in AppIcon.pictures {
            #expect(picture.displayWidth == 2, "\(word): \(picture)")
        }
        #expect(AppIcon.picture(for: "Rides") == "🚗")
        #expect(AppIcon.picture(for: "Acme") == "📱")
    }

    @Test func clickingAnIconOpensItsApp() throws {
        let session = try fourApps()
        let (loop, backend) = PreviewTesting.loop(session, size: Size(width: 51, height: 24))
        try loop.step(at: 0, event: nil)
        let rides = try #require(PreviewTesting.point(of: "Rides", in: backend.screen))
        try loop.step(at: 1, event: .mouse(MouseEvent(.press, .left, at: rides)))
        try loop.step(at: 1.1, event: .mouse(MouseEvent(.release, .left, at: rides)))
        #expect(session.system.foregroundApp == "Rides")
        #expect(backend.screen.plainText.contains("Rides is open · click outside to go home"))
        let phone = try #require(PreviewTesting.point(of: "💬", in: PreviewScreen().render(try fourApps(), size: Size(width: 51, height: 24)).canvas))
        #expect(PointerGestures.target(at: phone, in: PreviewScreen().render(try fourApps(), size: Size(width: 51, height: 24))) == .app("Messages"))
    }
}
