/// What one Swift file declares, read from its tokens (`SwiftTokens`): the types and what they
/// conform to, whether it has an `@main`, its static members, and every word it names. Enough
/// for the files `island` generates for a widget folder; no expression is parsed.
public struct SwiftDeclarations: Equatable, Sendable {
    /// A `struct`, `class`, `enum` or `actor` declaration.
    public struct TypeDeclaration: Equatable, Sendable {
        /// "struct", "class", "enum" or "actor".
        public let keyword: String
        public let name: String
        /// What follows the colon, each as written without spaces ("Widget", "WidgetKit.Widget").
        public let conformances: [String]
        /// The line of the keyword, from 1.
        public let line: Int
    }

    /// The types, in the order the file declares them.
    public private(set) var types: [TypeDeclaration] = []
    /// Whether the file has `@main`.
    public private(set) var hasMain = false
    /// The type `@main` is written on (the first type declared after it), if the file has one.
    public private(set) var mainType: String?
    /// The names declared `static let` or `static var`.
    public private(set) var staticMembers: Set<String> = []
    /// Every word outside comments and strings: the names the file uses.
    public private(set) var words: Set<String> = []

    public init(_ source: String) {
        let tokens = SwiftTokens.of(source)
        var awaitsMainType = false
        for (index, token) in tokens.enumerated() {
            guard token.isWord else {
                if token.text == "@", index + 1 < tokens.count, tokens[index + 1].text == "main" { hasMain = true; awaitsMainType = true }
                continue
            }
            words.insert(token.text)
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.text == "static", let next, next.text == "let" || next.text == "var",
               index + 2 < tokens.count, tokens[index + 2].isWord {
                staticMembers.insert(tokens[index + 2].text)
            }
            if ["struct", "class", "enum", "actor"].contains(token.text), let next, next.isWord,
               index == 0 || tokens[index - 1].text != "." {
                types.append(TypeDeclaration(keyword: token.text, name: next.text,
                                             conformances: Self.conformances(tokens, after: index + 2), line: token.line))
                if awaitsMainType { (mainType, awaitsMainType) = (next.text, false) }
            }
        }
    }

    /// The comma-separated types after a declaration's name and generic parameters, up to its
    /// `{` or `where`.
    private static func conformances(_ tokens: [SwiftToken], after start: Int) -> [String] {
        var index = start
        if index < tokens.count, tokens[index].text == "<" { index = endOfAngles(tokens, from: index) }
        guard index < tokens.count, tokens[index].text == ":" else { return [] }
        index += 1
        var result: [String] = [], current = "", depth = 0
        while index < tokens.count {
            let text = tokens[index].text
            if depth == 0 && (text == "{" || text == "where") { break }
            if text == "<" || text == "(" { depth += 1 }
            if text == ">" || text == ")" { depth -= 1 }
            if depth == 0 && text == "," {
                result.append(current)
                current = ""
            } else {
                current += text
            }
            index += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func endOfAngles(_ tokens: [SwiftToken], from start: Int) -> Int {
        var depth = 0, index = start
        while index < tokens.count {
            if tokens[index].text == "<" { depth += 1 }
            if tokens[index].text == ">" { depth -= 1; if depth == 0 { return index + 1 } }
            index += 1
        }
        return index
    }
}
