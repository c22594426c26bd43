import Foundation
import LiveActivity
import ActivityRuntime

extension Scenario {
    /// Reads a scenario file. Errors name the file, the JSON path and the reason:
    ///
    ///     island: demo.json: $.timeline[3].at: expected a duration such as "90s" or "1h30m", got "soon"
    public static func load(from url: URL) throws(InputFileError) -> Scenario {
        let (data, file) = try InputFileError.contents(of: url, limit: .scenario)
        return try parse(data, file: file)
    }

    /// A scenario from a file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(InputFileError) -> Scenario {
        let root = try JSONFileSyntax.root(of: data, file: file)
        let top = try JSONFileNode(value: root, path: "$", file: file)
            .object(keys: ["name", "device", "start", "policy", "oneAppMayHoldBothMinimals", "activityLimit", "alertDuration",
                           "activities", "timeline"])
        let name = try top.optional("name")?.name("expected a name") ?? file
        let device = try top.optional("device").map(Self.device) ?? .iPhone15Pro
        let start = try top.optional("start").map(Self.date) ?? Scenario.defaultStart
        var policy = ArbitrationPolicy.default
        if let order = top.optional("policy") { policy.order = try order.choice(of: ArbitrationPolicy.Order.self) }
        if let both = top.optional("oneAppMayHoldBothMinimals") { policy.oneAppMayHoldBothMinimals = try both.jsonBool() }
        var timeline: [ScenarioEvent] = []
        for node in try top.required("timeline").list("expected a list of events") {
            timeline.append(try event(node))
        }
        // Stable: equal times keep the file's order.
        timeline = timeline.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        var scenario = Scenario(name: name, device: device, start: start, policy: policy, timeline: timeline)
        if let limit = top.optional("activityLimit") {
            guard let count = limit.numericValue, count >= 1, count <= 100, count == count.rounded() else {
                throw limit.mismatch("expected a whole number of activities from 1 to 100, such as 5")
            }
            scenario.limits.maximumSimultaneousActivities = Int(count)
        }
        if let duration = top.optional("alertDuration") {
            let seconds = try Self.duration(duration)
            guard seconds >= 1, seconds <= 60 else { throw duration.mismatch("expected an alert duration from 1s to 1m, such as \"4s\"") }
            scenario.limits.alertDuration = seconds
        }
        if let activities = top.optional("activities") { scenario.activities = try Self.activities(activities) }
        return scenario
    }

    private static let actions = [
        "request", "update", "end", "touchAndHold", "dismiss", "relevance",
        "lock", "unlock", "open", "home", "switchOff", "switchOn", "pause", "push",
        "tap", "collapse", "tapOutside",
    ]

    private static func event(_ node: JSONFileNode) throws(InputFileError) -> ScenarioEvent {
        let object = try node.object(keys: ["at"] + actions)
        let at = try duration(object.required("at"))
        let present = actions.filter { object.optional($0) != nil }
        guard present.count == 1, let key = present.first, let body = object.optional(key) else {
            throw InputFileError(file: node.file, location: node.path,
                                 reason: "expected exactly one of \(JSONFileNode.list(actions.map(JSONFileNode.quoted), conjunction: "or"))")
        }
        let action: ScenarioAction
        switch key {
        case "request":
            let request = try body.object(keys: ["id", "app", "example", "state", "attributes", "relevance", "staleAfter", "style", "alert",
                                                 "startAfter"])
            let startAfter = try request.optional("startAfter").map(Self.duration)
            if startAfter != nil && request.optional("alert") == nil {
                throw InputFileError(file: body.file, location: body.path,
                                     reason: "a scheduled request (\"startAfter\") needs an \"alert\", as ActivityKit's request(…alertConfiguration:start:) does")
            }
            action = .request(ScenarioRequest(
                id: try request.required("id").name("expected an activity id"),
                app: try request.required("app").name("expected an app name"),
                example: try request.required("example").string("expected an example name (island list shows them)"),
                state: try request.optional("state").map(Self.json),
                attributes: try request.optional("attributes").map(Self.json),
                relevance: try request.optional("relevance").map { node throws(InputFileError) in try node.jsonNumber() } ?? 0,
                staleAfter: try request.optional("staleAfter").map(Self.duration),
                style: try request.optional("style").map { node throws(InputFileError) in
                    try node.string("expected \"standard\" or \"transient\"") == "transient" ? .transient : .standard
                } ?? .standard,
                alert: try request.optional("alert").map(Self.alert),
                startAfter: startAfter))
        case "update":
            let update = try body.object(keys: ["id", "state", "relevance", "staleAfter", "alert"])
            action = .update(
                id: try update.required("id").name("expected an activity id"),
                state: try update.optional("state").map(Self.json),
                relevance: try update.optional("relevance").map { node throws(InputFileError) in try node.jsonNumber() },
                staleAfter: try update.optional("staleAfter").map(Self.duration),
                alert: try update.optional("alert").map(Self.alert))
        case "end":
            let end = try body.object(keys: ["id", "dismissal"])
            let id = try end.required("id").name("expected an activity id")
            guard let dismissal = end.optional("dismissal") else {
                action = .end(id: id, policy: nil, dismissAfter: nil)
                break
            }
            let text = try dismissal.string("expected \"default\", \"immediate\" or a duration such as \"30m\"")
            switch text {
            case "default": action = .end(id: id, policy: .default, dismissAfter: nil)
            case "immediate": action = .end(id: id, policy: .immediate, dismissAfter: nil)
            default: action = .end(id: id, policy: nil, dismissAfter: try duration(dismissal))
            }
        case "touchAndHold":
            action = .touchAndHold(id: try body.name("expected an activity id"))
        case "dismiss":
            action = .dismiss(id: try body.name("expected an activity id"))
        case "lock", "unlock", "home", "collapse", "tapOutside":
            guard body.isBoolean, body.value as? Bool == true else { throw body.mismatch("expected true") }
            switch key {
            case "lock": action = .lock
            case "unlock": action = .unlock
            case "collapse": action = .collapse
            case "tapOutside": action = .tapOutside
            default: action = .open(app: nil)
            }
        case "tap":
            let tap = try body.object(keys: ["id", "label"])
            action = .tap(id: try tap.required("id").string("expected an activity id"),
                          label: try tap.required("label").name("expected a control's label, such as \"Pause\""))
        case "open":
            action = .open(app: try body.name("expected an app name"))
        case "switchOff", "switchOn":
            action = .setEnabled(app: try body.name("expected an app name"), enabled: key == "switchOn")
        case "pause":
            let hold = try duration(body)
            guard hold <= 60 else { throw body.mismatch("expected a pause of at most a minute, such as \"3s\"") }
            action = .pause(hold: hold)
        case "push":
            let push = try body.object(keys: ["id", "app", "example", "payload"])
            let id = try push.required("id").name("expected an activity id")
            let payload = try Self.payload(push.required("payload"))
            let app = try push.optional("app")?.name("expected an app name")
            if payload.event == .start && app == nil {
                throw InputFileError(file: body.file, location: body.path,
                                     reason: "missing required key \"app\" (a push-to-start names the app it starts an activity for)")
            }
            action = .push(id: id, app: app, example: try push.optional("example")?.string("expected an example name"), payload: payload)
        default:
            let relevance = try body.object(keys: ["id", "score"])
            action = .relevance(id: try relevance.required("id").name("expected an activity id"),
                                score: try relevance.required("score").jsonNumber())
        }
        return ScenarioEvent(at: at, action: action, path: node.path)
    }

    // MARK: Values

    /// "90s", "5m", "1h30m" or a number of seconds.
    static func duration(_ node: JSONFileNode) throws(InputFileError) -> TimeInterval {
        if let seconds = node.numericValue, seconds >= 0, seconds <= ScenarioDuration.longest {
            return seconds
        }
        guard let text = node.value as? String, let seconds = ScenarioDuration.parse(text) else {
            let number = node.numericValue
            let text = node.value as? String
            if number.map({ $0 < 0 }) ?? text?.hasPrefix("-") ?? false {
                throw node.mismatch("expected a duration, which is never negative, such as \"90s\"")
            }
            if number != nil || text.flatMap(ScenarioDuration.parseUnbounded) != nil {
                throw node.mismatch("expected a duration of at most a year (an activity lives twelve hours at most)")
            }
            throw node.mismatch("expected a duration such as \"90s\" or \"1h30m\"")
        }
        return seconds
    }

    static func date(_ node: JSONFileNode) throws(InputFileError) -> Date {
        guard let text = node.value as? String, let date = ISO8601Text.date(from: text) else {
            throw node.mismatch("expected a date such as \"2027-01-15T08:00:00Z\"")
        }
        guard drawableStarts.contains(date) else {
            throw node.mismatch("expected a start from \(UTCDate(drawableStarts.lowerBound).iso8601) to \(UTCDate(drawableStarts.upperBound).iso8601) "
                                + "(frames reach a year and a day past the start, and dates are drawn up to \(UTCDate(lastDrawnDate).iso8601))")
        }
        return date
    }

    /// The last date an activity's data can carry: ISO 8601 text writes four-digit years, and a
    /// date past 9999 does not read back, so a presentation with one is not drawn.
    static let lastDrawnDate = Date(timeIntervalSince1970: 253_402_300_799)   // 9999-12-31T23:59:59Z

    /// When a scenario may start: every instant it draws (a year past the start at most, `at`
    /// and `--at` alike, and activities' dates up to a day beyond) within the dates drawn. The
    /// earliest is the first date four digits write.
    static let drawableStarts = Date(timeIntervalSince1970: -62_167_219_200)...lastDrawnDate.addingTimeInterval(-(ScenarioDuration.longest + 86_400))

    static func device(_ node: JSONFileNode) throws(InputFileError) -> DeviceProfile {
        let name = try node.string("expected a device such as \"iphone-15-pro\"")
        guard let device = DeviceProfile.named(name) else {
            let hint = NameSuggestion.closest(to: name, among: DeviceProfile.all.map(\.identifier)).map { "; did you mean \(JSONFileNode.quoted($0))?" } ?? ""
            throw InputFileError(file: node.file, location: node.path, reason: "unknown device \(JSONFileNode.quoted(name))\(hint)")
        }
        return device
    }

    /// `"activities": {"parking": {…a description…}, "meter": "views/meter.json"}`: descriptions
    /// written in place or in files beside the scenario.
    static func activities(_ node: JSONFileNode) throws(InputFileError) -> [String: DescribedActivity] {
        guard let members = node.value as? [String: Any] else { throw node.mismatch("expected an object of activity descriptions by name") }
        var activities: [String: DescribedActivity] = [:]
        for name in members.keys.sorted() {
            let member = JSONFileNode(value: members[name]!, path: JSONFileNode.path(node.path, appending: name), file: node.file)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw InputFileError(file: node.file, location: member.path, reason: "an activity's name is letters, digits, \"-\" and \"_\"")
            }
            guard let fileName = member.value as? String else {
                activities[name] = try DescribedActivity.parse(member)
                continue
            }
            let url = try InputFileError.fileBeside(member, named: fileName, what: "description")
            activities[name] = try InputFileError.named(at: member) { () throws(InputFileError) in try DescribedActivity.load(from: url) }
        }
        return activities
    }

    /// A payload written in place, or the name of a payload file beside the scenario.
    static func payload(_ node: JSONFileNode) throws(InputFileError) -> PushPayload {
        guard let name = node.value as? String else { return try PushPayload(node: node) }
        let url = try InputFileError.fileBeside(node, named: name, what: "payload")
        return try InputFileError.named(at: node) { () throws(InputFileError) in try PushPayload.load(from: url) }
    }

    static func alert(_ node: JSONFileNode) throws(InputFileError) -> AlertConfiguration {
        let object = try node.object(keys: ["title", "body", "sound"])
        return AlertConfiguration(
            title: try object.required("title").string("expected a title"),
            body: try object.optional("body")?.string("expected a body") ?? "",
            sound: try object.optional("sound").map { node throws(InputFileError) in
                let name = try node.string("expected a sound file's name or \"default\"")
                return name == "default" ? .default : .named(name)
            } ?? .default)
    }

    /// A JSON value, re-encoded, for states decoded later against the example's type.
    static func json(_ node: JSONFileNode) throws(InputFileError) -> Data {
        guard JSONSerialization.isValidJSONObject(node.value) else { throw node.mismatch("expected an object") }
        do { return try JSONSerialization.data(withJSONObject: node.value, options: [.sortedKeys]) } catch {
            throw node.mismatch("expected an object")
        }
    }
}

