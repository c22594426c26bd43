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
             TermIsland · four apps · 08:05:0… ? help · q quit ¶
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
             e hold  a alert  n/p state  s stale  x/X end  l l…
             on to the next event, at 08:05:00                 ¶
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

    /// The open app's line is centred by the columns it takes, not its characters: an app
    /// named in Japanese takes two columns a character.
    @Test func theOpenAppsLineIsCentredByItsWidth() throws {
        let session = try fourApps()
        session.system.open(app: "ご飯")
        let canvas = PreviewScreen().render(session, size: Size(width: 51, height: 24)).canvas
        let start = try #require(PreviewTesting.point(of: "ご飯 is open · click outside to go home", in: canvas))
        // The columns left free on either side of it inside the phone's outline differ by one at most.
        let row = (0..<canvas.width).map { canvas[$0, start.y].grapheme }
        let left = try #require(row[..<start.x].lastIndex(of: "│"))
        let end = start.x + "ご飯 is open · click outside to go home".displayWidth
        let right = try #require(row[end...].firstIndex(of: "│"))
        let (before, after) = (start.x - left - 1, right - end)
        #expect(abs(before - after) <= 1, "\(before) columns before, \(after) after")
    }
}

/// What the newcomer's try of the previewer found: StandBy cut off, Tab out of the panel's
/// order, a list scrolled past its end.
@Suite("The previewer as a newcomer found it")
struct PreviewerNewcomerTests {
    @Test func standByIsThePhoneOnItsSideAndShowsTheWholeCard() throws {
        let session = try PreviewTesting.session(example: "flight")
        session.perform(.toggleStandBy)
        for width in [110, 150, 220] {
            let canvas = PreviewScreen().render(session, size: Size(width: width, height: 40)).canvas
            let text = canvas.plainText
            #expect(text.contains("╭─ StandBy "), "\(width)")
            #expect(text.contains("Lufthansa · LH 454") && text.contains("On time") && text.contains("San Francisco") && text.contains("9:30 AM"),
                    "\(width): \(text)")
            for row in 0..<canvas.height {
                #expect(canvas.cells(inRow: row).reduce(0) { $0 + $1.width } == width)
            }
        }
        // Both phones and the panel where there is room beside StandBy; StandBy and the panel below that.
        #expect(PreviewScreen().render(session, size: Size(width: 220, height: 40)).canvas.plainText.contains("╭─ locked "))
        #expect(PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas.plainText.contains("ACTIVITIES"))
    }

    @Test func tabFollowsThePanelsOrder() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.perform(.togglePause)
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        var order: [String] = []
        for _ in 0..<4 {
            order.append(session.selectedID ?? "none")
            session.perform(.selectNext)
        }
        #expect(order == ["pizza", "match", "ride", "flight"])
        #expect(session.selectedID == "pizza", "round again")
    }

    @Test func theWheelStopsWhereTheLastCardEnds() throws {
        let session = try PreviewTesting.session(example: "flight")
        session.perform(.scroll(by: 10), at: Size(width: 150, height: 40))
        #expect(session.scroll == 0, "one card fits: nothing to scroll")
        let four = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        four.perform(.togglePause)
        for _ in 0..<4 { four.perform(.stepToNextEvent) }
        for _ in 0..<50 { four.perform(.scroll(by: 2), at: Size(width: 150, height: 24)) }
        let text = PreviewScreen().render(four, size: Size(width: 150, height: 24)).canvas.plainText
        #expect(four.scroll > 0 && four.scroll < 40)
        #expect(text.contains("60' Goal! 1. FC Köln equalise"), "the last card's last line is in view: \(text)")
        for _ in 0..<50 { four.perform(.scroll(by: -2), at: Size(width: 150, height: 24)) }
        #expect(four.scroll == 0)
    }
}

