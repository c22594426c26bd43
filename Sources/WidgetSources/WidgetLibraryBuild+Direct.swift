import Foundation

/// A save's compile without swiftc's driver (docs/WidgetFolders.md, "The warm loop"): the
/// driver's own frontend command (`DriverJobs`, as it printed it) run on the files whose text
/// changed, then the driver's own link. It is taken only when the compiler's dependency files
/// show the edit stayed inside function bodies, so that no other file's object can be stale:
/// every other case is the driver's, whose incremental build then decides as it always did.
/// It saves the driver's planning, its dependency bookkeeping and `swift-autolink-extract`,
/// about a quarter of a second of a save on the 2-core machine (docs/BENCHMARKS.md, "The loop").
extension WidgetLibraryBuild {
    /// More changed files than this are the driver's: it compiles them in parallel batches.
    static let directFileLimit = 3

    var recordURL: URL { objects.appendingPathComponent(WidgetLibraryRecord.fileName) }

    /// What a record must match for its objects to be built on: the arguments and the tools.
    func recordKey(arguments: [String]) -> String {
        StableHash.hex(arguments.joined(separator: "\u{0}") + toolStamp)
    }

    /// How a direct compile went.
    enum DirectCompile {
        /// Compiled and linked, or stopped by an error in the user's code.
        case built(Outcome)
        /// Not tried: no record of the last build for these settings and files, too many files
        /// changed, or an object missing.
        case notTaken
        /// Tried, and the driver must build after all; why, in words for the user.
        case fellBack(String)
    }

    /// The library compiled directly, or why the driver has to build it: an edit that changed
    /// what a file provides, or anything the frontend or linker refused that is not an error in
    /// the user's code. `announce` is told which files compile.
    func compileDirectly(sources: [URL], texts: [String: String], key: String, library: URL,
                         announce: ((String) -> Void)?) throws(WidgetSourceProblem) -> DirectCompile {
        let manager = FileManager.default
        let paths = sources.map(\.path)
        guard let original = WidgetLibraryRecord.read(from: recordURL), original.key == key, Set(original.files.keys) == Set(paths) else { return .notTaken }
        var record = original
        let changed = paths.filter { record.files[$0]?.text != texts[$0] }
        guard changed.count <= Self.directFileLimit,
              paths.allSatisfy({ manager.fileExists(atPath: outputs(of: $0).object) }),
              record.jobs.link.allSatisfy({ !$0.hasPrefix("@") || manager.fileExists(atPath: String($0.dropFirst())) })
        else { return .notTaken }
        var output = ""
        let named = changed.map(name(of:))
        if !changed.isEmpty {
            announce?("compiling \(named.joined(separator: ", ")) of \(package.sources.root.path) against this island's TermIsland")
            let command = record.jobs.frontend.command(inputs: paths, primaries: Set(changed)) { outputs(of: $0) }
            // The objects may change from here: until the end, the record vouches for none.
            try? record.invalidated.write(to: recordURL)
            let compiled = try ToolRun.run(command, mergingErrors: true)
            output = compiled.output
            guard compiled.succeeded else {
                // An error in the user's code is said as the driver would say it (the frontend's
                // own words); anything else, a word of the command refused, is left to the driver.
                let aboutTheFiles = compiled.output.split(separator: "\n").contains { line in
                    // (A copy answering `#if os(iOS)` names the user's own file, by `#sourceLocation`.)
                    line.contains(" error: ") && (line.hasPrefix(package.sources.root.path + "/") || paths.contains { line.hasPrefix($0 + ":") })
                }
                guard aboutTheFiles else { return .fellBack("the compiler refused the direct compile") }
                // The frontend writes no object when the code has an error: the record holds.
                try? original.write(to: recordURL)
                return .built(Outcome(result: BuildResult(succeeded: false, output: compiled.output, package: package), library: nil, compiled: true))
            }
            for path in changed {
                guard let provided = try? SwiftDependencyFile(contentsOf: URL(fileURLWithPath: outputs(of: path).dependencies)).providedInterface,
                      let text = texts[path] else { return .fellBack("\(name(of: path))'s dependencies cannot be read") }
                guard provided == record.files[path]?.interface else { return .fellBack("\(name(of: path)) changed more than function bodies") }
                record.files[path]?.text = text
            }
        }
        let partial = library.appendingPathExtension("partial")
        try? manager.removeItem(at: partial)
        guard (try? ToolRun.run(record.jobs.link(writing: partial.path), mergingErrors: true))?.succeeded == true else {
            return .fellBack("the direct link failed")
        }
        do {
            try manager.moveItem(at: partial, to: library)
        } catch {
            throw .failure("\(library.path): cannot keep the compiled widget library: \(error.localizedDescription)")
        }
        // The driver's own library is older than these objects now: its next build must link anew.
        try? manager.removeItem(atPath: objects.appendingPathComponent("lib\(package.target).so").path)
        if (try? record.write(to: recordURL)) == nil { try? manager.removeItem(at: recordURL) }
        pruneLibraries(keeping: library)
        return .built(Outcome(result: BuildResult(succeeded: true, output: output, package: package), library: library, compiled: true))
    }

