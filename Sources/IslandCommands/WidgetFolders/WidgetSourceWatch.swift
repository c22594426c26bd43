import Foundation
import IslandCommandLine
import IslandInputs
import IslandPlayback
import IslandPreview
import TerminalCanvas
import WidgetPreviews
import WidgetSources

/// `island preview <folder> --watch` inside the folder's program: when a file of the folder
/// changes, the program builds its package again; if that fails the compiler's first error shows
/// on the status line and the last good version stays, and if it succeeds the new program takes
/// over at the moment the previewer showed (`--at`), with the same command line otherwise.
enum WidgetSourceWatch {
    /// Set by `island` before it starts the program: the package and the target to rebuild.
    /// The warm loop's watch (docs/WidgetFolders.md): on save the library is compiled again and
    /// loaded into this process, and the previewer goes on with its session (lock, hold, the
    /// selected state, time, device, theme, what was pushed) on the new widgets. The folder itself
    /// is watched too, so a file added or removed is a change.
    static func watching(_ invocation: Invocation, session: WidgetLibrarySession) throws -> (files: FileWatch, reload: () throws -> PreviewReload) {
        let options = try invocation.options(PreviewCommand.usage[0].table)
        let name = ((options.positional.first ?? "widget") as NSString).lastPathComponent
        func watched() throws -> FileWatch {
            let sources = try session.origin.sourceFiles()
            return FileWatch(paths: [sources.root.path] + sources.allWatchedPaths)
        }
        return (try watched(), {
            // Taken before the build, so a save made while it compiles is a change the next
            // look sees, not part of what this build is thought to have compiled.
            let files = try watched()
            switch try session.load(announce: nil) {
            case .failure(let failed):
                throw BuildFailed(description: failed.result.firstError)
            case .success(let widgets):
                // Apart first, as at the start: a save that makes a preview crash or hang
                // costs that preview a card saying so, not the previewer and its session.
                let isolated = try PreviewIsolation.catalog(invocation, widgets: widgets, options: options)
                var catalog = isolated.catalog
                // Named from the folder, as a compile error is, so the status line has room for the reason.
                let folder = (files.paths.first ?? "") + "/"
                let failures = isolated.failures.map { failure in
                    var failure = failure
                    if failure.location.file.hasPrefix(folder) { failure.location.file.removeFirst(folder.count) }
                    return failure
                }
                for failure in failures {
                    catalog.addFailedPreview(title: failure.title, reason: failure.reasonText, place: "\(failure.location.file):\(failure.location.line)")
                }
                let (scenario, kinds) = try PreviewCommand.scenario(for: catalog, named: name, options)
                return PreviewReload(scenario: scenario, kinds: kinds, files: files, failures: failures.map(\.reloaded))
            }
        })
    }

    static let workspaceVariable = "TERMISLAND_WIDGET_WORKSPACE"
    static let targetVariable = "TERMISLAND_WIDGET_TARGET"

    /// A build that failed: its first error, with the folder's own path.
    struct BuildFailed: Error, CustomStringConvertible {
        let description: String
    }

    static func watching(_ invocation: Invocation,
                         environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (files: FileWatch, reload: () throws -> PreviewReload) {
        if let session = WidgetLibrarySession.current.withLock({ $0 }) { return try watching(invocation, session: session) }
        guard let workspace = environment[workspaceVariable], let target = environment[targetVariable] else {
            throw UsageError("--watch: this program was not started by island preview <folder> --watch")
        }
        let chosen = try invocation.options(PreviewCommand.usage[0].table).target
        let origin = WidgetSourceOrigins.origin(of: invocation.positional, target: chosen)
        let sources = try origin.sourceFiles()
        let files = FileWatch(paths: sources.allWatchedPaths)
        let restart = invocation.restart
        let isProject = WidgetSourceOrigins.namesProject(invocation.positional)
        return (files, {
            var package = WidgetSourcePackage(workspace: URL(fileURLWithPath: workspace), target: target, sources: sources)
            // A project is read again: a file added to the target, or to a synchronized folder,
            // is linked into the package before the build.
            if isProject {
                do { package = try WidgetSourcePipeline.package(for: origin) } catch { throw BuildFailed(description: "\(error)") }
            }
            // With reuse off (`Reuse`) the rebuild is a clean one, as the first build was.
            if Reuse.isOff { try? FileManager.default.removeItem(at: package.workspace.appendingPathComponent(".build")) }
            try package.placeSources()
            let build = try WidgetSourceBuild.run(package)
            guard build.succeeded else { throw BuildFailed(description: build.firstError) }
            let executable = try package.program().path
            throw PreviewRestart { moment in
                let argv = ([executable] + restart.commandLine(at: moment)).map { strdup($0) } + [nil]
                execv(executable, argv)
            }
        })
    }
}
