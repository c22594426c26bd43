/// A widget's `#if` conditions answered as an iPhone answers them.
///
/// The compiler decides `os(iOS)` for the machine it builds for (false on Linux), and no flag
/// makes it true; but the code `island` draws is iOS code, and what an iPhone shows is what we
/// draw (docs/DECISIONS.md, 2026-12-07). So a file whose `#if`/`#elseif` conditions ask about
/// the platform is compiled from a copy in which each such question is replaced, in place, by
/// the iPhone's answer:
///
///     #if os(iOS) && !targetEnvironment(simulator)      #if true    && !false
///     #elseif canImport(AppKit)                    ──▶  #elseif false
///
/// Each answer is padded with spaces to the question's width, so every line keeps its number
/// and every token after it its column; strings and comments are never touched (the conditions
/// are found by `SwiftTokens`). The copy starts with a `#sourceLocation` naming the user's
/// file, so compiler messages, `#filePath` and backtraces name the user's file and line.
public enum IPhoneConditions {
    /// What an iPhone answers to one condition atom; nil: the compiler's answer stands.
    public static func answer(_ predicate: String, _ argument: String) -> Bool? {
        switch predicate {
        case "os": return argument == "iOS"
        case "arch": return argument == "arm64"
        case "targetEnvironment": return false  // a device: neither the simulator nor Mac Catalyst
        case "canImport":
            if AppleModules.names.contains(argument) { return true }
            if notOnIPhone.contains(argument) { return false }
            return nil
        default: return nil
        }
    }

    /// Apple's modules an iPhone does not have, which TermIsland does not stand in for.
    public static let notOnIPhone: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "ScreenSaver", "CoreWLAN",
        "IOBluetooth", "Carbon", "Quartz",
    ]

    /// `source` with its platform conditions answered and a first line naming `path`, or nil
    /// when no `#if`/`#elseif` asks about the platform (the file is then compiled as it is).
    public static func rewrite(_ source: String, path: String) -> String? {
        var scalars = Array(source.unicodeScalars)
        let replacements = self.replacements(in: SwiftTokens.of(scalars), scalars: scalars)
        guard !replacements.isEmpty else { return nil }
        for replacement in replacements.reversed() {
            scalars.replaceSubrange(replacement.range, with: replacement.text.unicodeScalars)
        }
        // `#sourceLocation(file:line:)` gives the line after it the number `line`.
        return directive(path) + "\n" + String(String.UnicodeScalarView(scalars))
    }

    /// The first line of a rewritten copy.
    public static func directive(_ path: String) -> String {
        "#sourceLocation(file: \(swiftStringLiteral(path)), line: 1)"
    }

    /// The user's path that a rewritten copy's first line names, or nil when `firstLine` is
    /// not such a line. A macro plugin needs it: the compiler gives a macro the copy's own
    /// path and line, not those `#sourceLocation` presumes.
    public static func userPath(inDirective firstLine: Substring) -> String? {
        let prefix = "#sourceLocation(file: \"", suffix = "\", line: 1)"
        guard firstLine.hasPrefix(prefix), firstLine.hasSuffix(suffix) else { return nil }
        var path = "", escaped = false
        for character in firstLine.dropFirst(prefix.count).dropLast(suffix.count) {
            if escaped {
                path.append(character == "n" ? "\n" : character == "t" ? "\t" : character == "r" ? "\r" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                path.append(character)
            }
        }
        return path
    }

    private struct Replacement {
        let range: Range<Int>
        let text: String
    }

    /// The atoms to answer in every `#if` and `#elseif` condition, in source order.
    private static func replacements(in tokens: [SwiftToken], scalars: [Unicode.Scalar]) -> [Replacement] {
        var result: [Replacement] = []
        var index = 0
        while index + 1 < tokens.count {
            guard tokens[index].text == "#", ["if", "elseif"].contains(tokens[index + 1].text),
                  tokens[index + 1].offset == tokens[index].offset + 1 else { index += 1; continue }
            index += 2
            let end = conditionEnd(tokens, from: index)
            while index < end {
                if tokens[index].isWord, index + 3 < end, tokens[index + 1].text == "(",
                   let close = closingParenthesis(tokens, from: index + 1, before: end) {
                    let argument = tokens[index + 2].text
                    if let value = answer(tokens[index].text, argument) {
                        let range = tokens[index].offset..<(tokens[close].offset + 1)
                        result.append(Replacement(range: range, text: padded(value ? "true" : "false", replacing: scalars[range])))
                        index = close + 1
                        continue
                    }
                }
                index += 1
            }
        }
        return result
    }

    /// The index after a condition's last token: the condition ends with its line, unless its
    /// parentheses are open or its last token is an operator that wants more.
    private static func conditionEnd(_ tokens: [SwiftToken], from start: Int) -> Int {
        var index = start, depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if index > start, token.line != tokens[index - 1].line, depth == 0,
               !["|", "&", "!", "(", ","].contains(tokens[index - 1].text) { break }
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            index += 1
        }
        return index
    }

    private static func closingParenthesis(_ tokens: [SwiftToken], from open: Int, before end: Int) -> Int? {
        var depth = 0
        for index in open..<end {
            if tokens[index].text == "(" { depth += 1 }
            if tokens[index].text == ")" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `value` followed by spaces to the atom's width; a line break inside the atom is kept,
    /// so the lines after it keep their numbers.
    private static func padded(_ value: String, replacing atom: ArraySlice<Unicode.Scalar>) -> String {
        var text = value
        var width = 0
        for scalar in atom {
            if scalar == "\n" { text += "\n"; width = 0; continue }
            width += 1
            if width > value.count || text.contains("\n") { text += " " }
        }
        return text
    }
}