    /// A source as the user knows it: its path in the folder, or the entry island writes.
    func name(of path: String) -> String {
        let root = package.targetDirectory.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : "island's entry file"
    }

    /// Before the driver builds: whatever it leaves if it stops half-way, the record vouches for
    /// no object (its jobs are kept for the record written after it).
    func invalidateRecord() {
        if let record = WidgetLibraryRecord.read(from: recordURL) { try? record.invalidated.write(to: recordURL) }
    }

    /// After the driver's build: the record of what each object was compiled from, and the
    /// driver's jobs (asked again only when the settings changed). Without a readable dependency
    /// file for every source, or jobs this can read, there is no record and the next build is
    /// the driver's again.
    func recordCompile(sources: [URL], texts: [String: String], key: String, arguments: [String], linked: URL) {
        let manager = FileManager.default
        let previous = WidgetLibraryRecord.read(from: recordURL)
        try? manager.removeItem(at: recordURL)
        let inputs = sources.map(\.path)
        var files: [String: WidgetLibraryRecord.File] = [:]
        for source in sources {
            guard let text = texts[source.path],
                  let provided = try? SwiftDependencyFile(contentsOf: URL(fileURLWithPath: outputs(of: source.path).dependencies)).providedInterface
            else { return }
            files[source.path] = WidgetLibraryRecord.File(text: text, interface: provided)
        }
        var jobs = previous.flatMap { $0.key == key && $0.inputs == inputs ? $0.jobs : nil }
        if jobs == nil {
            // Every job, not only those an incremental build would run now: the driver is asked
            // without `-incremental`, and runs nothing.
            let printed = try? ToolRun.run(["swiftc"] + arguments.filter { $0 != "-incremental" }
                                           + ["-driver-print-jobs", "-o", linked.path] + sources.map(\.path), mergingErrors: false)
            if let printed, printed.succeeded { jobs = DriverJobs(printed: printed.output, inputs: sources.map(\.path)) }
            // The linker clang would run, run without clang.
            if var found = jobs, let clang = found.link.first,
               let asked = try? ToolRun.run([clang, "-###"] + found.link.dropFirst(), mergingErrors: true), asked.succeeded,
               let linker = DriverJobs.linkerCommand(clangPrinted: asked.output) {
                found.link = linker
                jobs = found
            }
            // Without the libraries island itself names, which the library finds in island.
            if var found = jobs, let loaded = ELFLibraries.needed(byExecutableAt: toolchain.executable.path) {
                found.link = found.link(leavingOut: loaded)
                jobs = found
            }
        }
        guard let jobs else { return }
        try? WidgetLibraryRecord(key: key, files: files, inputs: inputs, jobs: jobs).write(to: recordURL)
    }
}
