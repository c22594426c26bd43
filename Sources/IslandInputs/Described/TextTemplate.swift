import LiveActivity
import ActivityRuntime
/// Text with placeholders bound to the activity's data: `"{driver.name} is {minutes} min away"`.
///
/// A placeholder is a dotted path in braces (see `JSONValue[path:]`). It reads the content
/// state, unless its first step is `attributes` (the activity's attributes) or `state` (the
/// content state, for a state whose own field is called `attributes` or `state`):
///
///     "{minutes}"                 the state's `minutes`
///     "{stops.0.city}"            the first stop's city
///     "{attributes.lot}"          the attributes' `lot`
///     "{{not a field}}"           the text "{not a field}": doubled braces write a brace
///
/// A lone `}` outside a placeholder is written as it is.
public struct TextTemplate: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case literal(String)
        /// A placeholder's path as written, without its braces.
        case field(String)
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    /// The path of a template that is one placeholder and nothing else (`"{deliveryTimer}"`),
    /// as timers, dates, progress values and conditions are bound.
    public var soleField: String? {
        guard parts.count == 1, case .field(let path) = parts[0] else { return nil }
        return path
    }

    /// The template's paths, in order.
    public var fields: [String] {
        parts.compactMap { if case .field(let path) = $0 { path } else { nil } }
    }

    /// Why a string is not a template.
    enum Problem: Error, Equatable {
        case unclosed
        case nestedBrace
        case badPath(String)

        var detail: String {
            switch self {
            case .unclosed: #"a "{" is not closed; write "{{" for a brace"#
            case .nestedBrace: #"a "{" inside a placeholder; write "{{" for a brace"#
            case .badPath(let path): "\(JSONFileNode.quoted("{" + path + "}")) is not a path such as \"{driver.name}\" or \"{stops.0.city}\""
            }
        }
    }

    /// Parses placeholders out of `text`.
    static func parse(_ text: String) -> Result<TextTemplate, Problem> {
        var parts: [Part] = []
        var literal = ""
        var field: String?
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if var open = field {
                switch character {
                case "}":
                    guard let steps = JSONValue.steps(of: open), !steps.isEmpty else { return .failure(.badPath(open)) }
                    parts.append(.field(open))
                    field = nil
                case "{": return .failure(.nestedBrace)
                default:
                    open.append(character)
                    field = open
                }
                continue
            }
            switch (character, pending) {
            case ("{", "{"), ("}", "}"):
                literal.append(character)
                pending = characters.next()
            case ("{", _):
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                field = ""
            default:
                literal.append(character)
            }
        }
        guard field == nil else { return .failure(.unclosed) }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return .success(TextTemplate(parts: parts))
    }
}
