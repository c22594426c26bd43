import Foundation
import IslandPreview
import Testing
import TermIsland

/// `LegibilityTests`' measure on the previewer's screens.
@Suite("Legibility of the previewer at every colour depth")
struct PreviewerLegibilityTests {
    /// The devices the previewer's `D` steps through, one of each kind: an island, none (the
    /// banner, the Lock Screen only), the iPad's wider card.
    static let previewerDevices = ["iphone-15-pro", "iphone-se", "ipad"]

    /// The demo as `island demo` opens it, and each face and overlay of the phone: unlocked,
    /// at an alert, expanded, locked (the cards on the Lock Screen's wallpaper, the ✕ in each
    /// app's colour on it), always on, StandBy; the help, VoiceOver, the end chooser and the
    /// time jump, each in the states that draw in a colour of their own (a time, a refused key,
    /// not a time, past the four hours, before the start); the panel and its log beside them.
    /// On each kind of device the previewer shows.
    @Test(arguments: Theme.builtIn.map(\.name))
    func thePreviewersScreens(_ themeName: String) throws {
        let measure = LegibilityTests.Measure()
        for device in Self.previewerDevices {
            let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
            session.theme = Theme.builtIn.first { $0.name == themeName }!
            session.perform(.togglePause)
            while session.scenario.device.identifier != device { session.perform(.nextDevice) }
            let screen = PreviewScreen()
            let size = Size(width: 150, height: 40)
            // `showing`: words the state draws, so the screen measured is the one named.
            func expect(_ what: String, showing words: String? = nil) {
                let canvas = screen.render(session, size: size).canvas
                if let words { #expect(canvas.plainText.contains(words), "\(what) on \(device)") }
                measure.expectLegible(canvas, "\(what) on \(device) \(themeName)")
            }
            func type(_ text: String) { for character in text { session.perform(.typeInBox(.character(character))) } }
            func erase(_ count: Int) { for _ in 0..<count { session.perform(.typeInBox(.erase)) } }
            expect("the demo")
            for _ in 0..<4 { session.perform(.stepToNextEvent) }
            expect("the demo at the pizza's alert")
            session.perform(.toggleExpanded)
            expect("the demo expanded")
            session.perform(.toggleExpanded)
            session.perform(.toggleVoiceOver)
            expect("VoiceOver", showing: "VoiceOver")
            session.perform(.closeOverlay)
            session.perform(.chooseEnd)
            expect("the end chooser")
            type("45m")
            expect("the end chooser with a time", showing: "leaves at")
            erase(3)
            type("5h")
            expect("the end chooser past four hours", showing: "at most")
            erase(2)
            type("1:2:3")
            expect("the end chooser with not a time", showing: "not a time")
            type("q")
            expect("the end chooser refusing a key", showing: "is not part of a time")
            session.perform(.closeOverlay)
            session.perform(.chooseTime)
            expect("the time jump")
            type("+10m")
            expect("the time jump with a time")
            erase(4)
            type("-5h")
            expect("the time jump before the start", showing: "before the start")
            erase(3)
            type("--5m")
            expect("the time jump with not a time", showing: "not a time")
            type("q")
            expect("the time jump refusing a key", showing: "is not part of a time")
            session.perform(.closeOverlay)
            session.perform(.toggleLock)
            expect("the Lock Screen")
            session.perform(.toggleVoiceOver)
            expect("VoiceOver on the Lock Screen", showing: "Lock Screen")
            session.perform(.closeOverlay)
            session.perform(.toggleAlwaysOn)
            expect("the Lock Screen always on")
            session.perform(.toggleAlwaysOn)
            session.perform(.toggleLock)
            session.perform(.toggleHelp)
            expect("the help")
            session.perform(.closeOverlay)
            session.perform(.toggleStandBy)
            expect("StandBy")
        }
    }
}
