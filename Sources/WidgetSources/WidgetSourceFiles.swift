import Foundation
import SwiftSourceText

/// Which files a widget is built from: the first stage's answer, whatever found them. A widget
/// folder gives files alone; an Xcode project's target gives the rest too: the modules it
/// imports, its resources and catalogues, its compilation conditions and language mode.
package struct WidgetSourceFiles: Equatable, Sendable {
    /// The folder the files are in (for a list of files, the first one's folder; for a project,
    /// the folder holding the `.xcodeproj`): its asset catalogues and intent definitions are
    /// the widget's too, unless `assetCatalogs` says which.
    package let root: URL
    /// The files, relative to `root` (or absolute, when outside it), sorted.
    package let files: [String]
    /// What names the widget's target in the cached package (the folder's name, or the
    /// project's extension target's), and what tells two widgets of the same name apart.
    package var label: String
    package var identity: String
    /// The modules the widget imports that are built from the user's own code: a framework
    /// target's, a local package's (none for a folder).
    package var modules: [WidgetSourceModule] = []
    /// Files the widget reads through `Bundle.main` (Copy Bundle Resources), put beside its program.
    package var resources: [URL] = []
    /// The asset catalogues (`*.xcassets`) the widget's colours and images come from; nil: those below `root`.
    package var assetCatalogs: [URL]?
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`: each compiled as `-D NAME`.
    package var conditions: [String] = []
    /// The Swift language mode the widget's code is compiled in (5 or 6).
    package var languageMode = 5
    /// More paths to look at for `--watch` than the files: the project file, synchronized folders.
    package var watchedPaths: [String] = []
    /// Where `snapshot --record` writes by default; nil: `__Snapshots__` in the folder given.
    package var snapshotsDirectory: URL?
    /// What the user should know before the build (a framework linked that TermIsland does not stand in for).
    package var notes: [String] = []

    package init(root: URL, files: [String]) {
        self.root = root
        self.files = files
        label = root.lastPathComponent
        identity = root.path
    }

    /// A file's full path.
    package func url(of file: String) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    }

    /// What each file declares, read from its text (a file that cannot be read declares nothing).
    package func declarations() -> WidgetSourceDeclarations {
        WidgetSourceDeclarations(files.map { file in
            (file, SwiftDeclarations((try? String(contentsOf: url(of: file), encoding: .utf8)) ?? ""))
        })
    }

    /// Every path `--watch` looks at: the files, the modules' files, and `watchedPaths`.
    package var allWatchedPaths: [String] {
        files.map { url(of: $0).path } + modules.flatMap { module in module.files.map { module.url(of: $0).path } } + watchedPaths
    }
}

/// A module of the user's own code the widget imports (`import Shared`): a framework target of
/// the project, or a target of a local package, compiled under its own name.
package struct WidgetSourceModule: Equatable, Sendable {
    /// The name the widget's code imports.
    package let name: String
    /// The folder its files are relative to.
    package let root: URL
    /// Its Swift files, relative to `root` (or absolute), sorted.
    package let files: [String]
    /// The other modules (of the same widget) it imports, by name.
    package let dependencies: [String]
    /// Its resources, relative to `root`, reached through `Bundle.module`.
    package let resources: [String]
    /// Its own `SWIFT_ACTIVE_COMPILATION_CONDITIONS`.
    package let conditions: [String]

    package init(name: String, root: URL, files: [String], dependencies: [String] = [], resources: [String] = [], conditions: [String] = []) {
        self.name = name
        self.conditions = conditions
        self.root = root
        self.files = files
        self.dependencies = dependencies
        self.resources = resources
    }

    package func url(of file: String) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    }
}
