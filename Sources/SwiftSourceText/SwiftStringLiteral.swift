/// A Swift string literal that reads as `text`: quotes and backslashes escaped, line breaks,
/// tabs and other control characters as `\n`, `\t` and `\u{…}`. Both places that write Swift
/// source share it: the `#Preview` plugin (a file's path in the record) and the files `island`
/// generates for a widget folder (paths, asset names).
public func swiftStringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
