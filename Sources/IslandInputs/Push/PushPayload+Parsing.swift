import Foundation
import LiveActivity
import ActivityRuntime

extension PushPayload {
    /// Reads a payload file. Errors name the file, the JSON path and the reason:
    ///
    ///     island: update.json: $.aps.timestmap: unknown key; did you mean "timestamp"?
    ///     island: start.json: $.aps: missing required key "alert" (a "start" event must alert …)
    ///     island: big.json: the payload is 4,213 bytes; APNs allows 4,096 for a Live Activity push
    public static func load(from url: URL) throws(InputFileError) -> PushPayload {
        let (data, file) = try InputFileError.contents(of: url, limit: .payload)
        return try parse(data, file: file)
    }

    /// A payload from the bytes a server would send to APNs; `file` names it in errors. The
    /// rules are `PushPayloadRules`'.
    public static func parse(_ data: Data, file: String) throws(InputFileError) -> PushPayload {
        // APNs refuses an oversized request before it reads a byte of it, so size comes first.
        if let problem = PushPayloadRules.sizeProblem(data.count) {
            throw InputFileError(file: file, location: nil, reason: problem)
        }
        if let offset = PushPayloadRules.firstInvalidUTF8Byte(in: data) {
            let byte = data[data.startIndex + offset]
            throw InputFileError(file: file, location: JSONFileSyntax.lineAndColumn(ofByte: offset, in: data),
                                 reason: "not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); APNs takes JSON in UTF-8")
        }
        let root = try JSONFileSyntax.root(of: data, file: file)
        return try PushPayload(node: JSONFileNode(value: root, path: "$", file: file), byteCount: data.count)
    }

    /// A payload embedded in another input file (a scenario's `push.payload`, say): errors carry
    /// the node's path, and the size is that of the node re-encoded without whitespace.
    init(node: JSONFileNode) throws(InputFileError) {
        try self.init(node: node, byteCount: nil)
    }

