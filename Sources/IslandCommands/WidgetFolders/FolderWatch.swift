import Foundation
import IslandInputs
import IslandPreview
import TerminalCanvas

/// `island preview <folder> --watch` inside the folder's program: when a file of the folder
/// changes, the program builds its package again; if that fails the compiler's first error shows
/// on the status line and the last good version stays, and if it succeeds the new program takes
/// over at the moment the previewer showed (`--at`), with the same arguments otherwise.
enum FolderWatch {
    /// Set by `island` before it starts the program: the package and the target to rebuild.
    static let workspaceVariable = "TERMISLAND_WIDGET_WORKSPACE"
    static let targetVariable = "TERMISLAND_WIDGET_TARGET"

    /// A build that failed: its first error, with the folder's own path.
    struct BuildFailed: Error, CustomStringConvertible {
        let description: String
    }

    static func watching(_ positional: [String], arguments: [String]) throws -> (files: FileWatch, reload: () throws -> Scenario) {
        let environment = ProcessInfo.processInfo.environment
        guard let workspace = environment[workspaceVariable], let target = environment[targetVariable] else {
            throw UsageError("--watch: this program was not started by island preview <folder> --watch")
        }
        let sources = try WidgetFolderSources(positional)
        let files = FileWatch(paths: sources.files.map { $0.hasPrefix("/") ? $0 : sources.root.appendingPathComponent($0).path })
        let executable = CommandLine.arguments[0]
        return (files, {
            // With reuse off (`Reuse`) the rebuild is a clean one, as the first build was.
            if Reuse.isOff { try? FileManager.default.removeItem(at: URL(fileURLWithPath: workspace).appendingPathComponent(".build")) }
            let build = try WidgetFolderBuild.run(workspace: URL(fileURLWithPath: workspace), target: target)
            guard build.succeeded else {
                let linked = URL(fileURLWithPath: workspace).appendingPathComponent("Sources/\(target)/").path
                let first = build.output.split(separator: "\n").first { $0.contains("error:") } ?? "the build failed"
                throw BuildFailed(description: first.replacingOccurrences(of: linked, with: sources.root.path + "/"))
            }
            throw PreviewRestart { moment in
                let again = Self.arguments(arguments, at: moment)
                let argv = ([executable] + again).map { strdup($0) } + [nil]
                execv(executable, argv)
            }
        })
    }

    /// The arguments with `--at` set to `moment` (any earlier `--at` removed).
    static func arguments(_ arguments: [String], at moment: Double) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--at" { index += 2; continue }
            if argument.hasPrefix("--at=") { index += 1; continue }
            kept.append(argument)
            index += 1
        }
        return ["preview"] + kept + ["--at", "\(Int(moment.rounded(.down)))s"]
    }
}
