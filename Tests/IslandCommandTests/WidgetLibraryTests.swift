import Foundation
import Testing

/// The warm loop for real (docs/WidgetFolders.md): `island snapshot <folder>` compiles the folder
/// into a library against island's own modules and loads it, compiles nothing when nothing
/// changed, compiles again on an edit, and draws exactly what the package that `swift build`
/// makes draws (the path taken with `TERMISLAND_NO_LIBRARY=1`).
extension WidgetFolderTests {
    /// Nested in the folders' suite, so it runs serialized with it: the package path shares its cache.
    @Suite("Widget folders through a loaded library", .serialized)
    struct WidgetLibraryTests {
        let folders = WidgetFolderTests()
        /// A cache of this suite's own, so the first run compiles.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("island-library-cache-\(UUID().uuidString)")

        func island(_ arguments: [String], environment: [String: String] = [:]) throws -> WidgetFolderTests.Finished {
            try folders.island(arguments, environment: ["TERMISLAND_CACHE": cache.path].merging(environment) { $1 })
        }

        /// The libraries compiled for the folders so far.
        func libraries() -> [String] {
            let walker = FileManager.default.enumerator(atPath: cache.path)
            // The versions loaded, not swiftc's own output among the objects it keeps.
            return (walker?.allObjects as? [String] ?? []).filter { $0.contains("/Libraries/") && !$0.contains("/objects/") && $0.hasSuffix(".so") }.sorted()
        }

