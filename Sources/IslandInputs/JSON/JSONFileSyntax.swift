import Foundation
import LiveActivity
import ActivityRuntime

/// Turns Foundation's complaint about malformed JSON into a `ThemeError` with a line and column.
///
/// Foundation says where in one of two ways: "… around line 3, column 8." (Apple's platforms)
/// or "… around character 19." (swift-corelibs-foundation on Linux, a byte offset from 0). The
/// byte offset is turned into a line and column here, so the message is the same everywhere.
enum JSONFileSyntax {
    /// The value an input file's text holds, read by `JSONSerialization`: its syntax errors with
    /// a line and column, and a key written twice in one object refused with both places (JSON
    /// would keep the last without a word).
    static func root(of data: Data, file: String) throws(ThemeError) -> Any {
        if let problem = notUTF8Text(data) { throw ThemeError(file: file, location: problem.location, reason: problem.reason) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw Self.error(error, in: data, file: file)
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) {
            throw ThemeError(file: file, location: duplicate.path,
                             reason: "the key is given twice (\(duplicate.first) and \(duplicate.second)); JSON keeps only the last, so give it once")
        }
        return root
    }

    static func error(_ error: any Error, in data: Data, file: String) -> ThemeError {
        // Foundation's words for bad UTF-8 differ between platforms and name no line.
        if let offset = firstInvalidUTF8Byte(in: data) {
            let byte = data[data.startIndex + offset]
            return ThemeError(file: file, location: lineAndColumn(ofByte: offset, in: data),
                              reason: "not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
        }
        let raw = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var problem = raw
        var location: String?
        if let range = raw.range(of: " around line ") {
            let numbers = raw[range.upperBound...].split { !$0.isNumber }.prefix(2).compactMap { Int($0) }
            if numbers.count == 2 { location = "line \(numbers[0]), column \(numbers[1])" }
            problem = String(raw[..<range.lowerBound])
        } else if let range = raw.range(of: " around character ") {
            let digits = raw[range.upperBound...].prefix { $0.isNumber }
            if let offset = Int(digits) { location = lineAndColumn(ofByte: offset, in: data) }
            problem = String(raw[..<range.lowerBound])
        }
        if problem.hasSuffix(".") { problem.removeLast() }
        // Foundation's words quote the input, control characters and all: the message stays one safe line.
        problem = JSONFileNode.escapingControls(problem)
        if let first = problem.first, problem.dropFirst().first?.isLowercase ?? true {
            problem = first.lowercased() + problem.dropFirst()  // "Invalid value" → "invalid value", keep "JSON"
        }
        return ThemeError(file: file, location: location, reason: "not valid JSON (\(problem))")
    }

    /// Why `data` is not JSON in UTF-8 before Foundation reads it, or nil. Foundation guesses
    /// UTF-16 and UTF-32 from NUL bytes and byte-order marks and reads on, so `{"a":1,"a":2}` in
    /// UTF-16 would pass unchecked, and `00 00 00 39 …` was taken as the number 9 with its
    /// trailing bytes ignored. Every input file is UTF-8, as RFC 8259 and APNs ask; a NUL byte
    /// can stand nowhere in JSON text written so.
    static func notUTF8Text(_ data: Data) -> (location: String?, reason: String)? {
        let start = data.startIndex
        if data.count >= 2, (data[start] == 0xFE && data[start + 1] == 0xFF) || (data[start] == 0xFF && data[start + 1] == 0xFE) {
            return ("line 1, column 1", "UTF-16 or UTF-32 text (it starts with a byte-order mark); save the file as UTF-8")
        }
        guard let nul = data.firstIndex(of: 0) else { return nil }
        let offset = nul - start
        let location = lineAndColumn(ofByte: offset, in: data)
        let nearStart = offset < 4
        return (location, nearStart
            ? "UTF-16 or UTF-32 text (a NUL byte at the start); save the file as UTF-8"
            : "a NUL byte, which JSON text cannot hold (write \\u0000 inside a string)")
    }

    /// "line L, column C", both counted from 1; columns count characters, not bytes.
    static func lineAndColumn(ofByte offset: Int, in data: Data) -> String? {
        guard offset >= 0 && offset <= data.count else { return nil }
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return "line \(lines.count), column \((lines.last?.count ?? 0) + 1)"
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil when all are.
    static func firstInvalidUTF8Byte(in data: Data) -> Int? {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
