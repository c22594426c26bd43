import Foundation
import Testing

/// `import SwiftUI` (and WidgetKit, ActivityKit…) in a widget's file brings what widget code
/// names, Apple's names, and none of the terminal's machinery: as with Apple's SwiftUI, a file
/// that names `MemoryBackend` or `ANSIEncoder` does not compile. Each file is type-checked as a
/// widget folder's is (docs/WidgetFolders.md): Swift 5 mode, Apple's module names reached by
/// `-module-alias`, against the package's built modules.
@Suite("Apple's module names bring widget code's names only")
struct AppleNamesTests {
    /// Apple's frameworks TermIsland answers to (Package.swift's `appleNames`).
    static let appleModules = ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "UIKit", "Combine", "os"]

    /// The terminal's names a widget must not reach: the test backend, the encoders, the grid
    /// (SwiftUI's own `Canvas` is a view TermIsland does not have), a key, a frame's regions.
    static let terminalNames = ["MemoryBackend", "ANSIEncoder", "SVGEncoder", "Canvas", "Key", "InputEvent", "TerminalColor",
                                "RenderedFrame", "Reuse"]

    /// Type-checks `source` as a widget folder's file.
    static func typecheck(_ source: String, named name: String) throws -> ProcessResult {
        let directory = try Listings.scratch(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Widget.swift")
        try Data(source.utf8).write(to: file)
        let aliases = appleModules.flatMap { ["-module-alias", "\($0)=TermIsland\($0)"] }
        return try runProcess(swiftc, ["-typecheck", "-swift-version", "5", "-parse-as-library"] + aliases + Listings.searchArguments
                                      + [file.path], in: directory)
    }

    /// The control: what a widget's file names compiles under every Apple name.
    @Test(arguments: appleModules)
    func widgetCodeCompiles(_ module: String) throws {
        let source = """
            import \(module)

            struct Score: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("2 – 1").font(.headline).foregroundStyle(.green)
                        ProgressView(value: 0.5)
                    }
                    .padding()
                }
            }
            let started: Date = .now
            func pause() async throws { try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC) }
            """
        let result = try Self.typecheck(source, named: "apple-\(module)")
        #expect(result.status == 0, "\(result.text)")
    }

    /// An `@Observable` model a widget's view reads, as iOS 17 widget code writes it: SwiftUI
    /// brings Observation in, so no file imports it.
    @Test(arguments: appleModules)
    func observableModelsCompile(_ module: String) throws {
        let source = """
            import \(module)

            @Observable final class DeliveryModel {
                var minutes = 12
                var courier: String? = nil
            }

            struct Minutes: View {
                @State private var model = DeliveryModel()
                var body: some View { Text("\\(model.minutes) min") }
            }
            func track(_ model: DeliveryModel) {
                withObservationTracking { _ = model.minutes } onChange: { print("changed") }
            }
            """
        let result = try Self.typecheck(source, named: "observable-\(module)")
        #expect(result.status == 0, "\(result.text)")
    }

    @Test(arguments: appleModules)
    func theTerminalsNamesDoNotCompile(_ module: String) throws {
        let source = "import \(module)\n\n" + Self.terminalNames.map { "let a\($0) = \($0).self" }.joined(separator: "\n") + "\n"
        let result = try Self.typecheck(source, named: "terminal-\(module)")
        #expect(result.status != 0)
        for name in Self.terminalNames {
            #expect(result.text.contains("cannot find '\(name)' in scope"), "\(module) reaches \(name): \(result.text)")
        }
    }
}