extension PreviewerNewcomerTests {
    /// Every action says on the status line what it did, or why the system refused it.
    @Test func actionsSayWhatTheyDidOrWhyTheyWereRefused() throws {
        let session = try PreviewTesting.session()
        session.perform(.nextState)
        #expect(session.flash == .changed(activityID: "pizza", .showsExampleState(at: 300, isUnchanged: true)))
        session.perform(.previousState)
        session.perform(.previousState)
        #expect(session.flash == .changed(activityID: "pizza", .showsExampleState(at: 0, isUnchanged: true)))
        session.perform(.markStale)
        #expect(session.flash == .changed(activityID: "pizza", .markedStale))
        session.perform(.raiseRelevance)
        #expect(session.flash == .relevance(activityID: "pizza", 60))
        session.perform(.toggleLock)
        #expect(session.flash == .locked)
        session.perform(.end)
        #expect(session.flash == .ended(activityID: "pizza", .default))
        session.perform(.endWith(.immediate))
        guard case .endRefused("pizza", let endError)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
        #expect(endError.hasPrefix("activityNotRunning"))
        session.perform(.tap(.dismiss(activityID: "ghost")))
        guard case .clearRefused("ghost", _)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
        session.perform(.alert)
        guard case .refused("pizza", let alertError)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
        #expect(alertError.hasPrefix("activityNotRunning"))
        for _ in 0..<6 { session.perform(.startAnotherApp) }   // the ended pizza does not count; the sixth is refused
        guard case .requestRefused(_, let requestError)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
        #expect(requestError.hasPrefix("globalMaximumExceeded: the device already runs or schedules 5 activities"))
    }
}

extension PreviewerNewcomerTests {
    /// At 60× an alert's 4 s would last 67 ms: time passes at 1× while it shows.
    @Test func anAlertIsShownAtOneTimesWhateverTheSpeed() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.jump(to: 300)                           // 08:05: Pizza's update with an alert
        #expect(session.snapshot().arrangement.reason.description.contains("alert"))
        #expect(session.slowMotionEnd == 304)
        #expect(PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas.plainText.contains("×60 (×1 for the alert)"))
        session.advance(realSeconds: 1)
        #expect(session.clock.time == 301)
        #expect(session.realSecondsToNextSecond == 1)
        session.advance(realSeconds: 4)                 // 3 s of alert at 1×, then 1 s at 60×
        #expect(session.clock.time == 304 + 60)
        #expect(session.slowMotionEnd == nil)
        // A hold the person makes is not brief: time keeps its speed.
        session.perform(.toggleExpanded)
        #expect(session.slowMotionEnd == nil)
    }
}

extension PreviewerNewcomerTests {
    /// `D` goes round the iPhones and the iPad: the previewer draws a phone.
    @Test func theNextDeviceIsAPhoneOrAnIPad() throws {
        let session = try PreviewTesting.session()
        var seen: Set<String> = []
        for _ in 0..<40 {
            session.perform(.nextDevice)
            #expect([.iPhone, .iPad].contains(session.device.place), "\(session.device.identifier)")
            seen.insert(session.device.identifier)
        }
        #expect(seen.count == DeviceProfile.all.filter { $0.place == .iPhone || $0.place == .iPad }.count)
        #expect(seen.contains("ipad") && seen.contains("iphone-se"))
    }
}

extension PreviewerNewcomerTests {
    /// A click on an activity's row in the panel selects it.
    @Test func aClickOnAPanelRowSelectsItsActivity() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.perform(.togglePause)
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        let row = try #require(PreviewTesting.point(of: "Rides ride", in: backend.screen))
        try loop.step(at: 1, event: .mouse(MouseEvent(.press, .left, at: row)))
        try loop.step(at: 1.1, event: .mouse(MouseEvent(.release, .left, at: row)))
        #expect(session.selectedID == "ride")
        #expect(backend.screen.plainText.contains("▸ Rides ride"))
        #expect(session.system.foregroundApp == nil, "selecting is not opening")
    }
}

