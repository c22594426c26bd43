import Foundation

/// The Swift listings of the documentation, compiled as a user would compile them: against the
/// package's products only (a module that is not a product cannot be imported by a user), each
/// listing a program of its own, or the continuation of the one above it when marked
/// `<!-- continues the listing above -->`. A listing marked `<!-- excerpt of PATH -->` is a
/// piece of a file of the package's own, which compiles with the package: it must be found there.
enum Listings {
    /// Modules a listing may import: the package's library products' modules, the toolchain's,
    /// and swift-snapshot-testing's (compiled from a stub of the part of its API the docs use).
    static let importable: Set<String> = {
        var modules: Set<String> = ["Foundation", "Testing", "XCTest", "Synchronization", "SnapshotTesting"]
        let manifest = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        for match in manifest.matches(of: /\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]/) {
            for target in match.1.split(separator: ",") {
                modules.insert(target.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            }
        }
        return modules
    }()

    /// Every library target's module, for linking a listing that runs.
    static let libraryTargets: [String] = {
        let manifest = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return manifest.matches(of: /\.target\(\s*name:\s*"([^"]+)"/).map { String($0.1) }
            .filter { !["IslandSnapshotTesting", "IslandFuzzing", "IslandCommands", "IslandCommandLine"].contains($0) }
    }()

    /// The source of each listing, as it compiles: with the listings it continues before it.
    static func sources() throws -> [(block: MarkdownBlock, source: String)] {
        var result: [(MarkdownBlock, String)] = []
        for file in try MarkdownBlock.documentation() {
            var previous = ""
            for block in try MarkdownBlock.blocks(of: file) where block.language == "swift" {
                if block.excerptOf != nil {
                    result.append((block, block.text))
                    continue
                }
                let source = block.marker == "continues the listing above" ? previous + block.text : block.text
                result.append((block, source))
                previous = source
            }
        }
        return result
    }

    /// Whether every line of `excerpt` is in `file`, in order, indentation aside; a line `…`
    /// (or a comment of it) stands for lines left out, and a comment naming the file is a title.
    static func isExcerpt(_ excerpt: String, of file: String) throws -> Bool {
        let whole = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = excerpt.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "…" && $0 != "// …" && $0 != "// \(file)" }
        var position = whole.startIndex
        for line in lines {
            guard let found = whole[position...].firstIndex(of: line) else { return false }
            position = found + 1
        }
        return true
    }

    /// The imports a listing names that a user of the package could not import.
    static func unimportable(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.first == "import" || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import"),
                  let module = words.last.map(String.init) else { return nil }
            return importable.contains(module) ? nil : module
        }
    }

    /// A directory of its own for one compilation.
    static func scratch(_ name: String) throws -> URL {
        let directory = scratchRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Where every compilation's directory goes: one per test process, removed when it exits.
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("island-listings-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: Listings.scratchRoot) }
        return root
    }()

    /// swift-snapshot-testing's API as far as the documentation uses it, compiled once.
    static let stubModules: URL? = {
        guard let directory = try? scratch("stub") else { return nil }
        let stub = repositoryRoot.appendingPathComponent("Tests/DocumentationTests/Stubs/SnapshotTesting.swift")
        let result = try? runProcess(swiftc, ["-emit-module", "-module-name", "SnapshotTesting", "-parse-as-library",
                                              "-emit-module-path", directory.appendingPathComponent("SnapshotTesting.swiftmodule").path,
                                              stub.path], in: directory)
        return result?.status == 0 ? directory : nil
    }()

    /// Where the compiler finds the package's modules and the stub, and its C modules' maps.
    static var searchArguments: [String] {
        var arguments = ["-I", buildDirectory.appendingPathComponent("Modules").path]
        if let stubModules { arguments += ["-I", stubModules.path] }
        let sources = repositoryRoot.appendingPathComponent("Sources")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let map = sources.appendingPathComponent(target).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
            let include = sources.appendingPathComponent(target).appendingPathComponent("include")
            if FileManager.default.fileExists(atPath: include.path) { arguments += ["-Xcc", "-I\(include.path)"] }
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: buildDirectory.path)) ?? [] where entry.hasSuffix(".build") {
            let map = buildDirectory.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        return arguments
    }

    /// Type-checks `source` as a program of its own.
    static func typecheck(_ source: String, named name: String) throws -> ProcessResult {
        let directory = try scratch(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        return try runProcess(swiftc, ["-typecheck", "-swift-version", "6"] + searchArguments + [file.path], in: directory)
    }

    /// The object files of `target`'s current sources, from the build's output file map: the
    /// build directory also keeps objects of files since deleted, which would not link.
    static func currentObjects(of target: String) -> [String] {
        let map = buildDirectory.appendingPathComponent("\(target).build/output-file-map.json")
        guard let data = try? Data(contentsOf: map),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]] else {
            // A C target (CIslandRegistry) has no map: its objects are its sources' names.
            let folder = buildDirectory.appendingPathComponent("\(target).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".c.o") }.map { folder.appendingPathComponent($0).path }.sorted()
        }
        return entries.values.compactMap { $0["object"] }.filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }

    /// Compiles `source` with the package's library modules, runs it in the repository's root,
    /// and returns what it printed.
    static func run(_ source: String, named name: String) throws -> ProcessResult {
        let directory = try scratch(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        var objects: [String] = []
        for target in libraryTargets {
            objects += currentObjects(of: target)
        }
        let executable = directory.appendingPathComponent("listing")
        let compiled = try runProcess(swiftc, ["-swift-version", "6"] + searchArguments + [file.path] + objects + ["-lncursesw", "-o", executable.path],
                                      in: directory)
        guard compiled.status == 0 else { return compiled }
        return try runProcess(executable, [])
    }
}
