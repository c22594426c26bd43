/// How an SF Symbol name found its glyph, so what is not drawn as Apple draws it can be said.
///
///     "car.circle.fill"           →  .known("car")                 its base's row
///     "cup.and.heat.waves.fill"   →  .category("cup.and.saucer")   a word of its name
///     "qux.quux"                  →  .unknown                      "◻"
public enum SymbolResolution: Hashable, Sendable {
    /// The name's own row, or its base symbol's (`entry` names the row).
    case known(entry: String)
    /// No row for the name or its base: the glyph of the row a word of its name belongs to.
    case category(entry: String)
    /// Nothing in the name is known: drawn as the fallback (`◻`, `?` in ASCII).
    case unknown

    /// Whether the symbol draws as itself (or its base symbol).
    public var isKnown: Bool { if case .known = self { true } else { false } }
}

/// An SF Symbol that does not draw as itself, for the warnings under a grid.
public struct SymbolDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let resolution: SymbolResolution
    /// What it draws as in the glyph set it was drawn with.
    public let glyph: String

    public var description: String {
        switch resolution {
        case .known: "SF Symbol “\(name)” draws as \(glyph)"
        case .category(let entry): "SF Symbol “\(name)” is not in TermIsland's table: drawn as \(glyph), the glyph of “\(entry)”"
        case .unknown: "SF Symbol “\(name)” is not in TermIsland's table: drawn as \(glyph)"
        }
    }
}

extension SymbolTable {
    /// How `name` resolves: its row or its base's, else the row of a word in it, else nothing.
    public static func resolution(forSystemName name: String) -> SymbolResolution {
        if let entry = entry(forSystemName: name) { return .known(entry: entry.name) }
        if let entry = categoryEntry(forSystemName: name) { return .category(entry: entry.name) }
        return .unknown
    }

    /// The row of the first word of `name` (after its first, which `entry(forSystemName:)`
    /// tried) that is a row's name or a word of `categoryWords`; variant words (`fill`,
    /// `circle`…) say nothing about what a symbol shows and are skipped.
    package static func categoryEntry(forSystemName name: String) -> SymbolEntry? {
        // Each word is looked up once, as a slice of the name: linear in the name's length.
        for word in name.split(separator: ".") where !variantWords.contains(word) {
            if let entry = entry(forSystemName: word) { return entry }
            if let target = categoryWords[word], let entry = entry(forSystemName: target) { return entry }
        }
        return nil
    }

    /// Words SF Symbols add to a name to make a variant of it.
    static let variantWords: Set<Substring> = [
        "fill", "circle", "square", "rectangle", "slash", "badge", "plus", "minus", "inset", "filled",
        "and", "left", "right", "up", "down", "forward", "backward", "on", "off", "1", "2", "3", "fullscreen",
        "trianglebadge", "exclamationmark", "checkmark", "xmark", "portrait", "landscape", "horizontal", "vertical",
    ]

    /// Words in SF Symbol names that are not rows, and the row whose glyph shows their category.
    /// A test holds every target to a row of the table.
    static let categoryWords: [Substring: String] = [
        "bubble": "message", "text": "doc", "sun": "sun.max", "person": "person", "people": "person.2",
        "cup": "cup.and.saucer", "heat": "flame", "fire": "flame", "snow": "snowflake", "water": "drop",
        "rain": "cloud.rain", "pin": "mappin", "home": "house", "building": "building.2", "train": "tram",
        "fork": "fork.knife", "knife": "fork.knife", "truck": "box.truck", "box": "shippingbox",
        "music": "music.note", "note": "music.note", "hand": "hand.raised", "ball": "soccerball",
        "court": "sportscourt", "tree": "leaf", "zzz": "moon", "bed": "bed.double", "cross": "cross.case",
        "money": "dollarsign", "chart": "chart.bar", "arrow": "arrow.right", "arrowshape": "arrow.right",
        "chevron": "chevron.right", "clock": "clock", "calendar": "calendar", "envelope": "envelope",
        "video": "video", "camera": "camera", "battery": "battery.100", "antenna": "antenna.radiowaves.left.and.right",
        "wave": "waveform", "waves": "waveform", "stop": "stop", "record": "record.circle", "light": "lightbulb",
        "lamp": "lightbulb", "fan": "wind", "thermometer": "thermometer", "medical": "cross.case",
        "heart": "heart", "figure": "figure", "sport": "sportscourt", "sportscourt": "sportscourt",
        "ticket": "ticket", "airplane": "airplane", "car": "car", "bus": "bus", "ferry": "ferry",
        "cart": "cart", "bag": "bag", "basket": "basket", "gift": "gift", "bell": "bell", "phone": "phone",
        "globe": "globe", "map": "map", "location": "location", "house": "house", "book": "book",
    ]
}
