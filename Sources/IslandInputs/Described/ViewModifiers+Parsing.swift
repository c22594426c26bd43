import LiveActivity
import ActivityRuntime
import IslandUI

extension ViewModifiers {
    /// Every modifier key, in the order `ViewModifiers` documents them.
    static let keys = [
        "font", "fontWeight", "bold", "italic", "monospacedDigit", "foregroundStyle", "color", "tint",
        "lineLimit", "multilineTextAlignment", "truncationMode", "padding", "frame", "layoutPriority", "opacity",
    ]

    /// The modifiers among a view's keys (already checked against `keys`).
    static func parse(_ object: JSONFileObject) throws(InputFileError) -> ViewModifiers {
        var modifiers = ViewModifiers()
        modifiers.font = try object.optional("font")?.named(ViewVocabulary.fonts, "a font")
        modifiers.fontWeight = try object.optional("fontWeight")?.named(ViewVocabulary.weights, "a font weight")
        modifiers.bold = try object.optional("bold")?.jsonBool()
        modifiers.italic = try object.optional("italic")?.jsonBool()
        modifiers.monospacedDigit = try object.optional("monospacedDigit")?.jsonBool() ?? false
        switch (object.optional("foregroundStyle"), object.optional("color")) {
        case (_?, let color?):
            throw InputFileError(file: color.file, location: color.path,
                                 reason: #""color" is short for "foregroundStyle"; give one or the other"#)
        case (let style?, nil), (nil, let style?): modifiers.foregroundStyle = try style.viewColor()
        case (nil, nil): break
        }
        modifiers.tint = try object.optional("tint")?.viewColor()
        if let limit = object.optional("lineLimit") {
            guard let lines = limit.numericValue, lines == lines.rounded(), (1...1000).contains(lines) else {
                throw limit.mismatch("expected a number of lines from 1 to 1000")
            }
            modifiers.lineLimit = Int(lines)
        }
        modifiers.multilineTextAlignment = try object.optional("multilineTextAlignment")?.named(ViewVocabulary.textAlignments, "a text alignment")
        modifiers.truncationMode = try object.optional("truncationMode")?.named(ViewVocabulary.truncationModes, "a truncation mode")
        modifiers.padding = try object.optional("padding").map(padding)
        modifiers.frame = try object.optional("frame").map(frame)
        if let priority = object.optional("layoutPriority") {
            let value = try priority.jsonNumber()
            guard abs(value) <= 1000 else { throw priority.mismatch("expected a priority from -1000 to 1000") }
            modifiers.layoutPriority = value
        }
        if let opacity = object.optional("opacity") { modifiers.opacity = try opacity.fraction() }
        return modifiers
    }

    /// `8`, `true`, or `{"horizontal": 8, "top": 0, …}`.
    private static func padding(_ node: JSONFileNode) throws(InputFileError) -> EdgeInsets {
        if node.isTrue { return EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8) }
        if node.numericValue != nil { return EdgeInsets(.all, try node.length()) }
        guard node.value is [String: Any] else {
            throw node.mismatch(#"expected a length in points, true, or an object such as {"horizontal": 8}"#)
        }
        let object = try node.object(keys: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func edge(_ key: String, or pair: String) throws(InputFileError) -> Double {
            // An edge named alone wins over its pair: {"horizontal": 8, "leading": 0}.
            if let edge = object.optional(key) { return try edge.length() }
            if let both = object.optional(pair) { return try both.length() }
            return 0
        }
        return EdgeInsets(top: try edge("top", or: "vertical"), leading: try edge("leading", or: "horizontal"),
                          bottom: try edge("bottom", or: "vertical"), trailing: try edge("trailing", or: "horizontal"))
    }

    private static let fixedKeys = ["width", "height"]
    private static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// `{"width": 40}` or `{"maxWidth": "infinity", "alignment": "leading"}`.
    private static func frame(_ node: JSONFileNode) throws(InputFileError) -> FrameDescription {
        let object = try node.object(keys: fixedKeys + flexibleKeys + ["alignment"])
        let alignment = try object.optional("alignment")?.named(ViewVocabulary.alignments, "an alignment") ?? .center
        let fixed = fixedKeys.filter { object.optional($0) != nil }
        let flexible = flexibleKeys.filter { object.optional($0) != nil }
        if let first = fixed.first, let other = flexible.first {
            throw InputFileError(
                file: node.file, location: node.path,
                reason: "a frame is fixed (width, height) or flexible (minWidth … maxHeight), not both: \(JSONFileNode.quoted(first)) and \(JSONFileNode.quoted(other))")
        }
        func length(_ key: String) throws(InputFileError) -> Double? {
            guard let member = object.optional(key) else { return nil }
            // Only a maximum can be "all there is".
            if key.hasPrefix("max"), member.value as? String == "infinity" { return .infinity }
            if key.hasPrefix("max"), member.value is String {
                throw member.mismatch(#"expected a length in points or "infinity""#)
            }
            return try member.length()
        }
        if flexible.isEmpty {
            return .fixed(width: try length("width"), height: try length("height"), alignment: alignment)
        }
        return .flexible(
            minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
            minHeight: try length("minHeight"), idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
            alignment: alignment)
    }
}

extension JSONFileNode {
    /// A colour: one of Color's names, `"#RRGGBB"`, or `{"color": …, "opacity": 0.25}`.
    func viewColor() throws(InputFileError) -> Color {
        if value is [String: Any] {
            let object = try object(keys: ["color", "opacity"])
            let color = try object.required("color").viewColor()
            return try object.optional("opacity").map { node throws(InputFileError) in color.opacity(try node.fraction()) } ?? color
        }
        let names = JSONFileNode.list(["\"orange\"", "\"#FF9500\"", #"{"color": "cyan", "opacity": 0.25}"#], conjunction: "or")
        let text = try string("expected a colour such as \(names)")
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let rgb = Int(digits, radix: 16) else {
                throw mismatch("expected a colour such as \(names)", detail: "a hex colour is \"#\" and six hex digits")
            }
            return Color(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
        }
        return try named(ViewVocabulary.colors, "a colour")
    }

    /// A number from 0 to 1.
    func fraction() throws(InputFileError) -> Double {
        guard let number = numericValue, (0...1).contains(number) else {
            throw mismatch("expected a number from 0 to 1")
        }
        return number
    }
}
