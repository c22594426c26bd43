import Foundation
import Testing
@testable import WidgetSources

/// The compiler's `.swiftdeps` files as `SwiftDependencyFile` reads them: written by the real
/// `swift-frontend` for small files here, so that the rule the direct compile rests on (an edit
/// inside a function body leaves what the file provides unchanged; any other edit changes it)
/// is checked against the compiler's own account, not against a copy of its format.
@Suite struct SwiftDependencyFileTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("island-swiftdeps-\(UUID().uuidString)")

    static let original = """
        struct Point {
            var x: Int
            func twice() -> Int { x * 2 }
        }

        func top() -> Int { 1 }

        """

    /// The dependency file the compiler writes for `text`, as bytes.
    func dependencies(of text: String) throws -> [UInt8] {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let source = scratch.appendingPathComponent("Point.swift"), output = scratch.appendingPathComponent("Point.swiftdeps")
        try text.write(to: source, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: output)
        let run = try ToolRun.run(["swiftc", "-frontend", "-typecheck", "-primary-file", source.path, "-module-name", "Points",
                                   "-parse-as-library", "-emit-reference-dependencies-path", output.path], mergingErrors: true)
        #expect(run.succeeded, "\(run.output)")
        return try [UInt8](Data(contentsOf: output))
    }

    @Test func theCompilersFileNamesWhatTheSourceProvides() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try SwiftDependencyFile(bytes: dependencies(of: Self.original))
        #expect(file.compilerVersion.hasPrefix("Swift version "))
        let provided = file.nodes.filter(\.isProvided)
        // The type (by its mangled name), with the fingerprint of its body; the function; the file itself.
        #expect(provided.contains { $0.kind == 1 && $0.context == "6Points5PointV" && $0.aspect == 0 && $0.fingerprint?.count == 32 }, "\(provided)")
        #expect(provided.contains { $0.kind == 0 && $0.name == "top" })
        #expect(provided.contains { $0.kind == 6 && $0.aspect == 0 && $0.name.hasSuffix("Point.swiftdeps") })
        #expect(file.nodes.contains { !$0.isProvided })
    }

    /// Inside a body, even a use of a name not used before (which the file records), the
    /// interface holds; anything outside a body (a stored property, a signature) changes it.
    @Test(arguments: [
        ("x * 2", "abs(x) * 3 + Int(\"4\")!", true),
        ("{ 1 }", "{ Int.max.signum() }", true),
        ("var x: Int\n", "var x: Int\n    var y = 0\n", false),
        ("func top() -> Int", "func top() -> Int?", false),
        ("func twice() -> Int", "func twice(by factor: Int = 2) -> Int", false),
    ])
    func anEditInsideABodyKeepsTheInterface(_ old: String, _ new: String, _ keeps: Bool) throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = try dependencies(of: Self.original)
        let edited = Self.original.replacingOccurrences(of: old, with: new)
        #expect(edited != Self.original)
        let after = try dependencies(of: edited)
        #expect(before != after, "the edit changed nothing the compiler records, so the case proves nothing")
        let same = try SwiftDependencyFile(bytes: before).providedInterface == SwiftDependencyFile(bytes: after).providedInterface
        #expect(same == keeps)
    }

    /// A half-written file (the compiler stopped, the disk filled) at every length is an error.
    @Test func everyTruncationOfARealFileIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bytes = try dependencies(of: Self.original)
        #expect(throws: Never.self) { try SwiftDependencyFile(bytes: bytes) }
        for length in 0..<bytes.count {
            #expect(throws: Bitstream.Malformed.self, "\(length) of \(bytes.count) bytes") {
                try SwiftDependencyFile(bytes: Array(bytes.prefix(length)))
            }
        }
    }

    @Test func anotherFileIsNotADependencyFile() {
        #expect(throws: Bitstream.Malformed(description: "not a .swiftdeps file (no DEPS signature)")) {
            try SwiftDependencyFile(bytes: Array("struct Point {}\n".utf8))
        }
    }
}
