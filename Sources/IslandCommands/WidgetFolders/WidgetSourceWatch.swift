import Foundation
import IslandCommandLine
import IslandInputs
import IslandPreview
import TerminalCanvas
import WidgetSources

/// `island preview <folder> --watch` inside the folder's program: when a file of the folder
/// changes, the program builds its package again; if that fails the compiler's first error shows
/// on the status line and the last good version stays, and if it succeeds the new program takes
/// over at the moment the previewer showed (`--at`), with the same command line otherwise.
enum WidgetSourceWatch {
    /// Set by `island` before it starts the program: the package and the target to rebuild.
    static let workspaceVariable = "TERMISLAND_WIDGET_WORKSPACE"
    static let targetVariable = "TERMISLAND_WIDGET_TARGET"

    /// A build that failed: its first error, with the folder's own path.
    struct BuildFailed: Error, CustomStringConvertible {
        let description: String
    }

    static func watching(_ invocation: Invocation,
                         environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (files: FileWatch, reload: () throws -> Scenario) {
        guard let workspace = environment[workspaceVariable], let target = environment[targetVariable] else {
            throw UsageError("--watch: this program was not started by island preview <folder> --watch")
        }
        let sources = try WidgetSourceOrigins.origin(of: invocation.positional).sourceFiles()
        let package = WidgetSourcePackage(workspace: URL(fileURLWithPath: workspace), target: target, sources: sources)
        let files = FileWatch(paths: sources.files.map { sources.url(of: $0).path })
        let executable = CommandLine.arguments[0]
        let restart = invocation.restart
        return (files, {
            // With reuse off (`Reuse`) the rebuild is a clean one, as the first build was.
            if Reuse.isOff { try? FileManager.default.removeItem(at: package.workspace.appendingPathComponent(".build")) }
            try package.placeSources()
            let build = try WidgetSourceBuild.run(package)
            guard build.succeeded else { throw BuildFailed(description: build.firstError) }
            throw PreviewRestart { moment in
                let argv = ([executable] + restart.commandLine(at: moment)).map { strdup($0) } + [nil]
                execv(executable, argv)
            }
        })
    }
}
