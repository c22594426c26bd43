import Foundation
import Testing

/// docs/DESIGN.md's module graph is Package.swift's: each module of `Sources/` and the modules it
/// depends on directly, in the manifest's order, read from `swift package dump-package` (the
/// manifest evaluated, not its text parsed). A change of either without the other fails here,
/// and the message is the block to paste.
@Suite("DESIGN.md's module graph is Package.swift's")
struct ModuleGraphTests {
    /// Every target of `Sources/` (not the tests, nor the widget extension compiled from
    /// `Tests/`) with its direct dependencies, as Package.swift declares them.
    static func manifestGraph() throws -> [(module: String, dependencies: [String])] {
        let scratch = try Listings.scratch("manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A scratch folder of its own: `swift test` holds the package's .build while it runs.
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package", "--package-path", repositoryRoot.path, "--scratch-path", scratch.path]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TERMISLAND_FUZZING" }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return targets.compactMap { target in
            guard let name = target["name"] as? String, target["type"] as? String != "test",
                  !((target["path"] as? String)?.hasPrefix("Tests/") ?? false) else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return (name, dependencies)
        }
    }

    /// The graph as DESIGN.md prints it: a module a line, what it depends on after the arrow.
    static func block(_ graph: [(module: String, dependencies: [String])]) -> String {
        let width = graph.map(\.module.count).max() ?? 0
        return graph.map { entry in
            let name = entry.module.padding(toLength: width, withPad: " ", startingAt: 0)
            return (name + " ← " + (entry.dependencies.isEmpty ? "—" : entry.dependencies.joined(separator: ", ")))
                .trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }

    @Test func designsGraphIsTheManifests() throws {
        let marker = "checked by Tests/DocumentationTests/ModuleGraphTests.swift"
        let documented = try #require(try MarkdownBlock.blocks(of: "docs/DESIGN.md").first { $0.marker == marker },
                                      "docs/DESIGN.md has a block marked <!-- \(marker) -->")
        let expected = Self.block(try Self.manifestGraph())
        #expect(documented.text == expected, "docs/DESIGN.md's module graph should read:\n\(expected)")
    }

    /// The check can fail: a dependency left out of the block is seen.
    @Test func aMissingArrowIsSeen() {
        let graph = [("TerminalCanvas", ["CacheReuse", "TerminalColors"]), ("TerminalEncoders", ["TerminalCanvas"])]
        #expect(Self.block(graph) == "TerminalCanvas   ← CacheReuse, TerminalColors\nTerminalEncoders ← TerminalCanvas\n")
        #expect(Self.block(graph) != Self.block([("TerminalCanvas", ["TerminalColors"]), ("TerminalEncoders", ["TerminalCanvas"])]))
    }
}

/// `swift` from PATH.
var swift: URL {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: "/usr/bin/swift")
}
