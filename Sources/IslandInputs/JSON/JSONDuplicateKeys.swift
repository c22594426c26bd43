import Foundation

/// Finds a key written twice in one object of a JSON text. `JSONSerialization` keeps the last
/// silently, so `{"request": {…a…}, "request": {…b…}}` would play one request and drop the other
/// without a word; every input file is checked before it is read further.
///
/// One pass over the bytes, each object's keys kept in a set while it is open: time and memory
/// linear in the text. Run on text `JSONSerialization` has accepted, so it assumes valid JSON.
enum JSONDuplicateKeys {
    /// A key given twice: its path and where each was written ("line 3, column 5").
    struct Duplicate: Equatable {
        let path: String
        let first: String
        let second: String
    }

    /// The first key written twice in an object of `data`, or nil.
    static func first(in data: Data) -> Duplicate? {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    /// An open object or array. Changed in place (`stack[last].keys[key] = …`), never copied
    /// out and back, so an object of many keys costs no more than its keys.
    private struct Container {
        let isObject: Bool
        var index = 0
        var keys: [String: String] = [:]
        var pendingKey: String?
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1
        var stack: [Container] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The path of the open object or array at `depth`, made only for a message: kept for each
        /// container, paths would cost the square of the depth.
        func path(ofContainerAt depth: Int) -> String {
            var path = "$"
            for parent in stack[..<depth] {
                path = parent.isObject ? JSONFileNode.path(path, appending: parent.pendingKey ?? "") : "\(path)[\(parent.index)]"
            }
            return path
        }

        mutating func advance() {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func run() -> Duplicate? {
            while offset < bytes.count {
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    stack.append(Container(isObject: byte == UInt8(ascii: "{")))
                    advance()
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    // Balanced in any text Foundation took; not trusted, so a close with nothing
                    // open (a fuzzer found Foundation taking one) is skipped, not a crash.
                    if !stack.isEmpty { stack.removeLast() }
                    advance()
                case UInt8(ascii: ","):
                    if !stack.isEmpty {
                        stack[stack.count - 1].index += 1
                        stack[stack.count - 1].pendingKey = nil
                    }
                    advance()
                case UInt8(ascii: "\""):
                    let at = "line \(line), column \(column)"
                    let text = readString()
                    // A string in an object with no pending key is a key (a value follows its colon).
                    // (No `let open = stack.last`: a copy alive while the keys change would copy them all.)
                    let last = stack.count - 1
                    if last >= 0, stack[last].isObject, stack[last].pendingKey == nil {
                        if let earlier = stack[last].keys[text] {
                            return Duplicate(path: JSONFileNode.path(path(ofContainerAt: last), appending: text), first: earlier, second: at)
                        }
                        stack[last].keys[text] = at
                        stack[last].pendingKey = text
                    }
                default:
                    advance()
                }
            }
            return nil
        }

        /// The string starting at the opening quote here, unescaped; leaves the offset past its
        /// closing quote.
        mutating func readString() -> String {
            advance()
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll(keepingCapacity: true)
            }
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") {
                if bytes[offset] != UInt8(ascii: "\\") {
                    raw.append(bytes[offset])
                    advance()
                    continue
                }
                flush()
                advance()
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                advance()
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var value = readHex()
                    if (0xD800...0xDBFF).contains(value), offset + 1 < bytes.count,
                       bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        advance(); advance()
                        let low = readHex()
                        value = 0x10000 + ((value - 0xD800) << 10) + (low &- 0xDC00) & 0x3FF
                    }
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            flush()
            if offset < bytes.count { advance() }
            return String(scalars)
        }

        mutating func readHex() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 where offset < bytes.count {
                value = value << 4 + UInt32(Character(Unicode.Scalar(bytes[offset])).hexDigitValue ?? 0)
                advance()
            }
            return value
        }
    }
}
