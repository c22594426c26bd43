import Foundation
import IslandCommandLine
import WidgetSources

/// `island preview <folder>`, `island snapshot <folder>` and `island lint <folder>`: builds the
/// folder's files, unchanged, into its cached package (WidgetSources) and runs the program that
/// makes with the same command line, where the same command runs on the widgets linked in; a
/// compile error is shown with the folder's own paths and a hint.
enum WidgetSourceLaunch {
    static func run(_ invocation: Invocation, target: String? = nil,
                    environment given: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        var environment = given
        // A preview child started ahead of a save (PreviewIsolation+Children): told at the save
        // what a child started then would find in its environment, it goes on as that one.
        if let log = environment[PreviewIsolation.waitingVariable] {
            guard let assigned = PreviewIsolation.awaitAssignment(log: log) else { return 0 }
            unsetenv(PreviewIsolation.waitingVariable)
            setenv(PreviewIsolation.childVariable, String(assigned.first), 1)
            setenv(PreviewIsolation.libraryVariable, assigned.library, 1)
            environment = ProcessInfo.processInfo.environment
        }
        // A preview run apart is given the library its parent loaded: it draws exactly those
        // previews, without reading the folder again or looking for anything to compile.
        if environment[PreviewIsolation.childVariable] != nil, let library = environment[PreviewIsolation.libraryVariable] {
            let content = try WidgetLibraryContent.load(URL(fileURLWithPath: library))
            WidgetFolderHost.registerRecords()
            return Island.run(invocation.commandLine, linkedWidgets: content.allWidgets)
        }
        let package = try WidgetSourcePipeline.package(for: WidgetSourceOrigins.origin(of: invocation.positional, target: target))
        for note in package.sources.notes { Island.printError("note: \(note)") }
        // In this process when it can (the warm loop): the widget compiled into a library
        // against this island's own modules and loaded; else the package built and run.
        if case .success(let session) = WidgetLibrarySession.available(for: package, arguments: invocation.positional, target: target,
                                                                       termIsland: try WidgetSourcePackage.termIslandRoot()) {
            return try runLoaded(session, invocation, package: package)
        }
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

    /// Compiles (when an input changed) and loads the widget's library, then runs the command
    /// here on its widgets, as the package's program would.
    static func runLoaded(_ session: WidgetLibrarySession, _ invocation: Invocation, package: WidgetSourcePackage) throws -> Int32 {
        switch try session.load(package, announce: Island.printError) {
        case .failure(let failed):
            Console.current.writeError(failed.result.report)
            return 1
        case .success(let widgets):
            WidgetLibrarySession.current.withLock { $0 = session }
            return Island.run(invocation.commandLine, linkedWidgets: widgets)
        }
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
