/// A line of a POSIX shell's words split as the shell would: blanks separate words; single
/// quotes keep everything; double quotes keep all but `\"`, `\\`, `\$` and `` \` ``; a
/// backslash outside quotes keeps the next character. It reads what swiftc prints for
/// `-driver-print-jobs`, which quotes each argument that needs it (swift-driver's
/// `spm_shellEscaped`). `nil` when a quote is left open.
package enum ShellWords {
    package static func split(_ line: Substring) -> [String]? {
        var words: [String] = []
        var word: [Character] = []
        var inWord = false
        var index = line.startIndex
        func next() -> Character? {
            guard index < line.endIndex else { return nil }
            defer { index = line.index(after: index) }
            return line[index]
        }
        while let character = next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(String(word)); word = []; inWord = false }
            case "'":
                inWord = true
                while true {
                    guard let quoted = next() else { return nil }
                    if quoted == "'" { break }
                    word.append(quoted)
                }
            case "\"":
                inWord = true
                while true {
                    guard let quoted = next() else { return nil }
                    if quoted == "\"" { break }
                    if quoted == "\\", index < line.endIndex, "\"\\$`".contains(line[index]) {
                        word.append(line[index])
                        index = line.index(after: index)
                    } else {
                        word.append(quoted)
                    }
                }
            case "\\":
                inWord = true
                guard let escaped = next() else { return nil }
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(String(word)) }
        return words
    }
}
