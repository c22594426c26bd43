import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import Testing
import TermIsland

/// Buttons and toggles with App Intents, tapped by their labels in a scenario: the intent's
/// `perform()` updates or ends the activity through ActivityKit, as on iOS.
@Suite("Tapping a Live Activity's controls")
struct InteractivityPlaybackTests {
    func player(_ events: String, device: String = "iphone-15-pro") throws -> ScenarioPlayer {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        let scenario = try Scenario.parse(Data("""
            {"device": "\(device)", "timeline": [
              {"at": "0s", "request": {"id": "run", "app": "Fitness", "example": "workout"}},
              \(events)
            ]}
            """.utf8), file: "s.json")
        return ScenarioPlayer(scenario: scenario, kinds: kinds)
    }

    @Test func aButtonsIntentUpdatesTheActivity() throws {
        let player = try player("""
            {"at": "1m", "touchAndHold": "run"},
            {"at": "1m", "tap": {"id": "run", "label": "Pause"}}
            """)
        #expect(player.validate().isEmpty)
        let frame = try #require(player.frames(at: [60]).first)
        #expect(frame.happened.map(\.text).suffix(4) == [
            "the user touches and holds run",
            "the user taps \"Pause\" in run",
            "Fitness: PauseWorkoutIntent runs",
            "Fitness: updated run",
        ])
        // Paused: the button now offers to resume, and its region says so.
        #expect(frame.scene.island?.canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │ 🏃 Run                                1:00 │
            │ 🧭 0.00 km                      ❤️ 120 bpm │
            │  ▶️ Resume   ❌ End         Auto-pause  ○━ │
            ╰────────────────────────────────────────────╯
            """)
        let resume = try #require(frame.scene.island?.regions.first { $0.action == .button("Resume") })
        #expect(resume.intent?.name == "PauseWorkoutIntent")
        #expect(resume.id.path.hasPrefix("run·expanded/"))
    }

    @Test func aTogglesIntentIsGivenItsNewValue() throws {
        let player = try player("""
            {"at": "1m", "tap": {"id": "run", "label": "Auto-pause"}}
            """)
        let frame = try #require(player.frames(at: [60]).first)
        // Tapped on the Lock Screen card (the island is compact): the toggle turns on.
        #expect(frame.happened.map(\.text).contains("Fitness: AutoPauseIntent runs"))
        let card = try #require(frame.scene.lockScreen.first).rendered
        #expect(card.regions.contains { $0.action == .toggle("Auto-pause", isOn: true) })
        #expect(card.canvas.plainText.contains("Auto-pause  ━●"))
    }

    @Test func anIntentCanEndTheActivity() throws {
        let player = try player("""
            {"at": "2m", "tap": {"id": "run", "label": "End"}}
            """)
        let frame = try #require(player.frames(at: [120]).first)
        #expect(frame.happened.map(\.text).suffix(2) == ["Fitness: EndWorkoutIntent runs", "Fitness: ended run; on the Lock Screen for 4h more"])
        #expect(frame.system.state(of: "run") == .ended)
        #expect(frame.system.arrangement.reason.description == "no activity is running")
    }

    @Test func aLabelNotOnScreenIsListedWithWhatIs() throws {
        let player = try player("""
            {"at": "1m", "tap": {"id": "run", "label": "Jump"}},
            {"at": "1m", "tap": {"id": "nothing", "label": "Pause"}}
            """)
        #expect(player.validate().map(\.description) == [#"$.timeline[2]: no activity "nothing" was requested before"#])
        let events = try self.player("""
            {"at": "1m", "tap": {"id": "run", "label": "Jump"}}
            """).frames(at: [60])[0].happened.map(\.text)
        #expect(events.last == #"the user taps "Jump" in run: no control of that name on screen (there: "Auto-pause", "End", "Pause")"#)
    }

    @Test func buttonsAndTogglesDoNothingInCarPlay() throws {
        let player = try player("""
            {"at": "1m", "tap": {"id": "run", "label": "Pause"}}
            """, device: "carplay")
        let frame = try #require(player.frames(at: [60]).first)
        #expect(frame.happened.map(\.text).last == "the user taps \"Pause\" in run: buttons and toggles do nothing in CarPlay")
        #expect(frame.system.record("run")?.stateJSON == player.frames(at: [0])[0].system.record("run")?.stateJSON)
        // The Dashboard card shows the `.small` layout (the example's own state a minute in: no
        // intent ran), the button drawn but inert.
        let card = try #require(frame.scene.lockScreen.first)
        #expect(card.presentation == .carPlay)
        #expect(card.rendered.canvas.plainText == """
            ╭────────────────────────────╮
            │🏃                      1:00│
            │0.18 km · 123 bpm           │
            │ ⏸️ Pause                   │
            ╰────────────────────────────╯
            """)
        #expect(!card.rendered.regions.contains { $0.action == .button("Pause") || $0.intent != nil })
    }
}

/// Scenario settings and actions for ActivityKit's rules: transient activities, scheduled
/// requests, the device's limit and the alert's duration.
@Suite("Scenario rules")
struct ScenarioRulesTests {
    func player(_ json: String) throws -> ScenarioPlayer {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        return ScenarioPlayer(scenario: try Scenario.parse(Data(json.utf8), file: "s.json"), kinds: kinds)
    }

    @Test(arguments: [("collapse", "the user collapses it"), ("tapOutside", "the user taps outside the Dynamic Island")])
    func aTransientActivityIsOnScreenUntilCollapsedOrTappedOutside(action: String, reason: String) throws {
        let player = try player("""
            {"timeline": [
              {"at": "0s", "request": {"id": "route", "app": "Music", "example": "workout", "style": "transient"}},
              {"at": "2m", "\(action)": true}
            ]}
            """)
        let frames = player.frames(at: [10, 60, 120])
        for frame in frames.prefix(2) {
            #expect(frame.system.arrangement == .expanded(
                id: "route", reason: ArrangementReason("Music's route is transient: expanded until the user collapses it, taps outside the island or locks the device")))
            #expect(frame.scene.island?.canvas.plainText.contains("Pause") == true)
            #expect(frame.scene.lockScreen.isEmpty)
        }
        #expect(frames[2].happened.map(\.text).last == "Music: transient route ends: \(reason)")
        #expect(frames[2].system.arrangement.reason.description == "no activity is running")
        #expect(frames[2].scene.island == nil)
    }

    @Test func aScheduledRequestWaitsCountsTowardTheLimitAndStartsWithItsAlert() throws {
        let player = try player("""
            {"activityLimit": 2, "alertDuration": "6s", "timeline": [
              {"at": "0s", "request": {"id": "pizza", "app": "Pizza", "example": "pizza-delivery"}},
              {"at": "0s", "request": {"id": "match", "app": "Sports", "example": "sports-score", "startAfter": "10m",
                                       "alert": {"title": "Kick-off"}}},
              {"at": "1m", "request": {"id": "ride", "app": "Rides", "example": "ride-share"}}
            ]}
            """)
        #expect(player.validate().isEmpty)
        let frames = player.frames(at: [60, 600, 605, 607])
        #expect(frames[0].system.state(of: "match") == .pending)
        #expect(frames[0].happened.map(\.text).contains("Sports: requested match, scheduled for 2027-01-15T08:10:00Z"))
        #expect(frames[0].happened.map(\.text).last == "Rides: request refused: globalMaximumExceeded: the device already runs or schedules 2 activities")
        #expect(frames[1].happened.map(\.text).last == #"Sports: match starts, as scheduled, with an alert: "Kick-off": expanded for 6s"#)
        #expect(frames[2].system.arrangement.reason.description == "Sports has an alert or is touched and held: expanded")
        #expect(frames[3].system.arrangement.reason.description.hasPrefix("Pizza ties Sports' relevance 0 and started first; two apps: minimal"))
    }

    @Test(arguments: [
        (#"{"activityLimit": 0, "timeline": []}"#, "$.activityLimit: expected a whole number of activities from 1 to 100, such as 5, got 0"),
        (#"{"alertDuration": "2m", "timeline": []}"#, #"$.alertDuration: expected an alert duration from 1s to 1m, such as "4s", got "2m""#),
        (#"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "flight", "startAfter": "5m"}}]}"#,
         #"$.timeline[0].request: a scheduled request ("startAfter") needs an "alert", as ActivityKit's request(…alertConfiguration:start:) does"#),
    ])
    func badSettingsSayWhy(json: String, message: String) {
        do {
            _ = try Scenario.parse(Data(json.utf8), file: "s.json")
            Issue.record("parsed")
        } catch {
            #expect(String(describing: error) == "island: s.json: " + message)
        }
    }
}