/// Durations as people write them: "90s", "5m", "1h30m", "45" (seconds).
public enum ScenarioDuration {
    /// The longest duration taken: a year (an activity lives twelve hours at most).
    public static let longest: TimeInterval = 365 * 24 * 3600

    public static func parse(_ text: String) -> TimeInterval? {
        parseUnbounded(text).flatMap { $0 <= longest ? $0 : nil }
    }

    /// `parse` without the year's bound (to tell "too long" from "not a duration").
    static func parseUnbounded(_ text: String) -> TimeInterval? {
        if let seconds = Double(text) { return seconds.isFinite && seconds >= 0 ? seconds : nil }
        var total = 0.0, number = "", sawUnit = false
        for character in text {
            if character.isNumber || character == "." { number.append(character); continue }
            let unit: Double
            switch character {
            case "h": unit = 3600
            case "m": unit = 60
            case "s": unit = 1
            default: return nil
            }
            guard let value = Double(number), value.isFinite else { return nil }
            total += value * unit
            number = ""
            sawUnit = true
        }
        guard sawUnit, number.isEmpty, total.isFinite else { return nil }
        return total
    }
}

extension JSONFileNode {
    /// A name (a scenario's, an app's, an activity's): a string with something in it, one line,
    /// so that no name can start a new line of `island play`'s output.
    func name(_ expectation: String) throws(InputFileError) -> String {
        let text = try string(expectation)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.contains(where: \.isNewline) else {
            throw mismatch(expectation + " (not empty, on one line)")
        }
        return text
    }
}
