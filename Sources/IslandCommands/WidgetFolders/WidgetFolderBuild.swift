import Foundation

/// `swift build` of one folder's target in its cached package, its output kept for the report.
struct WidgetFolderBuild {
    let succeeded: Bool
    let output: String

    static func run(_ package: WidgetFolderPackage) throws -> WidgetFolderBuild {
        let first = !FileManager.default.fileExists(atPath: package.executable.path)
        Island.printError("building \(package.sources.root.path) (\(package.sources.files.count) Swift file\(package.sources.files.count == 1 ? "" : "s")) against TermIsland\(first ? "; the first build takes a few minutes" : "")")
        return try run(workspace: package.workspace, target: package.target)
    }

    /// Builds `target` of the package at `workspace`, saying nothing (the previewer's reload).
    static func run(workspace: URL, target: String) throws -> WidgetFolderBuild {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", workspace.path, "--product", target]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run swift build (is Swift on PATH?): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return WidgetFolderBuild(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
}
