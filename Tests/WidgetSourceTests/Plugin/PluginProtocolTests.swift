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

    /// A length past a gigabyte is not a message the compiler sends: the plugin stops rather
    /// than wait for it.
    @Test func anImpossibleLengthEndsTheConversation() throws {
        var header = Data(count: 8)
        header.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(1 << 31).littleEndian, as: UInt64.self) }
        #expect(try Self.exchange(header + Data("{}".utf8)) == [])
    }
}
