/// What SwiftUI's `@Entry` expands to, on a property of an `EnvironmentValues` extension:
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .blue
///     }
///
/// a key beside it (the peer) and accessors that read and write through it (the accessor):
///
///     private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .blue } }
///     var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
///
/// As with `#Preview`, the compiler has already type-checked the declaration; the plugin only
/// reads its name, type and initial value out of its text.
enum EntryExpansion {
    struct Property: Equatable {
        var name: String
        var type: String
        var initialValue: String
    }

    /// `var name: Type = value` in the declaration's text (after its attributes and modifiers);
    /// an optional type without a value starts at `nil`.
    static func property(in source: String) -> Property? {
        guard let varRange = source.range(of: "var ") else { return nil }
        let rest = source[varRange.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        var afterName = rest.dropFirst(name.count).drop { $0 == " " }
        guard afterName.first == ":" else { return nil }
        afterName = afterName.dropFirst()
        let type: Substring, value: Substring?
        if let equals = topLevelEquals(in: afterName) {
            type = afterName[..<equals]
            value = afterName[afterName.index(after: equals)...]
        } else {
            type = afterName
            value = nil
        }
        let typeText = type.trimmingWhitespace()
        guard !typeText.isEmpty else { return nil }
        let valueText = value.map { $0.trimmingWhitespace() } ?? (typeText.hasSuffix("?") ? "nil" : "")
        guard !valueText.isEmpty else { return nil }
        return Property(name: String(name), type: typeText, initialValue: valueText)
    }

    /// The first `=` outside brackets, parentheses and angle brackets (`[String: Int] = [:]`).
    private static func topLevelEquals(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    static func keyName(for property: Property) -> String { "__Key_\(property.name)" }

    /// The expansion for `role` ("peer" or "accessor"), or a message saying what is wrong.
    static func expand(role: String, declaration: String) -> Result<String, PreviewExpansion.Problem> {
        guard let property = property(in: declaration) else {
            return .failure(.init(message: "@Entry needs a property written `var name: Type = initialValue`", offset: 0))
        }
        let key = keyName(for: property)
        switch role {
        case "peer":
            return .success("private struct \(key): EnvironmentKey { static var defaultValue: \(property.type) { \(property.initialValue) } }")
        case "accessor":
            return .success("{\n    get { self[\(key).self] }\n    set { self[\(key).self] = newValue }\n}")
        default:
            return .failure(.init(message: "@Entry is an accessor and peer macro, not \(role)", offset: 0))
        }
    }
}

private extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
