import Foundation
import Testing

/// The `#Preview` plugin as the compiler runs it: a separate program reading length-framed JSON
/// messages on standard input and answering on standard output. The compiler's first message
/// asks its capability; an answer of protocol 7 is what keeps every later expansion coming.
@Suite("The macro plugin's protocol")
struct PluginProtocolTests {
    /// The plugin program SwiftPM built beside this test bundle.
    static let plugin: URL? = {
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        #else
        guard let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) else { return nil }
        let folder = bundle.bundleURL.deletingLastPathComponent()
        #endif
        let tool = folder.appendingPathComponent("WidgetPreviewsMacros-tool")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }()

    static func framed(_ json: String) -> Data {
        let body = Data(json.utf8)
        var header = Data(count: 8)
        header.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(body.count).littleEndian, as: UInt64.self) }
        return header + body
    }

    /// Runs the plugin on `input` (stdin then closed) and splits what it wrote into messages.
    static func exchange(_ input: Data) throws -> [String] {
        let plugin = try #require(Self.plugin, "the plugin is built beside the tests (WidgetPreviewsMacros-tool)")
        let process = Process()
        process.executableURL = plugin
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var messages: [String] = [], offset = 0
        while offset + 8 <= output.count {
            let length = output[offset..<offset + 8].withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
            offset += 8
            guard offset + length <= output.count else { break }
            messages.append(String(decoding: output[offset..<offset + length], as: UTF8.self))
            offset += length
        }
        return messages
    }

    @Test func itAnswersTheCapabilityQuestionWithProtocolSeven() throws {
        let replies = try Self.exchange(Self.framed(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#)
                                        + Self.framed(#"{"loadPluginLibrary": {"libraryPath": "x", "moduleName": "y"}}"#))
        #expect(replies.count == 2)
        let capability = try JSONSerialization.jsonObject(with: Data(replies.first!.utf8)) as? [String: [String: [String: Int]]]
        #expect(capability?["getCapabilityResult"]?["capability"]?["protocolVersion"] == 7)
        #expect(replies.last?.contains("loadPluginLibraryResult") == true)
    }

    /// An expansion whose leading attribute has a parenthesis inside a string: the scanner
    /// must skip the string to find `#Preview` (pinned for the mutation run, whose mutant
    /// ended the attribute at the quoted ")"). The site's line counts the attribute's line.
    @Test func anAttributesStringMayHoldAParenthesis() throws {
        let source = #"@available(*, deprecated, message: \"a )\")\n#Preview(\"Hi\") { Text(\"x\") }"#
        let request = #"{"expandFreestandingMacro": {"macro": {"moduleName": "WidgetPreviews", "typeName": "PreviewMacro", "name": "Preview"}, "#
            + #""macroRole": "declaration", "discriminator": "$s4Test1_", "#
            + #""syntax": {"kind": "declaration", "source": "\#(source)", "location": {"fileID": "M/F.swift", "fileName": "/p/F.swift", "offset": 0, "line": 10, "column": 1}}}}"#
        let replies = try Self.exchange(Self.framed(request))
        let reply = try JSONSerialization.jsonObject(with: Data(try #require(replies.first).utf8)) as? [String: [String: Any]]
        let expanded = try #require(reply?["expandMacroResult"]?["expandedSource"] as? String, "\(replies)")
        #expect(expanded.contains(#"PreviewRecord(name: "Hi", site: WidgetPreviews.PreviewSite(fileID: "M/F.swift", filePath: "/p/F.swift", line: 11)) {"#))
        #expect(expanded.contains(#"PreviewSite(fileID: "M/F.swift", filePath: "/p/F.swift", line: 11).preview("Hi") { Text("x") }"# + "\n"))
    }

    /// A length past a gigabyte is not a message the compiler sends: the plugin stops rather
    /// than wait for it.
    @Test func anImpossibleLengthEndsTheConversation() throws {
        var header = Data(count: 8)
        header.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(1 << 31).littleEndian, as: UInt64.self) }
        #expect(try Self.exchange(header + Data("{}".utf8)) == [])
    }
}
