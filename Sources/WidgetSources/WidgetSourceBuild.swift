import Foundation

/// `swift build` of one widget's target in its cached package (the fifth stage).
package enum WidgetSourceBuild {
    /// Builds `package`'s target; `announce` is told what is built first (the rebuilds of
    /// `preview --watch` pass nothing, and say nothing).
    package static func run(_ package: WidgetSourcePackage, announce: ((String) -> Void)? = nil) throws(WidgetSourceProblem) -> BuildResult {
        if let announce {
            let first = !FileManager.default.fileExists(atPath: package.executable.path)
            let sources = package.sources
            let count = sources.files.count
            // A project's target is named; a folder is its path.
            let what = sources.identity == sources.root.path ? sources.root.path : "\(sources.root.path): the target \(sources.label)"
            let modules = sources.modules.isEmpty ? "" : " and the module\(sources.modules.count == 1 ? "" : "s") \(sources.modules.map(\.name).joined(separator: ", "))"
            announce("building \(what) (\(count) Swift file\(count == 1 ? "" : "s")\(modules)) against TermIsland\(first ? "; the first build takes a few minutes" : "")")
        }
        // Here, not where the package is written: deciding it stats each of TermIsland's 700
        // source files, which a run on a loaded library (the warm loop) has no use for.
        if let termIsland = try? WidgetSourcePackage.termIslandRoot() { package.discardBuildIfTermIslandChanged(termIsland: termIsland) }
        let built = try ToolRun.run(["swift", "build", "--package-path", package.workspace.path, "--product", package.target], mergingErrors: true)
        return BuildResult(succeeded: built.succeeded, output: built.output, package: package)
    }
}
