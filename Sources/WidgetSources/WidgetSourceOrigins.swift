import Foundation

/// The origin a command line's arguments name: the one place that tells the kinds apart, so a
/// new kind is a case here and an origin of its own, and nothing downstream changes. An Xcode
/// project, a workspace, or a folder holding a project at its top is the project's target
/// (`XcodeProjectTarget`); any other folder, or Swift files, are given files (`GivenWidgetFiles`).
package enum WidgetSourceOrigins {
    /// Whether `arguments` (a command's arguments that are not options) name widget sources
    /// rather than an example or a JSON file: the first names a project, a folder or a Swift file.
    package static func named(by arguments: [String]) -> Bool {
        arguments.first.map { XcodeProjectTarget.names($0) || GivenWidgetFiles.names($0) } ?? false
    }

    /// Whether the first argument names an Xcode project (or workspace, or a folder holding one).
    package static func namesProject(_ arguments: [String]) -> Bool {
        arguments.first.map(XcodeProjectTarget.names) ?? false
    }

    /// The origin of the files `arguments` name; `target` is `--target NAME`.
    package static func origin(of arguments: [String], target: String? = nil) -> any WidgetSourceOrigin {
        if let first = arguments.first, XcodeProjectTarget.names(first) {
            return ProjectArguments(arguments: arguments, target: target)
        }
        return GivenWidgetFiles(arguments)
    }

    /// A project with more arguments than it is an error; one is the project's target.
    struct ProjectArguments: WidgetSourceOrigin {
        let arguments: [String]
        let target: String?

        func sourceFiles() throws(WidgetSourceProblem) -> WidgetSourceFiles {
            guard arguments.count == 1 else {
                throw .usage("unexpected argument \"\(arguments[1])\": give one Xcode project (or workspace), and --target NAME to choose its widget extension")
            }
            return try XcodeProjectTarget(arguments[0], target: target).sourceFiles()
        }
    }

    /// Where the snapshot files go by default: beside the extension's files for a project,
    /// `__Snapshots__` in the folder given otherwise.
    package static func snapshotsDirectory(for arguments: [String], target: String?) throws(WidgetSourceProblem) -> String {
        guard let first = arguments.first else { throw .usage("no widget folder given") }
        guard XcodeProjectTarget.names(first) else { return GivenWidgetFiles.snapshotsDirectory(for: first) }
        return try origin(of: arguments, target: target).sourceFiles().snapshotsDirectory?.path ?? GivenWidgetFiles.snapshotsDirectory(for: first)
    }
}
