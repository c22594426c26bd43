@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import IslandUI
@testable import LiveActivity
import Testing

/// Placeholders bound to the content state and the attributes: what they show, and the
/// warnings for what does not bind (never a crash).
@Suite("Described activity: bindings")
struct DescribedBindingTests {
    let state: JSONValue = [
        "driver": ["name": "Bill", "rating": 4.9],
        "stops": [["city": "Lyon"], ["city": "Paris"]],
        "minutes": 12, "fraction": 0.25, "eta": "2027-01-15T08:30:00Z", "etaSeconds": 1_800_001_800,
        "timer": ["2027-01-15T07:50:00Z", "2027-01-15T08:20:00Z"],
        "timerObject": ["start": 1_799_999_400, "end": "2027-01-15T08:20:00Z"],
        "backwards": ["2027-01-15T08:20:00Z", "2027-01-15T07:50:00Z"],
        "notDates": ["soon", "later"], "nothing": .null, "isLate": true, "status": "arrived",
        "attributes": "the state's own field",
    ]
    let attributes: JSONValue = ["lot": "Riverside", "levels": [1, 2]]

    func render(_ json: String, width: Int = 30) throws -> (text: String, warnings: [String]) {
        try DescribedTesting.render(json, state: state, attributes: attributes, width: width)
    }

