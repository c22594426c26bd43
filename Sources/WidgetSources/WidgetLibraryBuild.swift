import CacheReuse
import Foundation
import SwiftSourceText
import TerminalCanvas

/// A widget's files compiled by `swiftc` into a shared library that the running `island` loads
/// (docs/WidgetFolders.md, "The warm loop"): against the modules `island` was built with, so
/// none of TermIsland compiles again and no build system starts; incrementally, so a save
/// compiles the files it touched; and not at all when nothing it reads changed, since the
/// library is named by a hash of everything it is made from.
///
///     <package>/Libraries/<target>/
///         __TermIslandLibrary.swift       the entry island calls after loading
///         objects/                        swiftc's objects and dependencies, kept for the next save
///         lib<target>-<inputs hash>.so    one per version; the newest few are kept
package struct WidgetLibraryBuild: Sendable {
    package let package: WidgetSourcePackage
    package let toolchain: WidgetLibraryToolchain

    package init(_ package: WidgetSourcePackage, toolchain: WidgetLibraryToolchain) {
        self.package = package
        self.toolchain = toolchain
    }

    /// The C name of the function the entry file defines.
    package static let entrySymbol = "termisland_widget_library"
    static let entryFile = "__TermIslandLibrary.swift"
    /// Libraries kept in the folder: the one loaded now and the few before it (a running
    /// previewer may still run the code of one it loaded earlier).
    static let librariesKept = 4

    package var directory: URL { package.workspace.appendingPathComponent("Libraries").appendingPathComponent(package.target) }
    var objects: URL { directory.appendingPathComponent("objects") }

    /// How the build ended: the compiler's messages (as the package's build gives them), and the
    /// library when it succeeded; `compiled` is false when a library of the same inputs was there.
    package struct Outcome: Sendable {
        package let result: BuildResult
        package let library: URL?
        package let compiled: Bool
    }

    /// Compiles the widget, or finds it compiled. `announce` is told when a compile starts.
    package func run(declarations: WidgetSourceDeclarations, announce: ((String) -> Void)? = nil) throws(WidgetSourceProblem) -> Outcome {
        let files = swiftFiles()
        let entry = Self.entryText(declarations: declarations)
        let entryURL = directory.appendingPathComponent(Self.entryFile)
        let arguments = compilerArguments()
        // Each file read once, before the compile: a save made while it runs is a change next time.
        let contents = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "unreadable" }
        let hash = inputsHash(files: files, contents: contents, entry: entry, arguments: arguments)
        let library = directory.appendingPathComponent("lib\(package.target)-\(hash).so")
        if !Reuse.isOff, FileManager.default.fileExists(atPath: library.path) {
            return Outcome(result: BuildResult(succeeded: true, output: "", package: package), library: library, compiled: false)
        }
        do {
            if Reuse.isOff { try? FileManager.default.removeItem(at: objects) }
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            if (try? String(contentsOf: entryURL, encoding: .utf8)) != entry { try Data(entry.utf8).write(to: entryURL, options: .atomic) }
            let sources = files + [entryURL]
            try Data(outputFileMap(sources).utf8).write(to: objects.appendingPathComponent("output-file-map.json"), options: .atomic)
        } catch {
            throw .failure("\(directory.path): cannot write the widget library's files: \(error.localizedDescription)")
        }
        let sources = files + [entryURL]
        var texts: [String: String] = [entryURL.path: StableHash.hex(entry)]
        for (file, text) in zip(files, contents) { texts[file.path] = StableHash.hex(text) }
        let key = recordKey(arguments: arguments)
        let whole = "compiling \(package.sources.root.path) (\(files.count) Swift file\(files.count == 1 ? "" : "s")) against this island's TermIsland"
        switch Reuse.isOff ? .notTaken : try compileDirectly(sources: sources, texts: texts, key: key, library: library, announce: announce) {
        case .built(let outcome): return outcome
        case .notTaken: announce?(whole)
        case .fellBack(let reason): announce?("\(reason): \(whole)")
        }
        invalidateRecord()
        // Always the same output: swiftc's incremental build starts over when its arguments change.
        let linked = objects.appendingPathComponent("lib\(package.target).so")
        let started = Self.filesystemNow(in: objects)
        let compiled = try ToolRun.run(["swiftc"] + arguments + ["-o", linked.path] + sources.map(\.path), mergingErrors: true)
        guard compiled.succeeded else {
            Self.forgetFiles(in: objects, writtenSince: started)
            return Outcome(result: BuildResult(succeeded: false, output: compiled.output, package: package), library: nil, compiled: true)
        }
        do {
            // A copy, not a link: a file of its own (its own inode) is a library loaded anew,
            // where the same file under another name is the library already loaded.
            let partial = library.appendingPathExtension("partial")
            try? FileManager.default.removeItem(at: partial)
            try FileManager.default.copyItem(at: linked, to: partial)
            try FileManager.default.moveItem(at: partial, to: library)
        } catch {
            throw .failure("\(library.path): cannot keep the compiled widget library: \(error.localizedDescription)")
        }
        recordCompile(sources: sources, texts: texts, key: key, arguments: arguments, linked: linked)
        pruneLibraries(keeping: library)
        return Outcome(result: BuildResult(succeeded: true, output: compiled.output, package: package), library: library, compiled: true)
    }

    /// The time the file system gives a file written now in `directory` (a stamp, left there):
    /// the clock a compile's objects are dated by, which runs a few milliseconds behind
    /// `Date()`. A second before `Date()` where the stamp cannot be written.
    package static func filesystemNow(in directory: URL) -> Date {
        let stamp = directory.appendingPathComponent(".compile-started")
        guard (try? Data().write(to: stamp)) != nil,
              let written = (try? FileManager.default.attributesOfItem(atPath: stamp.path))?[.modificationDate] as? Date
        else { return Date().addingTimeInterval(-1) }
        return written
    }

    /// After a compile that failed: the files it wrote in `directory` (not in its folders, such
    /// as the module cache), removed. A driver's build that stops at an error in one file may
    /// already have compiled others against what that attempt's sources said (a stored property
    /// since taken back out); its record of what it compiled is not written, so the next build,
    /// going by the files' times against the record before, would keep those objects and link
    /// layouts that disagree (a preview crashed reading a field). Without them the next build
    /// compiles those files again (all of them, if the attempt rewrote the driver's own record).
    /// `started` is `filesystemNow(in:)` before the compile: a file dated the same is removed.
    package static func forgetFiles(in directory: URL, writtenSince started: Date) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names {
            let path = directory.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date, modified >= started else { continue }
            try? manager.removeItem(atPath: path)
        }
    }

    /// The Swift files of the package's target, but the package's host and `main.swift`, which
    /// start a program (the library is started by `island`, through the entry file instead).
    package func swiftFiles() -> [URL] {
        let root = package.targetDirectory
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative == WidgetHostFiles.hostFile || relative == WidgetHostFiles.mainFile { continue }
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The entry file: a C function returning the widgets (the `@main` type, or the widgets
    /// found by name), and the record naming the `PreviewProvider`s, as the package's host has.
    package static func entryText(declarations: WidgetSourceDeclarations) -> String {
        let bundle = declarations.mainType.map { "\($0)()" } ?? "nil"
        let widgets = declarations.mainType == nil ? declarations.widgetTypes.map { "\($0)()" } : []
        var text = """
            // Written by island (docs/WidgetFolders.md, "The warm loop"): what island calls after
            // loading this library, and the folder's preview providers.
            import IslandCommands
            import IslandRegistry
            import WidgetPreviews

            @_cdecl("\(entrySymbol)")
            public func termIslandWidgetLibrary() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(IslandCommands.WidgetLibraryContent(bundle: \(bundle), widgets: [\(widgets.joined(separator: ", "))])).toOpaque()
            }

            """
        let providers = declarations.previewProviderTypes
        if !providers.isEmpty {
            text += """

                @section("\(RecordsSection.name)") @used
                private let termIslandPreviewProviders: IslandRegistry.WidgetRegistryRecord = { value in
                    value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewProviders([\(providers.map { "\($0).self" }.joined(separator: ", "))]) as Any, count: 1)
                }

                """
        }
        return text
    }

    /// `swiftc`'s arguments but the output and the files: the package's target's settings
    /// (the language mode, Swift 5 for a folder; Apple's module names by alias; bare regex
    /// literals; a project's conditions), TermIsland's modules from
    /// the running `island`'s build, and an incremental build of the objects kept beside. Line
    /// tables only, for a backtrace's file and line: full debug information cost a save a
    /// quarter more of the compiler's time (docs/BENCHMARKS.md, "The warm loop").
    package func compilerArguments() -> [String] {
        var arguments = ["-emit-library", "-module-name", package.target, "-parse-as-library",
                         "-swift-version", "\(package.sources.languageMode)", "-enable-upcoming-feature", "BareSlashRegexLiterals",
                         "-Onone", "-gline-tables-only", "-DSWIFT_PACKAGE", "-DDEBUG",
                         "-I", toolchain.modules.path,
                         "-module-cache-path", objects.appendingPathComponent("ModuleCache").path,
                         "-Xfrontend", "-load-plugin-executable", "-Xfrontend", toolchain.macroTool.path + "#WidgetPreviewsMacros",
                         "-incremental", "-enable-batch-mode", "-j", "2",
                         "-output-file-map", objects.appendingPathComponent("output-file-map.json").path]
        arguments += AppleModules.aliasFlags + AppleModules.implicitImportFlags + WidgetLibraryToolchain.linkerArguments()
        // A project's Debug `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, as the package's target has them.
        for condition in package.sources.conditions { arguments += ["-D", condition] }
        for map in toolchain.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        #if os(macOS)
        // The library's TermIsland symbols are the running island's (untested: docs/macOS.md).
        arguments += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
        #endif
        return arguments
    }

    /// Where swiftc puts each file's object and dependencies (named by a hash of the file's
    /// path, as two files of a folder may share a name).
    package func outputFileMap(_ sources: [URL]) -> String {
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]]
        for source in sources {
            let (object, dependencies) = outputs(of: source.path)
            map[source.path] = ["object": object, "swift-dependencies": dependencies]
        }
        let data = (try? JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .prettyPrinted])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Where swiftc writes a file's object and dependencies.
    package func outputs(of source: String) -> (object: String, dependencies: String) {
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        let stem = objects.appendingPathComponent(name + "-" + StableHash.hex(source)).path
        return (stem + ".o", stem + ".swiftdeps")
    }

    /// A hash of everything the library is made from: each file's path and text, the entry,
    /// the arguments, and the running `island` and macro tool (their size and time).
    package func inputsHash(files: [URL], entry: String, arguments: [String]) -> String {
        inputsHash(files: files, contents: files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "unreadable" },
                   entry: entry, arguments: arguments)
    }

    /// The same, of texts already read (`contents[i]` is `files[i]`'s).
    func inputsHash(files: [URL], contents: [String], entry: String, arguments: [String]) -> String {
        var listing = arguments.joined(separator: "\u{0}") + "\u{1}" + entry
        for (file, text) in zip(files, contents) { listing += "\u{1}" + file.path + "\u{0}" + text }
        return StableHash.hex(listing + toolStamp)
    }

    /// The running `island` and macro tool, by size and time: a new build of TermIsland is a
    /// change of every library.
    var toolStamp: String {
        var stamp = ""
        for tool in [toolchain.executable, toolchain.macroTool] {
            let file = FileStamp(path: tool.path)
            stamp += "\u{1}\(tool.path) \(file?.size ?? -1) \(file?.modified.timeIntervalSince1970 ?? 0)"
        }
        return stamp
    }

    /// Deletes all but the newest libraries (a loaded one's pages stay mapped when its file goes).
    func pruneLibraries(keeping current: URL) {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".so") }
        let dated = names.map { name -> (URL, Date) in
            let url = directory.appendingPathComponent(name)
            return (url, FileStamp(path: url.path)?.modified ?? .distantPast)
        }.sorted { $0.1 > $1.1 }
        for (url, _) in dated.dropFirst(Self.librariesKept) where url != current { try? manager.removeItem(at: url) }
    }
}
