import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit schema CI systems read (Jenkins' junit-10.xsd, from which Ant's and Surefire's
/// files validate): each element's required and allowed attributes and the children it may
/// hold, as a table, and a check of a document against it with Foundation's XML parser (the
/// parser refuses a document that is not well-formed XML 1.0, so characters XML cannot hold
/// fail it too). Besides the schema, the counts a reader trusts: a suite's `tests`, `failures`
/// and `errors` are its test cases and their `<failure>`s and `<error>`s.
enum JUnitSchema {
    struct Element {
        let required: Set<String>
        let optional: Set<String>
        let children: Set<String>
        /// Whether it holds text (`mixed="true"` or `xs:string`).
        let holdsText: Bool
    }

    static let result = Element(required: [], optional: ["type", "message"], children: [], holdsText: true)
    static let rerun = Element(required: ["type"], optional: ["message"], children: ["stackTrace", "system-out", "system-err"], holdsText: true)
    static let text = Element(required: [], optional: [], children: [], holdsText: true)

    static let elements: [String: Element] = [
        "testsuites": Element(required: [], optional: ["name", "time", "tests", "failures", "errors"], children: ["testsuite"], holdsText: false),
        "testsuite": Element(required: ["name", "tests", "failures", "errors"],
                             optional: ["group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"],
                             children: ["testsuite", "properties", "testcase", "system-out", "system-err"], holdsText: false),
        "testcase": Element(required: ["name"], optional: ["time", "classname", "group"],
                            children: ["skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError",
                                       "system-out", "system-err"], holdsText: false),
        "failure": result, "error": result, "skipped": result,
        "rerunFailure": rerun, "rerunError": rerun, "flakyFailure": rerun, "flakyError": rerun,
        "properties": Element(required: [], optional: [], children: ["property"], holdsText: false),
        "property": Element(required: ["name", "value"], optional: [], children: [], holdsText: false),
        "system-out": text, "system-err": text, "stackTrace": text,
    ]

    /// `SUREFIRE_TIME`: digits, commas between thousands, a fraction.
    static func isTime(_ text: String) -> Bool {
        text.wholeMatch(of: /(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?/) != nil
    }

    /// An element as parsed.
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        func all(_ name: String) -> [Node] { children.filter { $0.name == name } }
    }

    /// The document parsed, or the parser's error.
    static func parse(_ xml: String) -> Result<Node, ParseFailure> {
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return .failure(ParseFailure(description: "not well-formed at line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "?")"))
        }
        // libxml2 recovers from an element left open; a CI reader may not.
        if let open = builder.stack.last { return .failure(ParseFailure(description: "not well-formed: <\(open.name)> is not closed")) }
        return .success(root)
    }

    struct ParseFailure: Error, CustomStringConvertible { let description: String }

    /// XML 1.0's `Char`: what a document may hold, as itself or as a reference.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    /// What the parser lets through but XML 1.0 forbids (libxml2 recovers from both): a
    /// character outside `Char`, as itself or as a reference, and `]]>` in text.
    static func characterViolations(_ xml: String) -> [String] {
        var found: [String] = []
        for (offset, scalar) in xml.unicodeScalars.enumerated() where !isXMLCharacter(scalar.value) {
            found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at \(offset) is not an XML character")
        }
        for match in xml.matches(of: /&#(x[0-9A-Fa-f]+|[0-9]+);/) {
            let digits = match.1
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if !(value.map(isXMLCharacter) ?? false) { found.append("\(match.0) refers to no XML character") }
        }
        if xml.contains("]]>") { found.append("]]> in the text, which XML allows only to end a CDATA section (and there is none)") }
        return found
    }

    /// Every way `xml` breaks the schema or its counts; none for a valid report.
    static func violations(_ xml: String) -> [String] {
        let characters = characterViolations(xml)
        guard characters.isEmpty else { return characters }
        let root: Node
        switch parse(xml) {
        case .failure(let failure): return [failure.description]
        case .success(let node): root = node
        }
        var found: [String] = []
        if root.name != "testsuites" && root.name != "testsuite" { found.append("the root is <\(root.name)>, not <testsuites> or <testsuite>") }
        func check(_ node: Node, path: String) {
            guard let element = elements[node.name] else {
                found.append("\(path): <\(node.name)> is not an element of the schema")
                return
            }
            for name in element.required where node.attributes[name] == nil { found.append("\(path): no \(name)=, which is required") }
            for name in node.attributes.keys where !element.required.contains(name) && !element.optional.contains(name) {
                found.append("\(path): \(name)= is not an attribute of <\(node.name)>")
            }
            if let time = node.attributes["time"], ["testsuite", "testsuites"].contains(node.name), !isTime(time) {
                found.append("\(path): time=\"\(time)\" is not a SUREFIRE_TIME")
            }
            if !element.holdsText && !node.text.allSatisfy(\.isWhitespace) { found.append("\(path): text in <\(node.name)>") }
            for (index, child) in node.children.enumerated() {
                if !element.children.contains(child.name) { found.append("\(path): <\(child.name)> may not be in <\(node.name)>") }
                check(child, path: "\(path)/\(child.name)[\(index)]")
            }
            if node.name == "testsuite" {
                let cases = node.all("testcase")
                let counts = [("tests", cases.count), ("failures", cases.count { !$0.all("failure").isEmpty }),
                              ("errors", cases.count { !$0.all("error").isEmpty })]
                for (name, count) in counts where node.attributes[name] != String(count) {
                    found.append("\(path): \(name)=\"\(node.attributes[name] ?? "")\" but \(count) test cases say so")
                }
            }
        }
        check(root, path: root.name)
        return found
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Node?
        var stack: [Node] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let node = Node(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { stack.last?.text += String(decoding: block, as: UTF8.self) }
    }
}
