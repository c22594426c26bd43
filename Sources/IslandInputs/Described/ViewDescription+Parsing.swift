import Foundation
import LiveActivity
import ActivityRuntime
import IslandUI

extension ViewDescription {
    /// Each view's key and the keys beside it that belong to that view (modifiers aside).
    static let kinds: [(key: String, parameters: [String])] = [
        ("text", []), ("label", ["systemImage"]), ("image", []),
        ("hstack", ["alignment", "spacing"]), ("vstack", ["alignment", "spacing"]), ("zstack", ["alignment"]),
        ("spacer", []), ("divider", []), ("progress", []),
        ("timer", ["countsDown", "showsHours"]), ("date", ["style"]),
        ("button", ["systemImage"]), ("if", ["equals", "then", "else"]),
    ]

    static var kindKeys: [String] { kinds.map(\.key) }

    /// "a view: a string or an object with one of "text", … or "if"".
    static var expectation: String {
        "expected a view: a string or an object with one of \(JSONFileNode.list(kindKeys.map(JSONFileNode.quoted), conjunction: "or"))"
    }

    /// Reads the view at `node`, `depth` views deep (the region's own view is 1).
    static func parse(_ node: JSONFileNode, depth: Int = 1) throws(InputFileError) -> ViewDescription {
        guard depth <= maximumDepth else {
            throw InputFileError(file: node.file, location: node.path,
                                 reason: "views nest more than \(maximumDepth) deep here; a presentation needs a few levels, not dozens")
        }
        // A bare string is a text: most leaves are.
        if node.value is String { return ViewDescription(.text(try template(node)), location: node.path) }
        guard let members = node.value as? [String: Any] else { throw node.mismatch(expectation) }
        let key = try kindKey(of: node, members: members)
        let parameters = kinds.first { $0.key == key }!.parameters
        try checkKeys(of: node, members: members, kind: key, allowed: [key] + parameters + ViewModifiers.keys)
        let object = try node.object(keys: [key] + parameters + ViewModifiers.keys)
        let body = try object.required(key)
        let kind: Kind
        switch key {
        case "text": kind = .text(try template(body))
        case "label": kind = .label(try template(body), systemImage: try template(object.required("systemImage"), "a symbol name such as \"car.fill\""))
        case "image": kind = .image(systemName: try template(body, "a symbol name such as \"car.fill\""))
        case "hstack":
            kind = .hstack(try children(body, depth: depth),
                           alignment: try object.optional("alignment")?.named(ViewVocabulary.verticalAlignments, "an alignment") ?? .center,
                           spacing: try object.optional("spacing")?.length())
        case "vstack":
            kind = .vstack(try children(body, depth: depth),
                           alignment: try object.optional("alignment")?.named(ViewVocabulary.horizontalAlignments, "an alignment") ?? .center,
                           spacing: try object.optional("spacing")?.length())
        case "zstack":
            kind = .zstack(try children(body, depth: depth),
                           alignment: try object.optional("alignment")?.named(ViewVocabulary.alignments, "an alignment") ?? .center)
        case "spacer":
            if body.isTrue {
                kind = .spacer(minLength: nil)
            } else if body.value is [String: Any] {
                kind = .spacer(minLength: try body.object(keys: ["minLength"]).optional("minLength")?.length())
            } else {
                throw body.mismatch(#"expected true or an object such as {"minLength": 8}"#)
            }
        case "divider":
            guard body.isTrue else { throw body.mismatch("expected true") }
            kind = .divider
        case "progress": kind = .progress(try progress(body))
        case "timer":
            kind = .timer(field: try field(body, "a field holding [start, end], such as \"{deliveryTimer}\""),
                          countsDown: try object.optional("countsDown")?.jsonBool() ?? true,
                          showsHours: try object.optional("showsHours")?.jsonBool() ?? true)
        case "date":
            kind = .date(field: try field(body, "a field holding a date, such as \"{eta}\""),
                         style: try object.optional("style")?.named(ViewVocabulary.dateStyles, "a date style") ?? .time)
        case "button":
            kind = .button(try template(body), systemImage: try object.optional("systemImage").map { node throws(InputFileError) in
                try template(node, "a symbol name such as \"car.fill\"")
            })
        default:
            kind = .conditional(
                field: try field(body, "a field such as \"{isExpired}\""),
                equals: try object.optional("equals").map(scalar),
                then: try parse(object.required("then"), depth: depth + 1),
                else: try object.optional("else").map { node throws(InputFileError) in try parse(node, depth: depth + 1) })
        }
        return ViewDescription(kind, modifiers: try ViewModifiers.parse(object), location: node.path)
    }

    /// The one view key of an object, or an error that says what was meant.
    private static func kindKey(of node: JSONFileNode, members: [String: Any]) throws(InputFileError) -> String {
        let present = kindKeys.filter { members[$0] != nil }
        if present.count > 1 {
            throw InputFileError(file: node.file, location: node.path,
                                 reason: "a view has one kind; this one has \(JSONFileNode.list(present.map(JSONFileNode.quoted), conjunction: "and"))")
        }
        if let key = present.first { return key }
        // No view key: a misspelt one ("txt") is the likely cause.
        let known = Set(ViewModifiers.keys + kinds.flatMap(\.parameters))
        for key in members.keys.sorted() where !known.contains(key) {
            if let close = NameSuggestion.closest(to: key, among: kindKeys) {
                throw InputFileError(file: node.file, location: JSONFileNode.path(node.path, appending: key),
                                     reason: "unknown key; did you mean \(JSONFileNode.quoted(close))?")
            }
        }
        throw node.mismatch(expectation, detail: members.isEmpty ? "empty" : "with no view key")
    }

    /// Rejects a key that belongs to another kind of view with a message saying so, before the
    /// generic unknown-key check (which would suggest a near miss instead).
    private static func checkKeys(of node: JSONFileNode, members: [String: Any], kind: String, allowed: [String]) throws(InputFileError) {
        for key in members.keys.sorted() where !allowed.contains(key) {
            let owners = kinds.filter { $0.parameters.contains(key) }.map(\.key)
            guard !owners.isEmpty else { continue }
            throw InputFileError(
                file: node.file, location: JSONFileNode.path(node.path, appending: key),
                reason: "\(JSONFileNode.quoted(key)) belongs to \(JSONFileNode.list(owners.map(JSONFileNode.quoted), conjunction: "or")), not to \(JSONFileNode.quoted(kind))")
        }
    }

    private static func children(_ node: JSONFileNode, depth: Int) throws(InputFileError) -> [ViewDescription] {
        var views: [ViewDescription] = []
        for child in try node.list("expected a list of views") {
            views.append(try parse(child, depth: depth + 1))
        }
        return views
    }

    private static func progress(_ node: JSONFileNode) throws(InputFileError) -> ProgressDescription {
        if node.value is String {
            return .value(.field(try field(node, #"a field such as "{fraction}" or an object such as {"value": "{used}", "total": 60}"#)),
                          total: .constant(1), isCircular: false)
        }
        guard node.value is [String: Any] else {
            throw node.mismatch(#"expected a field such as "{fraction}" or an object such as {"value": "{used}", "total": 60}"#)
        }
        let object = try node.object(keys: ["value", "total", "timerInterval", "countsDown", "style"])
        let isCircular = try object.optional("style")?.named(ViewVocabulary.progressStyles, "a progress style") ?? false
        switch (object.optional("value"), object.optional("timerInterval")) {
        case (let value?, nil):
            if let countsDown = object.optional("countsDown") {
                throw InputFileError(file: node.file, location: countsDown.path, reason: #""countsDown" goes with "timerInterval", not "value""#)
            }
            return .value(try number(value), total: try object.optional("total").map(number) ?? .constant(1), isCircular: isCircular)
        case (nil, let interval?):
            if let total = object.optional("total") {
                throw InputFileError(file: node.file, location: total.path, reason: #""total" goes with "value", not "timerInterval""#)
            }
            return .timerInterval(field: try field(interval, "a field holding [start, end], such as \"{meter}\""),
                                  countsDown: try object.optional("countsDown")?.jsonBool() ?? true, isCircular: isCircular)
        default:
            throw InputFileError(file: node.file, location: node.path, reason: #"expected exactly one of "value" or "timerInterval""#)
        }
    }

    // MARK: Values

    /// Text with placeholders.
    static func template(_ node: JSONFileNode, _ what: String = "text such as \"Bay {bay}\"") throws(InputFileError) -> TextTemplate {
        let text = try node.string("expected \(what)")
        switch TextTemplate.parse(text) {
        case .success(let template): return template
        case .failure(let problem): throw node.mismatch("expected \(what)", detail: problem.detail)
        }
    }

    /// A template that is one placeholder: the field's path.
    static func field(_ node: JSONFileNode, _ what: String) throws(InputFileError) -> String {
        let template = try template(node, what)
        guard let path = template.soleField else { throw node.mismatch("expected \(what)") }
        return path
    }

    /// A number, or a field holding one.
    static func number(_ node: JSONFileNode) throws(InputFileError) -> NumberSource {
        let expectation = "expected a number or a field such as \"{minutesUsed}\""
        if node.value is String { return .field(try field(node, "a number or a field such as \"{minutesUsed}\"")) }
        guard let number = node.numericValue else { throw node.mismatch(expectation) }
        return .constant(number)
    }

    /// A string, number, Boolean or null, for `equals`.
    static func scalar(_ node: JSONFileNode) throws(InputFileError) -> JSONValue {
        guard let value = JSONValue(serialized: node.value) else { throw node.mismatch("expected a string, number, true, false or null") }
        switch value {
        case .array, .object: throw node.mismatch("expected a string, number, true, false or null")
        default: return value
        }
    }
}

extension JSONFileNode {
    /// A length in points: a number from 0 to 100 000 (as IslandUI caps lengths).
    func length() throws(InputFileError) -> Double {
        guard let number = numericValue, number >= 0, number <= 100_000 else {
            throw mismatch("expected a length in points from 0 to 100000")
        }
        return number
    }
}
