import Foundation
import IslandInputs
import IslandPlayback
import Testing
import TermIsland

// The guide's example (docs/Scenarios.md, "Playing a scenario against your own widget"), run
// as written: a widget of the user's own, registered by its attributes type, played from a
// scenario in JSON.

struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stopsAway: Int
        var eta: ClosedRange<Date>
    }
    var carrier: String
}

struct ParcelWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack {
                Label(context.attributes.carrier, systemImage: "shippingbox")
                Spacer()
                Text("\(context.state.stopsAway) stops away")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Label(context.attributes.carrier, systemImage: "shippingbox") }
                DynamicIslandExpandedRegion(.trailing) { Text(timerInterval: context.state.eta, countsDown: true) }
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.stopsAway) stops away") }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.stopsAway)").contentTransition(.numericText(countsDown: true))
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
            .widgetURL(URL(string: "parcel://track"))
        }
    }
}

@Suite("Playing a scenario against your own widget")
struct OwnWidgetPlaybackTests {
    static let scenario = #"""
        {
          "name": "parcel",
          "timeline": [
            { "at": "0s", "request": { "id": "parcel", "app": "Parcels", "example": "ParcelAttributes",
                "attributes": { "carrier": "Swift Post" },
                "state": { "stopsAway": 5, "eta": ["2027-01-15T08:00:00Z", "2027-01-15T08:40:00Z"] } } },
            { "at": "10m", "update": { "id": "parcel",
                "state": { "stopsAway": 2, "eta": ["2027-01-15T08:00:00Z", "2027-01-15T08:40:00Z"] } } }
          ]
        }
        """#

    func player() throws -> ScenarioPlayer {
        var kinds = ActivityKinds()
        kinds.register(.widget(ParcelWidget.self, attributes: ParcelAttributes.self))
        let scenario = try Scenario.parse(Data(Self.scenario.utf8), file: "parcel.json")
        return ScenarioPlayer(scenario: scenario, kinds: kinds)
    }

    @Test func theGuidesExamplePlaysTheUsersWidget() throws {
        let player = try player()
        #expect(player.validate().isEmpty)
        let frames = player.frames(at: [0, 600])
        #expect(frames.map { $0.system.arrangement.reason.description } == [
            "Parcels is the only app with an activity: compact (policy: highest relevance, ties to the first started)", "Parcels is the only app with an activity: compact (policy: highest relevance, ties to the first started)",
        ])
        #expect(frames[0].scene.island?.canvas.plainText == """
            ╭───────────────────────────╮
            │📦           ◉            5│
            ╰───────────────────────────╯
            """)
        #expect(frames[1].scene.island?.canvas.plainText.contains("   2│") == true)
        #expect(frames[1].scene.lockScreen.first?.rendered.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │📦 Swift Post                   2 stops away│
            ╰────────────────────────────────────────────╯
            """)
        #expect(frames[1].happened.map(\.text) == ["Parcels: updated parcel"])
    }

    @Test func theGuidesListingRunsAsWritten() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        let json = Self.scenario
        // From docs/Scenarios.md, as written:
        var kinds = ActivityKinds()
        kinds.register(.widget(ParcelWidget.self, attributes: ParcelAttributes.self))
        let scenario = try Scenario.parse(Data(json.utf8), file: "parcel.json")
        let player = ScenarioPlayer(scenario: scenario, kinds: kinds)
        precondition(player.validate().isEmpty)
        for frame in player.frames(at: [0, 600]) {
            print(frame.system.arrangement.reason)
            print(frame.scene.island?.canvas.plainText ?? "")
            print(PlaybackTranscript(scenario: scenario).text(of: frame))   // what `island play` prints
        }
        // The guide's printed output: the first frame's reason and island.
        #expect(printed[0...1].joined(separator: "\n") == """
            Parcels is the only app with an activity: compact (policy: highest relevance, ties to the first started)
            ╭───────────────────────────╮
            │📦           ◉            5│
            ╰───────────────────────────╯
            """)
        #expect(printed[2].hasPrefix("parcel · 0s · iPhone 15 Pro\n  0s      Parcels: requested parcel\n"))
        #expect(printed.count == 6)
    }

    @Test func framesCarryTheRegionsOfEveryActivityOnScreen() throws {
        let frame = try #require(try player().frames(at: [600]).first)
        let island = try #require(frame.scene.island)
        let digits = try #require(island.regions.first { $0.contentTransition == .numericText(countsDown: true) })
        #expect(digits.id.path == "parcel·compact/trailing/0")
        #expect(digits.kind == .text)
        #expect(island.canvas.plainText.split(separator: "\n")[1].hasSuffix("2│"))
        // A click anywhere on the island opens the app at its widgetURL.
        let whole = frame.scene.stacked()
        #expect(whole.region(at: Point(x: 10, y: 1))?.action == .openURL("parcel://track"))
        #expect(whole.region(at: Point(x: 10, y: 1))?.id.path == "parcel·compact")
    }

    @Test func dataAKindCannotDecodeIsAProblemNamingTheField() throws {
        var kinds = ActivityKinds()
        kinds.register(.widget(ParcelWidget.self, attributes: ParcelAttributes.self))
        let scenario = try Scenario.parse(Data(#"""
            {"timeline": [{"at": 0, "request": {"id": "p", "app": "A", "example": "ParcelAttributes",
              "attributes": {"carrier": 7}, "state": {"stopsAway": 1, "eta": [0, 60]}}},
              {"at": 1, "request": {"id": "q", "app": "A", "example": "Parcel"}}]}
            """#.utf8), file: "s.json")
        #expect(ScenarioPlayer(scenario: scenario, kinds: kinds).validate().map(\.description) == [
            "$.timeline[0].request.attributes: the attributes for ParcelAttributes: $.carrier: expected a string, got the number 7",
            #"$.timeline[1].request.example: unknown example "Parcel"; did you mean "ParcelAttributes"?"#,
        ])
    }

    @Test func aKindWithoutPreviewDrawsTheRecordsData() throws {
        // No state in the request: the record's data ("{}") does not decode, and the scene says so.
        var kinds = ActivityKinds()
        kinds.register(.widget(ParcelWidget.self, attributes: ParcelAttributes.self), as: "parcel")
        let scenario = try Scenario.parse(Data(#"""
            {"timeline": [{"at": 0, "request": {"id": "p", "app": "A", "example": "parcel"}}]}
            """#.utf8), file: "s.json")
        let frame = try #require(ScenarioPlayer(scenario: scenario, kinds: kinds).frames(at: [0]).first)
        #expect(frame.scene.island == nil)
        #expect(frame.scene.errors.map(\.description) == [
            #"p (compact): the attributes for ParcelAttributes: $: missing required key "carrier""#,
            #"p (lock-screen): the attributes for ParcelAttributes: $: missing required key "carrier""#,
        ])
    }
}
