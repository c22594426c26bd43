import Foundation
import IslandCommandLine
import WidgetSources

/// `island preview <folder>`, `island snapshot <folder>` and `island lint <folder>`: builds the
/// folder's files, unchanged, into its cached package (WidgetSources) and runs the program that
/// makes with the same command line, where the same command runs on the widgets linked in; a
/// compile error is shown with the folder's own paths and a hint.
enum WidgetSourceLaunch {
    static func run(_ invocation: Invocation, target: String? = nil) throws -> Int32 {
        let package = try WidgetSourcePipeline.package(for: WidgetSourceOrigins.origin(of: invocation.positional, target: target))
        for note in package.sources.notes { Island.printError("note: \(note)") }
        let build = try WidgetSourceBuild.run(package, announce: Island.printError)
        guard build.succeeded else {
            Console.current.writeError(build.report)
            return 1
        }
        // The program rebuilds itself on save (`preview --watch`): it is told which package it is.
        setenv(WidgetSourceWatch.workspaceVariable, package.workspace.path, 1)
        setenv(WidgetSourceWatch.targetVariable, package.target, 1)
        return try launch(try package.program(), invocation.commandLine)
    }

    /// Runs the built host with `arguments`, in this process's place: the terminal, the
    /// signals and the exit status are the host's.
    static func launch(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        fflush(nil)  // every stream: nothing written before the exec is lost
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        execv(executable.path, argv)
        throw CommandFailure("\(executable.path): cannot run the widget folder's program: \(String(cString: strerror(errno)))")
    }
}

/// A failure while running, said as it is (exit status 1).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