    private init(node: JSONFileNode, byteCount: Int?) throws(InputFileError) {
        guard let top = node.value as? [String: Any] else {
            throw node.mismatch(#"expected an object with an "aps" object"#)
        }
        let bytes = byteCount ?? Self.compactSize(of: top)
        if let problem = PushPayloadRules.sizeProblem(bytes) {
            throw InputFileError(file: node.file, location: node.path, reason: problem)
        }
        guard let apsValue = top["aps"] else {
            // "APS" or "Aps" is a custom key as far as APNs is concerned; say why it does not count.
            let lookalike = top.keys.sorted().first { $0.lowercased() == "aps" }
            let hint = lookalike.map { " (found \(JSONFileNode.quoted($0)); keys are case-sensitive)" } ?? ""
            throw InputFileError(file: node.file, location: node.path, reason: #"missing required key "aps""# + hint)
        }
        let aps = try Self.apsObject(JSONFileNode(value: apsValue, path: JSONFileNode.path(node.path, appending: "aps"), file: node.file))

        let timestamp = try Self.unixTime(aps.required("timestamp"))
        let event = try aps.required("event").choice(of: Event.self)

        let contentState: Data?
        if let state = aps.optional("content-state") {
            contentState = try Self.json(state, "expected an object (the activity's ContentState as JSON)")
        } else if event == .end {
            contentState = nil
        } else {
            throw Self.missing("content-state", event == .start
                ? #"a "start" event carries the new activity's first content state"#
                : #"an "update" event carries the new content state"#, in: aps)
        }

        let staleDate = try aps.optional("stale-date").map(Self.unixTime)
        let dismissalDate = try aps.optional("dismissal-date").map { node throws(InputFileError) in
            guard event == .end else { throw Self.misplaced(node, onlyFor: .end, "takes a dismissal date", event: event) }
            return try Self.unixTime(node)
        }
        let relevanceScore = try aps.optional("relevance-score").map(Self.number)
        let alert = try aps.optional("alert").map(PushAlertText.alert)

        var attributesType: String?
        var attributes: Data?
        var requestsPushToken = false
        if event == .start {
            guard alert != nil else {
                throw Self.missing("alert", #"a "start" event must alert the person; ActivityKit drops a push-to-start without one"#, in: aps)
            }
            guard let type = aps.optional("attributes-type") else {
                throw Self.missing("attributes-type", #"a "start" event names the ActivityAttributes type to start"#, in: aps)
            }
            attributesType = try Self.typeName(type)
            guard let values = aps.optional("attributes") else {
                throw Self.missing("attributes", #"a "start" event carries the new activity's static attributes"#, in: aps)
            }
            attributes = try Self.json(values, "expected an object (the activity's ActivityAttributes as JSON)")
            requestsPushToken = try aps.optional("input-push-token").map(Self.flag) ?? false
        } else {
            for (key, phrase) in [("attributes-type", "names an attributes type"), ("attributes", "takes attributes"),
                                  ("input-push-token", "asks for a push token")] {
                if let misplaced = aps.optional(key) { throw Self.misplaced(misplaced, onlyFor: .start, phrase, event: event) }
            }
        }

        self.init(timestamp: timestamp, event: event, contentState: contentState, staleDate: staleDate,
                  dismissalDate: dismissalDate, relevanceScore: relevanceScore, alert: alert,
                  attributesType: attributesType, attributes: attributes, requestsPushToken: requestsPushToken,
                  byteCount: bytes)
    }

    // MARK: The aps object

    /// `aps`, its keys checked. Keys an ordinary notification would take get a message of their
    /// own, since "unknown" would puzzle someone who has sent `sound` or `badge` for years.
    private static func apsObject(_ node: JSONFileNode) throws(InputFileError) -> JSONFileObject {
        if let members = node.value as? [String: Any],
           let key = members.keys.filter({ !PushPayloadRules.apsKeys.contains($0) }).sorted().first {
            let location = JSONFileNode.path(node.path, appending: key)
            if key == "sound" {
                throw InputFileError(file: node.file, location: location,
                                     reason: #"a Live Activity push plays its sound from inside "alert": {"alert": {"sound": "default"}}"#)
            }
            if PushPayloadRules.ordinaryNotificationKeys.contains(key) {
                throw InputFileError(file: node.file, location: location,
                                     reason: "\(JSONFileNode.quoted(key)) belongs to ordinary notifications; a Live Activity push does not take it")
            }
        }
        return try node.object(keys: PushPayloadRules.apsKeys)
    }

    private static func missing(_ key: String, _ why: String, in object: JSONFileObject) -> InputFileError {
        InputFileError(file: object.node.file, location: object.node.path,
                       reason: "missing required key \(JSONFileNode.quoted(key)) (\(why))")
    }

    /// A key present on an event that does not read it.
    private static func misplaced(_ node: JSONFileNode, onlyFor allowed: Event, _ phrase: String, event: Event) -> InputFileError {
        InputFileError(file: node.file, location: node.path,
                       reason: "only \(named(allowed)) event \(phrase) (this is \(named(event)))")
    }

    /// `a "start"`, `an "update"`, `an "end"`.
    private static func named(_ event: Event) -> String {
        (event == .start ? "a " : "an ") + JSONFileNode.quoted(event.rawValue)
    }

    // MARK: Values

    /// A UNIX time in seconds, between 1970 and 2100.
    static func unixTime(_ node: JSONFileNode) throws(InputFileError) -> Date {
        let expectation = "expected a UNIX time in seconds, such as 1800000000"
        guard let number = node.value as? NSNumber, !node.isBoolean, number.doubleValue.isFinite else {
            throw node.mismatch(expectation)
        }
        let seconds = number.doubleValue
        guard seconds >= 0 else { throw node.mismatch(expectation, detail: "before 1970") }
        guard seconds <= PushPayloadRules.latestTime else {
            // JavaScript's Date.now() counts milliseconds; a time after 2000 in those is a likely slip.
            let isMilliseconds = (946_684_800...PushPayloadRules.latestTime).contains(seconds / 1000)
            throw node.mismatch(expectation, detail: isMilliseconds ? "in milliseconds? APNs counts seconds" : "after 2100")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    private static func number(_ node: JSONFileNode) throws(InputFileError) -> Double {
        guard let number = node.value as? NSNumber, !node.isBoolean, number.doubleValue.isFinite else {
            throw node.mismatch("expected a number, such as 50")
        }
        return number.doubleValue
    }

    /// `input-push-token`: Apple's examples send 1.
    private static func flag(_ node: JSONFileNode) throws(InputFileError) -> Bool {
        guard let number = node.value as? NSNumber, !node.isBoolean, [0, 1].contains(number.doubleValue) else {
            throw node.mismatch("expected 1 (or 0)")
        }
        return number.doubleValue == 1
    }

    /// A Swift type's name, possibly qualified: `PizzaDeliveryAttributes`, `Pizza.Attributes`.
    private static func typeName(_ node: JSONFileNode) throws(InputFileError) -> String {
        let expectation = #"expected the name of an ActivityAttributes type, such as "PizzaDeliveryAttributes""#
        let name = try node.string(expectation)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let isName = parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        }
        guard isName else { throw node.mismatch(expectation) }
        return name
    }

    /// An object, re-encoded with sorted keys so that equal values are equal bytes.
    private static func json(_ node: JSONFileNode, _ expectation: String) throws(InputFileError) -> Data {
        guard node.value is [String: Any],
              let data = try? JSONSerialization.data(withJSONObject: node.value, options: [.sortedKeys]) else {
            throw node.mismatch(expectation)
        }
        return data
    }

    /// The size of a payload sent without whitespace, as a server's JSON encoder would send it.
    private static func compactSize(of object: [String: Any]) -> Int {
        (try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes]))?.count ?? 0
    }
}
