/// Just enough of Swift's lexical grammar to find a macro's `#` keyword after the leading
/// trivia and attributes the compiler includes in the text it sends: white space, line and
/// (nested) block comments, and attributes such as `@available(iOS 17.0, *)` with balanced
/// parentheses and string literals inside.
enum SwiftSourceScanner {
    static func offsetOfMacroKeyword(in scalars: [Unicode.Scalar]) -> Int? {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#" { return index }
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index = endOfBlockComment(scalars, from: index)
            } else if scalar == "@" {
                index = endOfAttribute(scalars, from: index + 1)
            } else if scalar.properties.isAlphabetic || scalar == "_" {
                // A modifier the compiler kept with the expansion (`public`, `nonisolated`).
                while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_" { index += 1 }
            } else {
                return nil
            }
        }
        return nil
    }

    private static func endOfBlockComment(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0, index = start
        while index + 1 < scalars.count {
            if scalars[index] == "/", scalars[index + 1] == "*" { depth += 1; index += 2; continue }
            if scalars[index] == "*", scalars[index + 1] == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return index }
                continue
            }
            index += 1
        }
        return scalars.count
    }

    /// After `@`: the attribute's name, then a parenthesised argument list if one follows.
    private static func endOfAttribute(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
                || scalars[index] == "_" || scalars[index] == "." {
            index += 1
        }
        guard index < scalars.count, scalars[index] == "(" else { return index }
        var depth = 0
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 2; continue }
                if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }
}
