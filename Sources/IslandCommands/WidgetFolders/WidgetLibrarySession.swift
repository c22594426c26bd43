import Foundation
import IslandCommandLine
import LiveActivity
import Synchronization
import WidgetPreviews
import WidgetSources

/// A widget folder run inside `island` itself (docs/WidgetFolders.md, "The warm loop"): its
/// files compiled into a library against the running island's modules and loaded, so the
/// command runs in this process. `preview --watch` compiles and loads the library again on save
/// and keeps the previewer's session; when there is nothing to compile (`TERMISLAND_NO_LIBRARY`,
/// an `island` without its build's modules beside it) the package is built and run instead.
struct WidgetLibrarySession: Sendable {
    /// The command's arguments that name the widget's sources (a folder, Swift files).
    let sources: [String]
    let toolchain: WidgetLibraryToolchain

    /// The session of the command running now, when it runs on a loaded library.
    static let current = Mutex<WidgetLibrarySession?>(nil)

    /// A session for the widget `sources` name, when this island can compile and load a library
    /// for it; nil, with why, when it cannot.
    static func available(for sources: [String], termIsland: URL) -> Result<WidgetLibrarySession, WidgetLibraryToolchain.Unavailable> {
        guard WidgetLibraryContent.programExportsSymbols else {
            return .failure(WidgetLibraryToolchain.Unavailable(description: "this program does not export its symbols to a library"))
        }
        return WidgetLibraryToolchain.of(executable: WidgetLibraryToolchain.currentExecutable, termIsland: termIsland)
            .map { WidgetLibrarySession(sources: sources, toolchain: $0) }
    }

    /// Reads the sources again (a file added is in), writes the package's files, compiles the
    /// library when an input changed, and loads it: its widgets, or the compiler's report as the
    /// package's build gives it.
    func load(announce: ((String) -> Void)?) throws -> Result<[any Widget], WidgetSourceBuildFailed> {
        let package = try WidgetSourcePipeline.package(for: WidgetSourceOrigins.origin(of: sources))
        let outcome = try WidgetLibraryBuild(package, toolchain: toolchain).run(declarations: package.sources.declarations(), announce: announce)
        guard let library = outcome.library else { return .failure(WidgetSourceBuildFailed(result: outcome.result)) }
        let content = try WidgetLibraryContent.load(library)
        AssetColors.registerAll()
        return .success(content.allWidgets)
    }
}

/// A widget's compile that failed: the compiler's messages, with the folder's own paths.
struct WidgetSourceBuildFailed: Error, CustomStringConvertible {
    let result: BuildResult
    var description: String { result.firstError }
}
