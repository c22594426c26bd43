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
    /// The command's arguments that name the widget's sources (a folder, Swift files, a project).
    let sources: [String]
    /// The project's target `--target` chose, if any.
    let target: String?
    let toolchain: WidgetLibraryToolchain

    /// The session of the command running now, when it runs on a loaded library.
    static let current = Mutex<WidgetLibrarySession?>(nil)

    /// A session for the widget `package` was written for, when this island can compile and
    /// load a library for it; why not, when it cannot. A widget of one module with no bundled
    /// resources can: one importing modules of the user's own (a framework target, a local
    /// package) or reading files through `Bundle.main` is built as a package (docs/XcodeProjects.md).
    static func available(for package: WidgetSourcePackage, arguments: [String], target: String?,
                          termIsland: URL) -> Result<WidgetLibrarySession, WidgetLibraryToolchain.Unavailable> {
        guard package.sources.modules.isEmpty, package.sources.resources.isEmpty else {
            return .failure(WidgetLibraryToolchain.Unavailable(description: "the widget imports modules of its own or bundles resources"))
        }
        guard WidgetLibraryContent.programExportsSymbols else {
            return .failure(WidgetLibraryToolchain.Unavailable(description: "this program does not export its symbols to a library"))
        }
        return WidgetLibraryToolchain.of(executable: WidgetLibraryToolchain.currentExecutable, termIsland: termIsland)
            .map { WidgetLibrarySession(sources: arguments, target: target, toolchain: $0) }
    }

    /// The origin of the widget's files, read afresh.
    var origin: any WidgetSourceOrigin { WidgetSourceOrigins.origin(of: sources, target: target) }

    /// Compiles the library when an input changed and loads it: its widgets, or the compiler's
    /// report as the package's build gives it. `package` is the one just written; nil reads the
    /// sources again and writes it (a reload: a file added is in).
    func load(_ package: WidgetSourcePackage? = nil, announce: ((String) -> Void)?) throws -> Result<[any Widget], WidgetSourceBuildFailed> {
        let package = try package ?? WidgetSourcePipeline.package(for: origin)
        let outcome = try WidgetLibraryBuild(package, toolchain: toolchain).run(declarations: package.sources.declarations(), announce: announce)
        guard let library = outcome.library else { return .failure(WidgetSourceBuildFailed(result: outcome.result)) }
        let content = try WidgetLibraryContent.load(library)
        WidgetFolderHost.registerRecords()
        return .success(content.allWidgets)
    }
}

/// A widget's compile that failed: the compiler's messages, with the folder's own paths.
struct WidgetSourceBuildFailed: Error, CustomStringConvertible {
    let result: BuildResult
    var description: String { result.firstError }
}