    @Test(arguments: [
        (#"{"text": "{driver.name} ({driver.rating}) is {minutes} min away"}"#, "Bill (4.9) is 12 min away"),
        (#"{"text": "Next: {stops.1.city}, then {stops[0].city}"}"#, "Next: Paris, then Lyon"),
        (#"{"text": "{attributes.lot}, level {attributes.levels.1}"}"#, "Riverside, level 2"),
        (#"{"text": "{state.attributes}"}"#, "the state's own field"),
        (#"{"text": "{{minutes}} is {minutes}}}"}"#, "{minutes} is 12}"),
        (#"{"text": "a } alone"}"#, "a } alone"),
        (#"{"text": "{nothing}"}"#, "–"),
        (#"{"text": "{isLate} {fraction}"}"#, "true 0.25"),
        (#""{minutes} min""#, "12 min"),
        (#"{"label": "{minutes} min", "systemImage": "car.fill"}"#, "🚗 12 min"),
        (#"{"button": "Call {driver.name}"}"#, "Call Bill"),
    ])
    func textBindsWithoutWarnings(_ json: String, _ expected: String) throws {
        let (text, warnings) = try render(json)
        #expect(text.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == expected)
        #expect(warnings.isEmpty)
    }

    @Test func aMissingFieldShowsADashAndIsWarnedAboutWhereItIsBound() throws {
        let (text, warnings) = try render(
            #"{"vstack": [{"text": "Bay {bay}"}, {"text": "{attributes.zone} {driver.phone}"}], "alignment": "leading"}"#, width: 8)
        #expect(text == """
              Bay – ¶
              – –   ¶
            """)
        #expect(warnings == [
            #"test.json: $.lockScreen.vstack[0]: "{bay}": no such field in the content state; shown as "–""#,
            #"test.json: $.lockScreen.vstack[1]: "{attributes.zone}": no such field in the attributes; shown as "–""#,
            #"test.json: $.lockScreen.vstack[1]: "{driver.phone}": no such field in the content state; shown as "–""#,
        ])
    }

    @Test func renderReportsMissingFieldsOfThePresentationItDraws() throws {
        let description = try DescribedTesting.description(#"""
            {"compactLeading": "{bay}", "compactTrailing": "{minutes}", "lockScreen": "{lot}"}
            """#)
        let compact = description.render(DescribedTesting.renderer(), .compact, state: ["minutes": 3], attributes: [:])
        #expect(compact.warnings.map(\.description) == [#"test.json: $.compactLeading: "{bay}": no such field in the content state; shown as "–""#])
        #expect(compact.canvas.plainText.contains("–"))
        let lockScreen = description.render(DescribedTesting.renderer(), .lockScreen, state: ["minutes": 3], attributes: [:])
        #expect(lockScreen.warnings.map(\.description) == [#"test.json: $.lockScreen: "{lot}": no such field in the content state; shown as "–""#])
        // The same, for callers that render the configuration themselves.
        #expect(description.bindingWarnings(.compact, on: .iPhone15Pro, state: ["minutes": 3], attributes: [:]) == compact.warnings.map(\.description))
        // A phone without an island shows the Lock Screen for every presentation.
        #expect(description.bindingWarnings(.compact, on: .iPhoneSE, state: ["minutes": 3], attributes: [:]) == lockScreen.warnings.map(\.description))
    }

    @Test(arguments: [
        (#"{"timer": "{timer}"}"#, "20:00"),
        (#"{"timer": "{timerObject}"}"#, "20:00"),
        (#"{"timer": "{timer}", "countsDown": false}"#, "10:00"),
        (#"{"timer": "{timer}", "showsHours": false}"#, "20:00"),
        (#"{"date": "{eta}", "style": "time"}"#, "8:30 AM"),
        (#"{"date": "{etaSeconds}", "style": "timer"}"#, "30:00"),
        (#"{"date": "{eta}", "style": "relative"}"#, "30 min"),
        (#"{"date": "{eta}"}"#, "8:30 AM"),
    ])
    func timersAndDatesBindToIntervalsAndDates(_ json: String, _ expected: String) throws {
        let (text, warnings) = try render(json)
        #expect(text.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == expected)
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"timer": "{minutes}"}"#, #""{minutes}": is not a time interval ([start, end] or {"start": …, "end": …})"#),
        (#"{"timer": "{notDates}"}"#, #""{notDates}": has an end that is not a date (ISO 8601 or seconds since 1970)"#),
        (#"{"timer": "{backwards}"}"#, #""{backwards}": ends before it starts"#),
        (#"{"timer": "{missing}"}"#, #""{missing}": no such field in the content state; shown as "–""#),
        (#"{"date": "{driver}"}"#, #""{driver}": is not a date (ISO 8601 or seconds since 1970)"#),
    ])
    func aTimerOrDateThatDoesNotBindShowsADash(_ json: String, _ warning: String) throws {
        let (text, warnings) = try render(json)
        #expect(text.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == "–")
        #expect(warnings == ["test.json: $.lockScreen: " + warning])
    }

    @Test func nullIsAValueNotKnownYetAndIsNotWarnedAbout() throws {
        let (text, warnings) = try render(#"{"timer": "{nothing}"}"#)
        #expect(text.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == "–")
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"progress": "{fraction}"}"#, "██▌       "),
        (#"{"progress": {"value": "{minutes}", "total": 48}}"#, "██▌       "),
        (#"{"progress": {"value": 3, "total": "{minutes}"}}"#, "██▌       "),
        (#"{"progress": {"timerInterval": "{timer}", "countsDown": false}}"#, "███▍      "),
        (#"{"progress": {"timerInterval": "{timer}"}}"#, "██████▋   "),
    ])
    func progressBindsAValueOrAnInterval(_ json: String, _ expected: String) throws {
        let (text, warnings) = try render(json, width: 10)
        #expect(text.replacingOccurrences(of: "¶", with: "") == expected)
        #expect(warnings.isEmpty)
    }

    @Test func progressThatDoesNotBindIsIndeterminate() throws {
        let (_, warnings) = try render(#"{"vstack": [{"progress": "{driver.name}"}, {"progress": {"timerInterval": "{nowhere}"}}]}"#)
        #expect(warnings == [
            #"test.json: $.lockScreen.vstack[0]: "{driver.name}": is not a number: "Bill""#,
            #"test.json: $.lockScreen.vstack[1]: "{nowhere}": no such field in the content state; shown as "–""#,
        ])
    }

    @Test(arguments: [
        (#"{"if": "{isLate}", "then": "late", "else": "on time"}"#, "late"),
        (#"{"if": "{nothing}", "then": "late", "else": "on time"}"#, "on time"),
        (#"{"if": "{missing}", "then": "late", "else": "on time"}"#, "on time"),
        (#"{"if": "{minutes}", "then": "some", "else": "none"}"#, "some"),
        (#"{"if": "{status}", "equals": "arrived", "then": "here", "else": "coming"}"#, "here"),
        (#"{"if": "{status}", "equals": "waiting", "then": "here", "else": "coming"}"#, "coming"),
        (#"{"if": "{minutes}", "equals": 12, "then": "twelve"}"#, "twelve"),
        (#"{"if": "{missing}", "then": "late"}"#, ""),
    ])
    func conditionsTestTruthinessOrEquality(_ json: String, _ expected: String) throws {
        let (text, warnings) = try render(json)
        #expect(text.replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == expected)
        #expect(warnings.isEmpty, "a missing field is a false condition, not a mistake")
    }

    @Test func modifiersApplyToWhicheverBranchIsTaken() throws {
        let view = try DescribedTesting.view(#"{"if": "{isLate}", "then": "late", "else": "on time", "frame": {"width": 80, "alignment": "trailing"}}"#)
        var binder = ViewBinder(state: state, attributes: attributes, file: nil)
        let canvas = ViewRenderer(environment: EnvironmentValues()).render(binder.view(view), width: 10).canvas
        #expect(canvas.plainText == "      late")
    }
}
