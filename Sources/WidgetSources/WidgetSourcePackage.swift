import CacheReuse
import Foundation
import SwiftSourceText
import TerminalCanvas

/// The cached package that builds a widget folder's files, unchanged, against this TermIsland
/// (docs/WidgetFolders.md). One package per TermIsland checkout holds a target per folder, so
/// TermIsland itself compiles once for every folder:
///
///     ~/.cache/termisland/<checkout>/Package.swift
///     ~/.cache/termisland/<checkout>/Sources/Widget_<folder>/   links to the folder's files,
///                                                               and the host's generated files
///     ~/.cache/termisland/<checkout>/Sources/Widget_<folder>_<Module>/   a module it imports
///     ~/.cache/termisland/<checkout>/Bundles/Widget_<folder>/   the program with its resources
///
/// A target's files are links to the user's own, so an edit is seen at once (a file whose `#if`
/// asks about the platform is a copy with an iPhone's answers, `IPhoneConditions`); Apple's module
/// names reach TermIsland's by `-module-alias`; the folder's code compiles in Swift 5 mode, as
/// most widget extensions are written, with bare `/regex/` literals on, as new Xcode projects
/// have them. An Xcode project's target adds a target per module it imports (a framework
/// target's, a local package's), named after the widget's and reached by `-module-alias
/// Shared=Widget_<…>_Shared`, so two projects' `Shared` never meet in the one package.
package struct WidgetSourcePackage: Sendable {
    package let workspace: URL
    package let target: String
    package let sources: WidgetSourceFiles

    /// A package already written, as the program it built knows it (`preview --watch` rebuilds it).
    package init(workspace: URL, target: String, sources: WidgetSourceFiles) {
        self.workspace = workspace
        self.target = target
        self.sources = sources
    }

    /// The TermIsland checkout the package builds against: `TERMISLAND_PATH`, or the one this
    /// program was built from.
    package static func termIslandRoot(environment: [String: String] = ProcessInfo.processInfo.environment) throws(WidgetSourceProblem) -> URL {
        // This file is Sources/WidgetSources/WidgetSourcePackage.swift in the checkout.
        let root = environment["TERMISLAND_PATH"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw .usage("TermIsland's sources are not at \(root.path), where this island was built; set TERMISLAND_PATH to your TermIsland checkout")
        }
        return root.standardizedFileURL
    }

    /// Where the cached packages live: `TERMISLAND_CACHE`, else the user's cache folder.
    package static func cacheRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["TERMISLAND_CACHE"] { return URL(fileURLWithPath: path) }
        #if os(macOS)
        let base = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Caches")
        return base.appendingPathComponent("TermIsland")
        #else
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return base.appendingPathComponent("termisland")
        #endif
    }

    /// The package in `cache` for this TermIsland checkout, with a target for `sources`.
    package init(sources: WidgetSourceFiles, termIsland: URL, cache: URL) {
        self.sources = sources
        workspace = cache.appendingPathComponent("\(termIsland.lastPathComponent)-\(StableHash.hex(termIsland.path))")
        target = "Widget_" + sources.label.filter { $0.isLetter || $0.isNumber } + "_" + StableHash.hex(sources.identity)
    }

    /// The package target a module of the widget's is compiled in.
    package func target(for module: WidgetSourceModule) -> String {
        target + "_" + module.name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Each package target's folder of links and the folder its links point into: a compiler
    /// message's path is turned from the one into the other.
    package var linkedFolders: [(linked: String, root: String)] {
        [(targetDirectory.path, sources.root.path)] + sources.modules.map { module in
            (workspace.appendingPathComponent("Sources").appendingPathComponent(target(for: module)).path, module.root.path)
        }
    }

    package var targetDirectory: URL { workspace.appendingPathComponent("Sources").appendingPathComponent(target) }
    package var executable: URL { workspace.appendingPathComponent(".build/debug").appendingPathComponent(target) }

    /// Writes the package (the fourth stage): this widget's target (links to its files and the
    /// `generated` files) and the manifest naming every folder's target whose folder still exists.
    /// What is already right is left as it is (`PackageFolder`), and what no longer belongs goes.
    package func write(_ generated: [GeneratedFile], termIsland: URL) throws(WidgetSourceProblem) {
        do {
            let manager = FileManager.default
            try manager.createDirectory(at: targetDirectory, withIntermediateDirectories: true)
            var kept: Set<String> = []
            for file in sources.files {
                let name = file.hasPrefix("/") ? (file as NSString).lastPathComponent : file
                let link = targetDirectory.appendingPathComponent(name)
                try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.place(sources.url(of: file), at: link)
                kept.insert(name)
            }
            for file in generated {
                try PackageFolder.write(file.text, to: targetDirectory.appendingPathComponent(file.name))
                kept.insert(file.name)
            }
            try PackageFolder.removeEntries(in: targetDirectory, except: kept)
            for module in sources.modules {
                let folder = workspace.appendingPathComponent("Sources").appendingPathComponent(target(for: module))
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                var keptInModule: Set<String> = []
                for file in module.files + module.resources {
                    let name = file.hasPrefix("/") ? (file as NSString).lastPathComponent : file
                    let link = folder.appendingPathComponent(name)
                    try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                    // A module's Swift files answer `#if os(iOS)` as the widget's do; its resources are links.
                    if file.hasSuffix(".swift") {
                        try Self.place(module.url(of: file), at: link)
                    } else {
                        try PackageFolder.link(link, to: module.url(of: file))
                    }
                    keptInModule.insert(name)
                }
                try PackageFolder.removeEntries(in: folder, except: keptInModule)
            }
            try PackageFolder.write(sources.root.path, to: workspace.appendingPathComponent("Sources/\(target).folder"))
            try PackageFolder.write(declarations(), to: workspace.appendingPathComponent("Sources/\(target).targets"))
            try PackageFolder.write(Self.manifest(termIsland: termIsland, declarations: liveTargets().map(declarations(of:))),
                                    to: workspace.appendingPathComponent("Package.swift"))
        } catch {
            throw .failure("\(workspace.path): cannot write the widget folder's package: \(error.localizedDescription)")
        }
    }

    /// Starts the package's build afresh when TermIsland's sources changed since its last
    /// build. SwiftPM's incremental build has been seen to keep modules compiled against an
    /// older layout of a TermIsland type (a crash far from the change), so a change to
    /// TermIsland costs one clean build of the cache rather than a wrong program. With reuse
    /// off (`TERMISLAND_NO_REUSE=1`, `Reuse`) every build is a clean one.
    package func discardBuildIfTermIslandChanged(termIsland: URL) {
        let stamp = workspace.appendingPathComponent("termisland.fingerprint")
        let now = Self.fingerprint(of: termIsland)
        let before = try? String(contentsOf: stamp, encoding: .utf8)
        if before != now || Reuse.isOff {
            try? FileManager.default.removeItem(at: workspace.appendingPathComponent(".build"))
            try? PackageFolder.write(now, to: stamp)
        }
    }

    /// The names, sizes and modification times of TermIsland's manifest and sources, hashed.
    package static func fingerprint(of termIsland: URL) -> String {
        var listing = ""
        let manifest = termIsland.appendingPathComponent("Package.swift")
        for url in [manifest] + files(below: termIsland.appendingPathComponent("Sources")) {
            let stamp = FileStamp(path: url.path)
            listing += "\(url.path) \(stamp?.size ?? -1) \(stamp?.modified.timeIntervalSince1970 ?? 0)\n"
        }
        return StableHash.hex(listing)
    }

    private static func files(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
    }

    /// The targets of folders that still exist, this one among them.
    private func liveTargets() -> [String] {
        let sourcesFolder = workspace.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path)) ?? []
        var targets: [String] = []
        for name in names where name.hasSuffix(".folder") {
            let targetName = String(name.dropLast(".folder".count))
            let folder = (try? String(contentsOf: sourcesFolder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            if targetName == target || FileManager.default.fileExists(atPath: folder) {
                targets.append(targetName)
            } else {
                try? FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(name))
                try? FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(targetName))
                try? FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(targetName + ".targets"))
                try? FileManager.default.removeItem(at: workspace.appendingPathComponent("Bundles").appendingPathComponent(targetName))
                for module in names where module.hasPrefix(targetName + "_") {
                    try? FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(module))
                }
            }
        }
        return targets.sorted()
    }

    /// The manifest's declarations of a live target: those its last write left, else a widget
    /// folder's one executable target (a cache written before modules were).
    private func declarations(of name: String) -> String {
        let written = try? String(contentsOf: workspace.appendingPathComponent("Sources/\(name).targets"), encoding: .utf8)
        return written ?? Self.executableDeclaration(name: name)
    }

    /// This widget's declarations in the manifest: a target per module, then the program.
    package func declarations() -> String {
        let modules = sources.modules.map { module in
            Self.declaration(kind: "target", name: target(for: module),
                             products: ["TermIsland", "TermIslandAppleNames"],
                             dependencies: module.dependencies.compactMap(moduleTarget(named:)),
                             path: "Sources/\(target(for: module))", resources: module.resources,
                             aliases: aliases(module.dependencies), conditions: module.conditions, languageMode: 5)
        }
        let program = Self.declaration(kind: "executableTarget", name: target, products: Self.programProducts,
                                       dependencies: sources.modules.map(target(for:)), path: nil, resources: [],
                                       aliases: aliases(sources.modules.map(\.name)), conditions: sources.conditions,
                                       languageMode: sources.languageMode)
        return (modules + [program]).joined(separator: "\n")
    }

    private func moduleTarget(named name: String) -> String? {
        sources.modules.first { $0.name == name }.map(target(for:))
    }

    /// `-module-alias Shared=Widget_…_Shared` for each module named.
    private func aliases(_ names: [String]) -> [String] {
        names.compactMap { name in moduleTarget(named: name).map { ["-module-alias", "\(name)=\($0)"] } }.flatMap { $0 }
    }

    static let programProducts = ["TermIsland", "IslandCommands", "TermIslandAppleNames"]

    /// A widget folder's executable target, as every folder's has been written.
    static func executableDeclaration(name: String) -> String {
        declaration(kind: "executableTarget", name: name, products: programProducts, dependencies: [], path: nil, resources: [],
                    aliases: [], conditions: [], languageMode: 5)
    }

    /// One target's declaration: TermIsland's products and the targets it depends on, Apple's
    /// module names and the modules' aliases, `-D` conditions and a Swift 6 language mode.
    static func declaration(kind: String, name: String, products: [String], dependencies: [String], path: String?,
                            resources: [String], aliases: [String], conditions: [String], languageMode: Int) -> String {
        let listed = products.map { "\n                .product(name: \"\($0)\", package: \"TermIsland\")," }.joined()
            + dependencies.map { "\n                \(swiftStringLiteral($0))," }.joined()
        let flags = (AppleModules.aliasFlags + AppleModules.implicitImportFlags + aliases).map { "\"\($0)\"" }.joined(separator: ", ")
        var settings = [".unsafeFlags([\(flags)])", ".enableUpcomingFeature(\"BareSlashRegexLiterals\")"]
        settings += conditions.map { ".define(\(swiftStringLiteral($0)))" }
        if languageMode == 6 { settings.append(".swiftLanguageMode(.v6)") }
        var lines = ["        .\(kind)(", "            name: \"\(name)\",", "            dependencies: [\(listed)", "            ],"]
        if let path { lines.append("            path: \(swiftStringLiteral(path)),") }
        if !resources.isEmpty { lines.append("            resources: [\(resources.map { ".copy(\(swiftStringLiteral($0)))" }.joined(separator: ", "))],") }
        lines.append("            swiftSettings: [\(settings.joined(separator: ", "))]),")
        return lines.joined(separator: "\n")
    }

    /// The manifest: one executable target for each of `targets`, built against `termIsland`.
    package static func manifest(termIsland: URL, targets names: [String]) -> String {
        manifest(termIsland: termIsland, declarations: names.map { executableDeclaration(name: $0) })
    }

    /// The manifest with every live widget's declarations, built against `termIsland`.
    package static func manifest(termIsland: URL, declarations: [String]) -> String {
        let targets = declarations.joined(separator: "\n")
        return """
            // swift-tools-version:6.0
            // Written by island (docs/WidgetFolders.md): each target is a widget folder's files,
            // unchanged, built against TermIsland. Written again on every run; edits are lost.
            import PackageDescription

            let package = Package(
                name: "TermIslandWidgetFolders",
                platforms: [.macOS(.v15)],
                dependencies: [.package(name: "TermIsland", path: \(swiftStringLiteral(termIsland.path)))],
                targets: [
            \(targets)
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }
}

