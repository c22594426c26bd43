@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// Every error a view description can raise, in full: the file, the JSON path, the reason and,
/// where one is close, the name that was meant.
@Suite("Described activity: parse errors")
struct DescribedParseErrorTests {
    static let views = #""text", "label", "image", "hstack", "vstack", "zstack", "spacer", "divider", "progress", "timer", "date", "button" or "if""#
    static let colors = #""red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "white", "black", "clear", "primary", "secondary" or "accentColor""#

    @Test(arguments: [
        // Views
        (##"{"lockScreen": 42}"##,
         "$.lockScreen: expected a view: a string or an object with one of \(views), got 42"),
        (##"{"lockScreen": {}}"##,
         "$.lockScreen: expected a view: a string or an object with one of \(views), got an object (empty)"),
        (##"{"lockScreen": {"font": "headline"}}"##,
         "$.lockScreen: expected a view: a string or an object with one of \(views), got an object (with no view key)"),
        (##"{"lockScreen": {"txt": "a"}}"##, #"$.lockScreen.txt: unknown key; did you mean "text"?"#),
        (##"{"lockScreen": {"text": "a", "image": "car"}}"##, #"$.lockScreen: a view has one kind; this one has "text" and "image""#),
        (##"{"lockScreen": {"text": "a", "spacing": 4}}"##, #"$.lockScreen.spacing: "spacing" belongs to "hstack" or "vstack", not to "text""#),
        (##"{"lockScreen": {"text": "a", "fnt": "headline"}}"##, #"$.lockScreen.fnt: unknown key; did you mean "font"?"#),
        (##"{"lockScreen": {"text": "a", "wobble": 1}}"##,
         #"$.lockScreen.wobble: unknown key; the keys here are "text", "font", "fontWeight", "bold", "italic", "monospacedDigit", "foregroundStyle", "color", "tint", "lineLimit", "multilineTextAlignment", "truncationMode", "padding", "frame", "layoutPriority" and "opacity""#),
        (##"{"lockScreen": {"text": 5}}"##, #"$.lockScreen.text: expected text such as "Bay {bay}", got 5"#),
        (##"{"lockScreen": "Bay {bay"}"##,
         #"$.lockScreen: expected text such as "Bay {bay}", got "Bay {bay" (a "{" is not closed; write "{{" for a brace)"#),
        (##"{"lockScreen": "Bay {a{b}}"}"##,
         #"$.lockScreen: expected text such as "Bay {bay}", got "Bay {a{b}}" (a "{" inside a placeholder; write "{{" for a brace)"#),
        (##"{"lockScreen": "Bay {a..b}"}"##,
         #"$.lockScreen: expected text such as "Bay {bay}", got "Bay {a..b}" ("{a..b}" is not a path such as "{driver.name}" or "{stops.0.city}")"#),
        (##"{"lockScreen": "Bay {}"}"##,
         #"$.lockScreen: expected text such as "Bay {bay}", got "Bay {}" ("{}" is not a path such as "{driver.name}" or "{stops.0.city}")"#),
        (##"{"lockScreen": {"label": "a"}}"##, #"$.lockScreen: missing required key "systemImage""#),
        (##"{"lockScreen": {"image": "{icon"}}"##,
         #"$.lockScreen.image: expected a symbol name such as "car.fill", got "{icon" (a "{" is not closed; write "{{" for a brace)"#),
        (##"{"lockScreen": {"hstack": "a"}}"##, #"$.lockScreen.hstack: expected a list of views, got "a""#),
        (##"{"lockScreen": {"hstack": [], "alignment": "centre"}}"##, #"$.lockScreen.alignment: "centre" is not an alignment; did you mean "center"?"#),
        (##"{"lockScreen": {"vstack": [], "alignment": "middle"}}"##,
         #"$.lockScreen.alignment: expected an alignment: "leading", "center" or "trailing", got "middle""#),
        (##"{"lockScreen": {"vstack": [], "spacing": -1}}"##, "$.lockScreen.spacing: expected a length in points from 0 to 100000, got -1"),
        (##"{"lockScreen": {"spacer": false}}"##, #"$.lockScreen.spacer: expected true or an object such as {"minLength": 8}, got false"#),
        (##"{"lockScreen": {"spacer": {"min": 1}}}"##, #"$.lockScreen.spacer.min: unknown key; did you mean "minLength"?"#),
        (##"{"lockScreen": {"divider": 1}}"##, "$.lockScreen.divider: expected true, got 1"),
        (##"{"lockScreen": {"progress": 0.5}}"##,
         #"$.lockScreen.progress: expected a field such as "{fraction}" or an object such as {"value": "{used}", "total": 60}, got 0.5"#),
        (##"{"lockScreen": {"progress": {"value": 1, "timerInterval": "{t}"}}}"##,
         #"$.lockScreen.progress: expected exactly one of "value" or "timerInterval""#),
        (##"{"lockScreen": {"progress": {}}}"##, #"$.lockScreen.progress: expected exactly one of "value" or "timerInterval""#),
        (##"{"lockScreen": {"progress": {"value": 1, "countsDown": true}}}"##,
         #"$.lockScreen.progress.countsDown: "countsDown" goes with "timerInterval", not "value""#),
        (##"{"lockScreen": {"progress": {"timerInterval": "{t}", "total": 2}}}"##,
         #"$.lockScreen.progress.total: "total" goes with "value", not "timerInterval""#),
        (##"{"lockScreen": {"progress": {"value": "half"}}}"##,
         #"$.lockScreen.progress.value: expected a number or a field such as "{minutesUsed}", got "half""#),
        (##"{"lockScreen": {"progress": {"value": 1, "style": "ring"}}}"##,
         #"$.lockScreen.progress.style: expected a progress style: "linear" or "circular", got "ring""#),
        (##"{"lockScreen": {"timer": "{t} left"}}"##,
         #"$.lockScreen.timer: expected a field holding [start, end], such as "{deliveryTimer}", got "{t} left""#),
        (##"{"lockScreen": {"timer": "{t}", "countsDown": 1}}"##, "$.lockScreen.countsDown: expected true or false, got 1"),
        (##"{"lockScreen": {"date": "{t}", "style": "clock"}}"##,
         #"$.lockScreen.style: expected a date style: "time", "date", "relative", "offset" or "timer", got "clock""#),
        (##"{"lockScreen": {"if": "isLate", "then": "a"}}"##, #"$.lockScreen.if: expected a field such as "{isExpired}", got "isLate""#),
        (##"{"lockScreen": {"if": "{isLate}"}}"##, #"$.lockScreen: missing required key "then""#),
        (##"{"lockScreen": {"if": "{isLate}", "then": "a", "equals": [1]}}"##,
         "$.lockScreen.equals: expected a string, number, true, false or null, got a list"),
        // Modifiers
        (##"{"lockScreen": {"vstack": [{"text": "a"}, {"hstack": [{"text": "b", "font": "headlin"}]}]}}"##,
         #"$.lockScreen.vstack[1].hstack[0].font: "headlin" is not a font; did you mean "headline"?"#),
        (##"{"lockScreen": {"text": "a", "fontWeight": "heavyish"}}"##,
         #"$.lockScreen.fontWeight: expected a font weight: "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy" or "black", got "heavyish""#),
        (##"{"lockScreen": {"text": "a", "bold": "yes"}}"##, #"$.lockScreen.bold: expected true or false, got "yes""#),
        (##"{"lockScreen": {"text": "a", "bold": 1}}"##, "$.lockScreen.bold: expected true or false, got 1"),
        (##"{"lockScreen": {"text": "a", "color": "red", "foregroundStyle": "blue"}}"##,
         #"$.lockScreen.color: "color" is short for "foregroundStyle"; give one or the other"#),
        (##"{"lockScreen": {"text": "a", "color": "reddish"}}"##, "$.lockScreen.color: expected a colour: \(colors), got \"reddish\""),
        (##"{"lockScreen": {"text": "a", "color": "gren"}}"##, #"$.lockScreen.color: "gren" is not a colour; did you mean "green"?"#),
        (##"{"lockScreen": {"text": "a", "color": "#12345G"}}"##,
         ##"$.lockScreen.color: expected a colour such as "orange", "#FF9500" or {"color": "cyan", "opacity": 0.25}, got "#12345G" (a hex colour is "#" and six hex digits)"##),
        (##"{"lockScreen": {"text": "a", "color": {"color": "red", "alpha": 1}}}"##,
         #"$.lockScreen.color.alpha: unknown key; the keys here are "color" and "opacity""#),
        (##"{"lockScreen": {"text": "a", "color": {"color": "red", "opacity": 2}}}"##,
         "$.lockScreen.color.opacity: expected a number from 0 to 1, got 2"),
        (##"{"lockScreen": {"text": "a", "lineLimit": 0}}"##, "$.lockScreen.lineLimit: expected a number of lines from 1 to 1000, got 0"),
        (##"{"lockScreen": {"text": "a", "lineLimit": 1.5}}"##, "$.lockScreen.lineLimit: expected a number of lines from 1 to 1000, got 1.5"),
        (##"{"lockScreen": {"text": "a", "multilineTextAlignment": "right"}}"##,
         #"$.lockScreen.multilineTextAlignment: expected a text alignment: "leading", "center" or "trailing", got "right""#),
        (##"{"lockScreen": {"text": "a", "truncationMode": "tale"}}"##,
         #"$.lockScreen.truncationMode: "tale" is not a truncation mode; did you mean "tail"?"#),
        (##"{"lockScreen": {"text": "a", "padding": "lots"}}"##,
         #"$.lockScreen.padding: expected a length in points, true, or an object such as {"horizontal": 8}, got "lots""#),
        (##"{"lockScreen": {"text": "a", "padding": {"left": 8}}}"##,
         #"$.lockScreen.padding.left: unknown key; the keys here are "top", "leading", "bottom", "trailing", "horizontal" and "vertical""#),
        (##"{"lockScreen": {"text": "a", "padding": -8}}"##, "$.lockScreen.padding: expected a length in points from 0 to 100000, got -8"),
        (##"{"lockScreen": {"text": "a", "frame": {"width": 40, "maxWidth": "infinity"}}}"##,
         #"$.lockScreen.frame: a frame is fixed (width, height) or flexible (minWidth … maxHeight), not both: "width" and "maxWidth""#),
        (##"{"lockScreen": {"text": "a", "frame": {"maxWidth": "big"}}}"##,
         #"$.lockScreen.frame.maxWidth: expected a length in points or "infinity", got "big""#),
        (##"{"lockScreen": {"text": "a", "frame": {"width": "infinity"}}}"##,
         #"$.lockScreen.frame.width: expected a length in points from 0 to 100000, got "infinity""#),
        (##"{"lockScreen": {"text": "a", "frame": {"widht": 4}}}"##, #"$.lockScreen.frame.widht: unknown key; did you mean "width"?"#),
        (##"{"lockScreen": {"text": "a", "layoutPriority": 5000}}"##, "$.lockScreen.layoutPriority: expected a priority from -1000 to 1000, got 5000"),
        (##"{"lockScreen": {"text": "a", "opacity": 2}}"##, "$.lockScreen.opacity: expected a number from 0 to 1, got 2"),
        // The description
        (##"{"lockscreen": "a"}"##, #"$.lockscreen: unknown key; did you mean "lockScreen"?"#),
        (##"{"compactLeading": "a"}"##, #"$: missing required key "lockScreen""#),
        (##"{"lockScreen": "a", "expanded": {"centre": "a"}}"##, #"$.expanded.centre: unknown key; did you mean "center"?"#),
        (##"{"lockScreen": "a", "expanded": {"bottom": {"text": "a", "font": "big"}}}"##,
         #"$.expanded.bottom.font: expected a font: "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption" or "caption2", got "big""#),
        (##"{"lockScreen": "a", "preview": {"states": {}}}"##, #"$.preview.states: unknown key; did you mean "state"?"#),
        (##"{"lockScreen": "a", "tint": "cyan-ish"}"##, "$.tint: expected a colour: \(colors), got \"cyan-ish\""),
        (##"[]"##, "$: expected an object, got a list"),
        (##"{"lockScreen": }"##, "line 1, column 16: not valid JSON (invalid value)"),
    ])
    func message(_ json: String, _ expected: String) {
        #expect(DescribedTesting.parseError(json, file: "parking.json") == "island: parking.json: " + expected)
    }

    @Test func aMissingFileIsNamed() {
        let url = URL(fileURLWithPath: "docs/scenarios/views/nowhere.json", relativeTo: DescribedTesting.packageRoot)
        #expect(throws: InputFileError(file: "docs/scenarios/views/nowhere.json", location: nil, reason: "no such file")) {
            try DescribedActivity.load(from: url)
        }
    }

    /// The lead's scenario files keep descriptions under "activities": paths start there.
    @Test func aDescriptionInsideAScenarioIsNamedByItsFullPath() throws {
        let json = #"{"activities": {"parking": {"lockScreen": {"hstack": ["P", {"text": "a", "font": "headlin"}]}}}}"#
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let parking = (root["activities"] as! [String: Any])["parking"]!
        let node = JSONFileNode(value: parking, path: "$.activities.parking", file: "scenario.json")
        #expect(throws: InputFileError(file: "scenario.json", location: "$.activities.parking.lockScreen.hstack[1].font",
                                       reason: #""headlin" is not a font; did you mean "headline"?"#)) {
            try DescribedActivity.parse(node)
        }
    }
}
