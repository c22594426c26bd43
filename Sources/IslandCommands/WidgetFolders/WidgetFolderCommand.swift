import Foundation

/// `island preview <folder>`, `island snapshot <folder>` and `island lint <folder>`: builds the folder's files,
/// unchanged, into its cached package (WidgetFolderPackage) and runs the program that makes,
/// with the same arguments; a compile error is shown with the folder's own paths and a hint.
enum WidgetFolderCommand {
    /// Options each folder command takes, checked before anything is built.
    static let accepted: [String: [CommandOptions.Name]] = [
        "preview": PreviewCommand.options,
        "snapshot": FolderSnapshotCommand.options,
        "lint": LintCommand.options,
        "list": [],
    ]

    /// Whether the arguments name a widget folder or Swift files (the first word that is not
    /// an option or an option's value), rather than an example or a JSON file.
    static func takes(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") && argument != "-" {
                let name = CommandOptions.Name(rawValue: String(argument.split(separator: "=", maxSplits: 1)[0]))
                index += (argument.contains("=") || name?.isSwitch != false) ? 1 : 2
                continue
            }
            if argument == "-o" { index += 2; continue }
            return WidgetFolderSources.names(argument)
        }
        return false
    }

    static func run(_ command: String, _ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: accepted[command] ?? [], repeatable: [.device])
        try FolderSnapshotCommand.validate(options)
        let sources = try WidgetFolderSources(options.positional)
        let termIsland = try WidgetFolderPackage.termIslandRoot()
        let package = WidgetFolderPackage(sources: sources, termIsland: termIsland, cache: WidgetFolderPackage.cacheRoot())
        do {
            try package.write(termIsland: termIsland)
            package.discardBuildIfTermIslandChanged(termIsland: termIsland)
        } catch {
            throw CommandFailure("\(package.workspace.path): cannot write the widget folder's package: \(error.localizedDescription)")
        }
        let build = try WidgetFolderBuild.run(package)
        guard build.succeeded else {
            Console.current.writeError(CompilerMessages(build.output, package: package).report)
            return 1
        }
        // The program rebuilds itself on save (`preview --watch`): it is told which package it is.
        setenv(FolderWatch.workspaceVariable, package.workspace.path, 1)
        setenv(FolderWatch.targetVariable, package.target, 1)
        return try launch(package.executable, [command] + arguments)
    }

    /// Runs the built host with `arguments`, in this process's place: the terminal, the
    /// signals and the exit status are the host's.
    private static func launch(_ executable: URL, _ arguments: [String]) throws -> Int32 {
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
