import Foundation
import SwiftSourceText
import Testing
import WidgetSources

/// The warm loop's library build as values: its entry file, its compiler's arguments and
/// output map, the hash that decides whether anything is compiled, and when the running island
/// cannot compile one at all. (Compiling and loading for real: WidgetLibraryTests.)
@Suite("The widget library, without a compile")
struct WidgetLibraryBuildTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("island-library-\(UUID().uuidString)")

    /// A package of `texts` under the scratch folder, with a toolchain of a made-up build.
    func build(_ texts: [String: String]) throws -> WidgetLibraryBuild {
        let folder = scratch.appendingPathComponent("Widget")
        for (name, text) in texts {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let sources = WidgetSourceFiles(root: folder, files: texts.keys.sorted())
        let package = WidgetSourcePackage(sources: sources, termIsland: URL(fileURLWithPath: "/checkout/TermIsland"),
                                          cache: scratch.appendingPathComponent("cache"))
        try package.write(WidgetSourcePipeline.generatedFiles(for: sources), termIsland: URL(fileURLWithPath: "/checkout/TermIsland"))
        let products = URL(fileURLWithPath: "/checkout/TermIsland/.build/debug")
        let toolchain = WidgetLibraryToolchain(products: products, executable: products.appendingPathComponent("island"), moduleMaps: [])
        return WidgetLibraryBuild(package, toolchain: toolchain)
    }

    @Test func theEntryHandsOverTheMainTypeAndNamesTheProviders() {
        let declarations = WidgetSourceDeclarations(texts: [
            "Bundle.swift": "@main\nstruct DeliveryBundle: WidgetBundle { var body: some Widget { DeliveryLiveActivity() } }",
            "Live.swift": "struct DeliveryLiveActivity: Widget {}\nstruct Live_Previews: PreviewProvider {}",
        ])
        #expect(WidgetLibraryBuild.entryText(declarations: declarations) == """
            // Written by island (docs/WidgetFolders.md, "The warm loop"): what island calls after
            // loading this library, and the folder's preview providers.
            import IslandCommands
            import IslandRegistry
            import WidgetPreviews

            @_cdecl("termisland_widget_library")
            public func termIslandWidgetLibrary() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(IslandCommands.WidgetLibraryContent(bundle: DeliveryBundle(), widgets: [])).toOpaque()
            }

            @section("\(RecordsSection.name)") @used
            private let termIslandPreviewProviders: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewProviders([Live_Previews.self]) as Any, count: 1)
            }

            """)
    }

    @Test func withoutMainTheWidgetsFoundByNameAreHandedOver() {
        let declarations = WidgetSourceDeclarations(texts: ["A.swift": "struct Timer: Widget {}\nstruct Score: Widget {}"])
        let text = WidgetLibraryBuild.entryText(declarations: declarations)
        #expect(text.contains("WidgetLibraryContent(bundle: nil, widgets: [Timer(), Score()])"))
        #expect(!text.contains("PreviewProviders"))
    }

    @Test(arguments: [
        ("@main\nstruct A: WidgetBundle {}", "A"),
        ("@available(iOS 17, *)\n@main\npublic struct B: Widget {}", "B"),
        ("struct Before {}\n@main struct C: WidgetBundle {}\nstruct After {}", "C"),
        ("// @main\nstruct D: Widget {}", nil),
        ("let text = \"@main struct E\"\nstruct F {}", nil),
    ] as [(String, String?)])
    func theMainTypeIsTheFirstTypeAfterTheAttribute(_ source: String, _ main: String?) {
        #expect(SwiftDeclarations(source).mainType == main)
    }

    @Test func theLibraryCompilesTheTargetsFilesButTheProgramsStart() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try build(["Live.swift": "struct Live: Widget {}", "Shared/Model.swift": "struct Model {}"])
        let names = build.swiftFiles().map { String($0.path.dropFirst(build.package.targetDirectory.path.count + 1)) }
        // The package's host record and generated main.swift start a program; the library's entry replaces them.
        #expect(names == ["Live.swift", "Shared/Model.swift"])
        #expect(FileManager.default.fileExists(atPath: build.package.targetDirectory.appendingPathComponent("main.swift").path))
    }

    @Test func theOutputMapGivesEachFileItsOwnObjectEvenWhenNamesRepeat() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try build(["Views.swift": "", "Shared/Views.swift": ""])
        let map = try #require(try JSONSerialization.jsonObject(with: Data(build.outputFileMap(build.swiftFiles()).utf8)) as? [String: [String: String]])
        #expect(map.count == 3)  // the module's entry and one for each file
        let objects = build.swiftFiles().compactMap { map[$0.path]?["object"] }
        #expect(objects.count == 2 && Set(objects).count == 2)
        #expect(map[""]?["swift-dependencies"]?.hasSuffix("module.swiftdeps") == true)
    }

    @Test func theHashChangesWithAFilesTextAndOnlyThen() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try build(["Live.swift": "struct Live: Widget { let a = 1 }"])
        let files = build.swiftFiles(), arguments = build.compilerArguments()
        let first = build.inputsHash(files: files, entry: "entry", arguments: arguments)
        #expect(build.inputsHash(files: files, entry: "entry", arguments: arguments) == first)
        try "struct Live: Widget { let a = 2 }".write(to: build.package.sources.url(of: "Live.swift"), atomically: true, encoding: .utf8)
        let edited = build.inputsHash(files: files, entry: "entry", arguments: arguments)
        #expect(edited != first)
        #expect(build.inputsHash(files: files, entry: "another entry", arguments: arguments) != edited)
        #expect(build.inputsHash(files: files, entry: "entry", arguments: arguments + ["-DMORE"]) != edited)
    }

    @Test func theArgumentsAliasApplesNamesAndReadThisBuildsModules() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = try build(["Live.swift": ""]).compilerArguments()
        #expect(arguments.starts(with: ["-emit-library", "-module-name"]))
        for flag in AppleModules.aliasFlags { #expect(arguments.contains(flag)) }
        let modules = try #require(arguments.firstIndex(of: "-I"))
        #expect(arguments[modules + 1] == "/checkout/TermIsland/.build/debug/Modules")
        #expect(arguments.contains("/checkout/TermIsland/.build/debug/WidgetPreviewsMacros-tool#WidgetPreviewsMacros"))
        #expect(arguments.contains("-incremental") && arguments.contains("-parse-as-library"))
    }

    /// lld where the first `swiftc` on the search path has it beside it, and only there.
    @Test func theLibraryIsLinkedByLLDWhereTheToolchainHasIt() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let withLLD = scratch.appendingPathComponent("with"), without = scratch.appendingPathComponent("without")
        for (folder, tools) in [(withLLD, ["swiftc", "ld.lld"]), (without, ["swiftc"])] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for tool in tools {
                try Data().write(to: folder.appendingPathComponent(tool))
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(tool).path)
            }
        }
        #if os(Linux)
        #expect(WidgetLibraryToolchain.linkerArguments(searchPath: withLLD.path) == ["-use-ld=lld"])
        #expect(WidgetLibraryToolchain.linkerArguments(searchPath: "\(without.path):\(withLLD.path)") == [])
        #expect(WidgetLibraryToolchain.linkerArguments(searchPath: "/nowhere:\(withLLD.path)") == ["-use-ld=lld"])
        #endif
        #expect(WidgetLibraryToolchain.linkerArguments(searchPath: "/nowhere") == [])
    }

    /// A made-up build folder: an island, its modules and the macro tool, of the given ages.
    func products(islandAge: TimeInterval, moduleAge: TimeInterval, module: String = "IslandUI",
                  folder: String = "Sources/IslandUI") throws -> (URL, URL) {
        let checkout = scratch.appendingPathComponent("checkout")
        let products = checkout.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: products.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent(folder), withIntermediateDirectories: true)
        let island = products.appendingPathComponent("island"), tool = products.appendingPathComponent("WidgetPreviewsMacros-tool")
        let swiftModule = products.appendingPathComponent("Modules/\(module).swiftmodule")
        for file in [island, tool, swiftModule] { try Data().write(to: file) }
        let now = Date()
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-islandAge)], ofItemAtPath: island.path)
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-moduleAge)], ofItemAtPath: swiftModule.path)
        return (island, checkout)
    }

    /// A module up to a second newer than island is its build's own; a hundredth more is not.
    @Test(arguments: [(10.0, 9.0, true), (10.0, 8.99, false), (60.0, 10.0, false), (10.0, 30.0, true)])
    func aModuleBuiltAfterIslandMeansNoLibrary(islandAge: Double, moduleAge: Double, accepted: Bool) throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (island, checkout) = try products(islandAge: islandAge, moduleAge: moduleAge)
        switch WidgetLibraryToolchain.of(executable: island, termIsland: checkout, environment: [:]) {
        case .success: #expect(accepted, "a module \(islandAge - moduleAge) s newer than island was accepted")
        case .failure(let why):
            #expect(!accepted, "\(why)")
            #expect(why.description == "IslandUI.swiftmodule is newer than island: run swift build")
        }
    }

    /// The Apple names' modules are TermIsland's too, one folder down (Sources/AppleNames/…).
    @Test func anAppleNameModuleBuiltAfterIslandMeansNoLibrary() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (island, checkout) = try products(islandAge: 60, moduleAge: 1, module: "TermIslandSwiftUI",
                                              folder: "Sources/AppleNames/TermIslandSwiftUI")
        #expect(throws: WidgetLibraryToolchain.Unavailable(description: "TermIslandSwiftUI.swiftmodule is newer than island: run swift build")) {
            try WidgetLibraryToolchain.of(executable: island, termIsland: checkout, environment: [:]).get()
        }
    }

    @Test func aTestTargetsModuleBuiltLaterIsNotIslands() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A test target's module (no folder under Sources/) is built after island by `swift build --build-tests`.
        let (island, checkout) = try products(islandAge: 60, moduleAge: 1, module: "IslandUITests")
        #expect(throws: Never.self) { try WidgetLibraryToolchain.of(executable: island, termIsland: checkout, environment: [:]).get() }
    }

    @Test func noModulesOrTheSwitchMeansNoLibrary() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (island, checkout) = try products(islandAge: 10, moduleAge: 20)
        guard case .failure(let off) = WidgetLibraryToolchain.of(executable: island, termIsland: checkout, environment: ["TERMISLAND_NO_LIBRARY": "1"]) else {
            Issue.record("TERMISLAND_NO_LIBRARY was ignored")
            return
        }
        #expect(off.description == "TERMISLAND_NO_LIBRARY is set")
        let installed = URL(fileURLWithPath: "/usr/local/bin/island")
        guard case .failure(let bare) = WidgetLibraryToolchain.of(executable: installed, termIsland: checkout, environment: [:]) else {
            Issue.record("an island without modules beside it was accepted")
            return
        }
        #expect(bare.description == "/usr/local/bin has no TermIsland modules beside island")
    }
}
