@testable import ActivityRuntime
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// A localized title or body, rendered as iOS renders a key its strings file lacks: the key is
/// the format.
struct PushPayloadAlertTests {
    @Test(arguments: [
        ("%@ is almost there", ["Bill James"], "Bill James is almost there"),
        ("%@ brings %@ pizzas", ["Bill", "2"], "Bill brings 2 pizzas"),
        ("%2$@ pizzas from %1$@", ["Bill", "2"], "2 pizzas from Bill"),
        ("100%% on time", [], "100% on time"),
        ("DRIVER_NEARBY", ["Bill", "3"], "DRIVER_NEARBY (Bill, 3)"),
        ("%@ is here", [], "%@ is here"),
        ("%@ and %@", ["Bill"], "Bill and %@"),
        ("%3$@ left", ["a", "b"], "%3$@ left (a, b)"),
        ("%d minutes, 50% off", ["5"], "%d minutes, 50% off (5)"),
        ("ends in %", [], "ends in %"),
        ("%99999999999999999999$@", ["a"], "%99999999999999999999$@ (a)"),
        ("Café ☕️ %@", ["Zoë"], "Café ☕️ Zoë"),
    ])
    func theKeyIsTheFormat(_ key: String, _ arguments: [String], _ rendered: String) {
        #expect(PushAlertText.render(key: key, arguments: arguments) == rendered)
    }

    @Test func bothTitleAndBodyMayBeLocalized() throws {
        let payload = try PushFixtures.parse(PushFixtures.validUpdate(#"""
            "alert": {
              "title": {"loc-key": "%@ is almost there", "loc-args": ["Bill James"]},
              "body": {"loc-key": "Your %1$@ pizzas arrive in %2$@ minutes", "loc-args": ["2", "15"]},
              "sound": "chime.aiff"
            }
            """#))
        #expect(payload.alert == AlertConfiguration(title: "Bill James is almost there",
                                                    body: "Your 2 pizzas arrive in 15 minutes", sound: .named("chime.aiff")))
    }

    @Test func argumentsMayBeLeftOut() throws {
        let payload = try PushFixtures.parse(PushFixtures.validUpdate(#""alert": {"title": {"loc-key": "ARRIVING"}, "body": ""}"#))
        #expect(payload.alert == AlertConfiguration(title: "ARRIVING", body: ""))
    }
}
