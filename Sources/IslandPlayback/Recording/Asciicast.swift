import Foundation
import IslandInputs
import TerminalCanvas

/// An asciicast v2 recording, as asciinema plays it: a header line of JSON (version, size,
/// title), then one event a line, `[seconds, "o", "text written"]` or `[seconds, "m", "marker"]`.
///
///     {"version": 2, "width": 80, "height": 24, "title": "four apps"}
///     [0.0, "o", "\u001b[H\u001b[2J…"]
///     [0.0, "m", "0s: Pizza: requested pizza"]
///     [3.0, "o", "\u001b[2;5H12:39"]
public struct Asciicast: Sendable {
    public enum EventKind: String, Sendable {
        /// Output written to the terminal.
        case output = "o"
        /// A marker, a chapter a player can jump to.
        case marker = "m"
    }

    public struct Event: Sendable {
        public var time: Double
        public var kind: EventKind
        public var data: String
    }

    public var width: Int
    public var height: Int
    public var title: String
    public private(set) var events: [Event] = []

    public init(width: Int, height: Int, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// Adds an event; times never go backwards.
    public mutating func append(_ kind: EventKind, _ data: String, at time: Double) {
        let time = max(time, events.last?.time ?? 0)
        events.append(Event(time: time, kind: kind, data: data))
    }

    /// The file's text.
    public func encoded() -> String {
        var lines = ["{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(Self.json(title)), \"env\": {\"TERM\": \"xterm-256color\"}}"]
        for event in events {
            lines.append("[\(String(format: "%.6f", event.time)), \"\(event.kind.rawValue)\", \(Self.json(event.data))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped
    /// (`JSONStringLiteral`, the one escaper).
    package static func json(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