        @Test func theLibraryDrawsWhatThePackageDraws() throws {
            defer { try? FileManager.default.removeItem(at: cache) }
            let loaded = try island(["snapshot", WidgetFolderTests.example.path, "--presentation", "all"])
            #expect(loaded.status == 0, "\(loaded.errors)")
            let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/WidgetFolders.md"), encoding: .utf8)
            let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/WidgetLibraryTests.swift -->\n```text\n"))
            let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
            let shown = page[start.upperBound..<end.lowerBound].replacingOccurrences(of: "/path/to/TermIsland", with: repositoryRoot.path)
            #expect(loaded.errors == shown + "\n", "docs/WidgetFolders.md shows what the first run does not say")
            // The package, built by swift build in the suite-wide cache (as before the warm loop).
            let built = try folders.island(["snapshot", WidgetFolderTests.example.path, "--presentation", "all"],
                                           environment: ["TERMISLAND_NO_LIBRARY": "1"])
            #expect(built.status == 0, "\(built.errors)")
            #expect(!built.errors.contains("compiling"))
            #expect(loaded.output == built.output)
            for presentation in ["lock-screen", "compact", "expanded", "minimal", "view"] {
                #expect(loaded.output.contains(" · \(presentation) · iPhone 15 Pro · at 0s\n"), "no \(presentation) drawn")
            }
        }

        @Test func nothingChangedNothingCompiledAndAnEditCompilesAgain() throws {
            defer { try? FileManager.default.removeItem(at: cache) }
            let folder = try folders.copyOfExample()
            let first = try island(["snapshot", folder.path])
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.errors.contains("compiling \(folder.path)"))
            #expect(libraries().count == 1)

            let again = try island(["snapshot", folder.path])
            #expect(again.status == 0)
            #expect(again.errors == "", "nothing changed, yet: \(again.errors)")
            #expect(again.output == first.output)
            #expect(libraries().count == 1)

            try folders.edit(folder.appendingPathComponent("Shared/DeliveryAttributes.swift"), "courier: \"Ana\"", "courier: \"Zoë\"")
            let edited = try island(["snapshot", folder.path])
            #expect(edited.status == 0, "\(edited.errors)")
            #expect(edited.errors == "island: compiling Shared/DeliveryAttributes.swift of \(folder.path) against this island's TermIsland\n")
            #expect(edited.output.contains("│ Zoë · 3 items"))
            #expect(!edited.output.contains("│ Ana · 3 items"))
            #expect(libraries().count == 2)

            // Back as it was: the first library, kept, is the one loaded; nothing compiles.
            try folders.edit(folder.appendingPathComponent("Shared/DeliveryAttributes.swift"), "courier: \"Zoë\"", "courier: \"Ana\"")
            let back = try island(["snapshot", folder.path])
            #expect(back.errors == "")
            #expect(back.output == first.output)
        }

        @Test func aCompileErrorNamesTheFoldersOwnFileAndLine() throws {
            defer { try? FileManager.default.removeItem(at: cache) }
            let folder = try folders.copyOfExample()
            let file = folder.appendingPathComponent("Shared/DeliveryAttributes.swift")
            let line = try #require(try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("courier: \"Ana\"") }) + 1
            try folders.edit(file, "courier: \"Ana\"", "courier: ana")
            let broken = try island(["snapshot", folder.path])
            #expect(broken.status == 1)
            #expect(broken.errors.contains("\(file.path):\(line):"), "\(broken.errors)")
            #expect(broken.errors.contains("error: cannot find 'ana' in scope"))
            #expect(!broken.errors.contains(cache.path), "the cache's links leak into the report: \(broken.errors)")
            #expect(libraries().isEmpty)

            // Mended, then broken again: the second error comes from the direct compile, in the same words.
            try folders.edit(file, "courier: ana", "courier: \"Ana\"")
            #expect(try island(["snapshot", folder.path]).status == 0)
            try folders.edit(file, "courier: \"Ana\"", "courier: ana")
            let again = try island(["snapshot", folder.path])
            #expect(again.status == 1)
            #expect(again.errors.hasPrefix("island: compiling Shared/DeliveryAttributes.swift of \(folder.path)"), "\(again.errors)")
            #expect(again.errors.contains("\(file.path):\(line):"), "\(again.errors)")
            #expect(again.errors.contains("error: cannot find 'ana' in scope"))
            #expect(!again.errors.contains(cache.path), "the cache's links leak into the report: \(again.errors)")
        }

        /// A direct compile the frontend refuses for a reason not in the user's code (here a word
        /// planted in the recorded command) is the driver's build after all, which says why and
        /// draws what a build from nothing draws.
        @Test func aRefusedDirectCompileIsTheDriversBuild() throws {
            defer { try? FileManager.default.removeItem(at: cache) }
            let folder = try folders.copyOfExample()
            #expect(try island(["snapshot", folder.path]).status == 0)
            let walker = FileManager.default.enumerator(atPath: cache.path)
            let found = (walker?.allObjects as? [String] ?? []).first { $0.hasSuffix("/objects/direct-compile.json") }
            let record = cache.appendingPathComponent(try #require(found, "no record after the first build"))
            let text = try String(contentsOf: record, encoding: .utf8)
            #expect(text.contains("\"trailing\":["))
            try text.replacingOccurrences(of: "\"trailing\":[", with: "\"trailing\":[\"-termisland-no-such-option\",")
                .write(to: record, atomically: true, encoding: .utf8)
            try folders.edit(folder.appendingPathComponent("Shared/DeliveryAttributes.swift"), "courier: \"Ana\"", "courier: \"Zoë\"")
            let edited = try island(["snapshot", folder.path])
            #expect(edited.status == 0, "\(edited.errors)")
            #expect(edited.errors.contains("island: the compiler refused the direct compile: compiling \(folder.path) (4 Swift files)"), "\(edited.errors)")
            #expect(edited.output.contains("│ Zoë · 3 items"))
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("island-library-fresh-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: fresh) }
            #expect(edited.output == (try folders.island(["snapshot", folder.path], environment: ["TERMISLAND_CACHE": fresh.path])).output)
        }

        /// The direct compile (no driver) against the path without it: an edit inside a body
        /// compiles that file alone and draws what a build from nothing draws; an edit of a
        /// type's stored properties, which moves what another file reads, is the driver's, which
        /// compiles the files that use it; and a rename that breaks another file says so there.
        @Test func aBodyEditCompilesOneFileAndAnyOtherEditTheFilesUsingIt() throws {
            defer { try? FileManager.default.removeItem(at: cache) }
            let folder = try folders.copyOfExample()
            let attributes = folder.appendingPathComponent("Shared/DeliveryAttributes.swift")
            #expect(try island(["snapshot", folder.path, "--presentation", "all"]).status == 0)
            func fromNothing() throws -> String {
                let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("island-library-fresh-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: fresh) }
                let built = try folders.island(["snapshot", folder.path, "--presentation", "all"], environment: ["TERMISLAND_CACHE": fresh.path])
                #expect(built.status == 0, "\(built.errors)")
                #expect(built.errors.contains("compiling \(folder.path) (4 Swift files)"))
                return built.output
            }

            try folders.edit(attributes, "courier: \"Ana\"", "courier: \"Zoë\"")
            let body = try island(["snapshot", folder.path, "--presentation", "all"])
            #expect(body.errors == "island: compiling Shared/DeliveryAttributes.swift of \(folder.path) against this island's TermIsland\n")
            #expect(body.output.contains("│ Zoë · 3 items"))
            #expect(body.output == (try fromNothing()))

            // A stored property before the courier: the other files' objects read the courier elsewhere now.
            try folders.edit(attributes, "        var courier: String", "        var tip: Int = 0\n        var courier: String")
            let layout = try island(["snapshot", folder.path, "--presentation", "all"])
            #expect(layout.errors == "island: compiling Shared/DeliveryAttributes.swift of \(folder.path) against this island's TermIsland\n"
                    + "island: Shared/DeliveryAttributes.swift changed more than function bodies: compiling \(folder.path) (4 Swift files) against this island's TermIsland\n")
            #expect(layout.output.contains("│ Zoë · 3 items"))
            #expect(layout.output == (try fromNothing()))
            // docs/WidgetFolders.md shows both runs' words, with the folder's path written out.
            let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/WidgetFolders.md"), encoding: .utf8)
            for said in [body.errors, layout.errors] {
                let shown = said.replacingOccurrences(of: folder.path, with: "/path/to/DeliveryWidget")
                #expect(page.contains("```text\n" + shown + "```\n"), "docs/WidgetFolders.md does not show: \(shown)")
            }

            // A rename that breaks another file, with one more field that moves the courier again.
            try folders.edit(attributes, "var items: Int", "var itemCount: Int")
            try folders.edit(attributes, "items: 3)", "itemCount: 3)")
            try folders.edit(attributes, "        var tip: Int = 0\n", "        var tip: Int = 0\n        var rating = 5\n")
            let renamed = try island(["snapshot", folder.path])
            #expect(renamed.status == 1)
            #expect(renamed.errors.contains(folder.appendingPathComponent("DeliveryLiveActivity.swift").path + ":"), "\(renamed.errors)")
            #expect(renamed.errors.contains("has no member 'items'"), "\(renamed.errors)")

            // Renamed back, and a body edited elsewhere (so this is no library built before): the
            // file is as the last good build had it, but its object is the renamed one the
            // attempt left. The build that stopped vouches for no object, so this one is the
            // driver's, and draws what a build from nothing draws.
            try folders.edit(attributes, "var itemCount: Int", "var items: Int")
            try folders.edit(attributes, "itemCount: 3)", "items: 3)")
            try folders.edit(attributes, "        var rating = 5\n", "")
            try folders.edit(folder.appendingPathComponent("StageView.swift"), "Color.gray", "Color.secondary")
            let back = try island(["snapshot", folder.path, "--presentation", "all"])
            #expect(back.status == 0, "\(back.errors)")
            #expect(back.errors.contains("compiling \(folder.path) (4 Swift files)"), "\(back.errors)")
            #expect(back.output == (try fromNothing()))
        }
    }
}
