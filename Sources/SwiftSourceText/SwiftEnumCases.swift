/// The first case of each enum a file declares, with its raw value: what a placeholder of the
/// enum needs when the type system cannot list its cases (an enum with associated values, or a
/// raw value and no `CaseIterable`). Read from `SwiftTokens`, keeping track of the type or
/// extension each declaration is in, so that `extension Order { enum Stage … }` is `Order.Stage`:
///
///     enum Phase: Codable { case waiting(since: Date), done }       Phase   waiting
///     enum Tier: String, Codable { case gold = "G", silver }         Tier    gold  "G"
///     enum Level: Int, Codable { case low, high }                    Level   low   0
public struct SwiftEnumCases: Equatable, Sendable {
    /// One enum's first case.
    public struct FirstCase: Equatable, Sendable {
        /// The enum's name with the types it is declared in: "Order.Stage".
        public let typeName: String
        public let caseName: String
        /// The raw value: the literal given, else the one Swift gives (the case's name for a
        /// `String`, 0 for an integer); nil for no raw type, or one of another type.
        public let rawValue: RawValue?
        /// Whether the declaration says `CaseIterable` (the type system then lists the cases).
        public let isCaseIterable: Bool

        public init(typeName: String, caseName: String, rawValue: RawValue?, isCaseIterable: Bool) {
            self.typeName = typeName
            self.caseName = caseName
            self.rawValue = rawValue
            self.isCaseIterable = isCaseIterable
        }
    }

    public enum RawValue: Equatable, Sendable {
        case string(String)
        case integer(Int)
    }

    /// Every enum with a case, in the order the file declares them.
    public let firstCases: [FirstCase]

    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    private static let notTypeNames: Set<String> = ["func", "var", "let", "init", "subscript", "static", "final", "override"]

    public init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        let tokens = SwiftTokens.of(scalars)
        struct Scope {
            let name: String
            /// The brace depth of the type's body.
            let depth: Int
            /// For an enum: its index in `enums`.
            let enumIndex: Int?
        }
        var scopes: [Scope] = []
        var pending: (name: String, isEnum: Bool, conformances: [String])?
        var enums: [(name: String, conformances: [String], firstCase: FirstCase?)] = []
        var depth = 0, index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isWord, Self.typeKeywords.contains(token.text), index == 0 || tokens[index - 1].text != ".",
               index + 1 < tokens.count, tokens[index + 1].isWord, !Self.notTypeNames.contains(tokens[index + 1].text) {
                var name = tokens[index + 1].text, next = index + 2
                while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].isWord {
                    name += "." + tokens[next + 1].text
                    next += 2
                }
                // An extension names its type from the top; a declaration is inside the scopes it is in.
                let qualified = token.text == "extension" ? name : scopes.last.map { $0.name + "." + name } ?? name
                pending = (qualified, token.text == "enum", Self.conformances(tokens, after: next))
                index = next
                continue
            }
            switch token.text {
            case "{":
                depth += 1
                if let declared = pending {
                    if declared.isEnum { enums.append((declared.name, declared.conformances, nil)) }
                    // A scope's name is the type's full name: a type declared in it adds its own.
                    scopes.append(Scope(name: declared.name, depth: depth, enumIndex: declared.isEnum ? enums.count - 1 : nil))
                    pending = nil
                }
            case "}":
                if let last = scopes.last, last.depth == depth { scopes.removeLast() }
                depth -= 1
            case "case":
                // Only a case directly in an enum's body: a `switch`'s cases are in deeper braces.
                guard let scope = scopes.last, scope.depth == depth, let enumIndex = scope.enumIndex,
                      enums[enumIndex].firstCase == nil, index + 1 < tokens.count, tokens[index + 1].isWord else { break }
                let conformances = enums[enumIndex].conformances
                let caseName = tokens[index + 1].text
                enums[enumIndex].firstCase = FirstCase(
                    typeName: enums[enumIndex].name, caseName: caseName,
                    rawValue: conformances.first.flatMap { Self.rawValue(tokens, scalars, at: index + 2, type: $0, caseName: caseName) },
                    isCaseIterable: conformances.contains("CaseIterable"))
            default:
                break
            }
            index += 1
        }
        firstCases = enums.compactMap { $0.firstCase }
    }

    /// The raw value of a case whose name is followed by `tokens[index]`, for a raw type `type`.
    private static func rawValue(_ tokens: [SwiftToken], _ scalars: [Unicode.Scalar], at index: Int, type: String, caseName: String) -> RawValue? {
        let isString = type == "String", isInteger = integerTypes.contains(type)
        guard isString || isInteger else { return nil }
        let given = index < tokens.count && tokens[index].text == "="
        if isInteger {
            guard given else { return .integer(0) }
            var sign = 1, at = index + 1
            if at < tokens.count, tokens[at].text == "-" { sign = -1; at += 1 }
            guard at < tokens.count, let value = Int(tokens[at].text.filter { $0 != "_" }) else { return nil }
            return .integer(sign * value)
        }
        guard given else { return .string(caseName) }
        // The lexer leaves strings out: the literal is between the `=` and the next token.
        let end = index + 1 < tokens.count ? tokens[index + 1].offset : scalars.count
        return SwiftStringLiteralText.firstLiteral(in: scalars[(tokens[index].offset + 1)..<end]).map(RawValue.string)
    }

    /// The comma-separated names after a declaration's name, up to its `{` or `where`.
    private static func conformances(_ tokens: [SwiftToken], after start: Int) -> [String] {
        guard start < tokens.count, tokens[start].text == ":" else { return [] }
        var result: [String] = [], current = "", index = start + 1
        while index < tokens.count, tokens[index].text != "{", tokens[index].text != "where" {
            if tokens[index].text == "," { result.append(current); current = "" } else { current += tokens[index].text }
            index += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

/// The text of a plain string literal in source (`"G"`, `"a \"b\""`), its simple escapes read.
enum SwiftStringLiteralText {
    static func firstLiteral(in scalars: ArraySlice<Unicode.Scalar>) -> String? {
        guard let open = scalars.firstIndex(of: "\"") else { return nil }
        var text = "", escaped = false
        for scalar in scalars[(open + 1)...] {
            if escaped {
                switch scalar {
                case "n": text += "\n"
                case "t": text += "\t"
                case "0": text += "\0"
                default: text.unicodeScalars.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                return text
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return nil
    }
}