extension PreviewerNewcomerTests {
    /// The status bar gives way to the island: beside the compact one, hidden by the expanded one.
    @Test func theStatusBarNeverDrawsOverTheIsland() throws {
        let session = try PreviewTesting.session(example: "ride-share")
        let compact = PreviewScreen().render(session, size: Size(width: 51, height: 30)).canvas.plainText
        #expect(compact.contains("8:00") && compact.contains("▂▄▆ ▰▰▰▱"))
        session.perform(.toggleExpanded)
        let expanded = PreviewScreen().render(session, size: Size(width: 51, height: 30)).canvas.plainText
        #expect(!expanded.contains("▂▄▆"), "\(expanded)")
        #expect(!expanded.split(separator: "\n")[2].contains("8:00"))
    }
}

extension PreviewerNewcomerTests {
    @Test func aKeyThatDoesNothingSaysWhereTheKeysAre() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: .key(.character("z"), []))
        #expect(backend.screen.plainText.contains("z does nothing here: ? lists the keys"))
        #expect(try loop.step(at: 0.1, event: .key(.character("é"), [])) != nil)
    }
}

extension PreviewerNewcomerTests {
    /// `P` and `L` choose what shows where only one phone fits; wide, they say so and change nothing.
    @Test func pAndLOnAWideScreenSayTheyHaveNothingToDo() throws {
        let session = try PreviewTesting.session()
        session.perform(.switchPhone, at: Size(width: 160, height: 40))
        session.perform(.togglePanel, at: Size(width: 160, height: 40))
        #expect(!session.isShowingLockedPhone && !session.isPanelInsteadOfPhone)
        #expect(session.flash == .everythingShown)
        session.perform(.switchPhone, at: Size(width: 60, height: 40))
        #expect(session.isShowingLockedPhone)
        session.perform(.togglePanel, at: Size(width: 60, height: 40))
        #expect(session.isPanelInsteadOfPhone)
    }

    /// The Home Screen kept from frame to frame draws, at each frame, the cells and regions a
    /// fresh drawing on the wallpaper makes: the same apps again, one more, another size, another theme.
    @Test func theKeptHomeScreenDrawsWhatAFreshOneDraws() {
        let kept = HomeScreenDrawing()
        let dark = PreviewPalette(theme: .dark), light = PreviewPalette(theme: Theme.builtIn.first { $0.name == "light" } ?? .dark)
        let frames: [(apps: [String], area: Rect, palette: PreviewPalette)] = [
            (["Pizza", "Rides"], Rect(x: 1, y: 4, width: 47, height: 16), dark),
            (["Pizza", "Rides"], Rect(x: 1, y: 4, width: 47, height: 16), dark),
            (["Pizza", "Rides", "Airline"], Rect(x: 1, y: 4, width: 47, height: 16), dark),
            (["Pizza", "Rides", "Airline"], Rect(x: 1, y: 6, width: 47, height: 14), dark),
            (["Pizza", "Rides", "Airline"], Rect(x: 1, y: 6, width: 47, height: 14), light),
            (["实时 Rides"], Rect(x: 1, y: 6, width: 10, height: 1), light),
        ]
        for (index, frame) in frames.enumerated() {
            let home = HomeScreen(palette: frame.palette, wallpaper: frame.palette.wallpaper)
            func prepared() -> RenderedFrame {
                var drawn = RenderedFrame(canvas: Canvas(width: 49, height: 22))
                drawn.canvas.fill(Rect(x: 1, y: 1, width: 47, height: 20), style: Style(background: frame.palette.wallpaper))
                return drawn
            }
            var fromKept = prepared(), fresh = prepared()
            kept.draw(home, apps: frame.apps, into: &fromKept, area: frame.area)
            home.draw(apps: frame.apps, into: &fresh, area: frame.area)
            #expect(fromKept.canvas == fresh.canvas, "frame \(index)\n\(fromKept.canvas.plainText)\n—\n\(fresh.canvas.plainText)")
            #expect(fromKept.regions == fresh.regions, "frame \(index)")
        }
    }
}

