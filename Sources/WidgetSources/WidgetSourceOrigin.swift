import Foundation

/// Where a widget's Swift files come from: what the rest of the path (declarations, generated
/// files, the package, the build) starts from, without knowing how they were found. Today a
/// widget folder or files given on the command line (`GivenWidgetFiles`); an Xcode project's
/// target is the next (issue 38).
package protocol WidgetSourceOrigin {
    /// The files, or why there are none to build.
    func sourceFiles() throws(WidgetSourceProblem) -> WidgetSourceFiles
}

/// The Swift files of a widget folder (or the files named), as `island preview <folder>` builds
/// them: every `.swift` file below the folder, but none under `__Snapshots__`, `.build` or a
/// hidden folder, and no `Package.swift`.
package struct GivenWidgetFiles: WidgetSourceOrigin {
    /// The command's arguments that are not options: one folder, or Swift files.
    package let arguments: [String]

    package init(_ arguments: [String]) { self.arguments = arguments }

    /// Whether `argument` names a widget folder or a Swift file rather than an example or a
    /// JSON file.
    package static func names(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { return false }
        return isDirectory.boolValue || argument.hasSuffix(".swift")
    }

    package func sourceFiles() throws(WidgetSourceProblem) -> WidgetSourceFiles {
        guard let first = arguments.first else { throw .usage("no widget folder given") }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            guard arguments.count == 1 else { throw .usage("unexpected argument \"\(arguments[1])\": give one widget folder, or Swift files") }
            let root = URL(fileURLWithPath: first).standardizedFileURL
            let found = Self.swiftFiles(below: root)
            guard found.count <= Self.largestFolder else {
                throw .usage("\(first): more than \(Self.largestFolder) Swift files below this folder; give your widget extension's own folder")
            }
            if found.isEmpty { throw .usage("\(first): no .swift file in this folder") }
            return WidgetSourceFiles(root: root, files: found)
        }
        let urls = arguments.map { URL(fileURLWithPath: $0).standardizedFileURL }
        for (argument, url) in zip(arguments, urls) {
            guard url.pathExtension == "swift", FileManager.default.fileExists(atPath: url.path) else {
                throw .usage("\(argument): not a Swift file; give one widget folder, or Swift files")
            }
        }
        let folder = urls[0].deletingLastPathComponent()
        return WidgetSourceFiles(root: folder, files: urls.map { url in
            url.path.hasPrefix(folder.path + "/") ? String(url.path.dropFirst(folder.path.count + 1)) : url.path
        })
    }

    /// Where the folder's snapshot files go by default: `__Snapshots__` in it.
    package static func snapshotsDirectory(for source: String) -> String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory)
        let folder = isDirectory.boolValue ? URL(fileURLWithPath: source) : URL(fileURLWithPath: source).deletingLastPathComponent()
        return folder.appendingPathComponent("__Snapshots__").path
    }

    /// The most Swift files a widget folder may have: a widget extension has tens; more says the
    /// folder given is a whole project, or /tmp, and walking on would only cost time.
    package static let largestFolder = 500

    /// Folders that never hold a widget's own sources.
    static let skippedFolders: Set<String> = ["__Snapshots__", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The Swift files below `root`, stopping at one more than `largestFolder`.
    /// Hidden entries are left out; links are listed, never followed into.
    private static func swiftFiles(below root: URL) -> [String] {
        var found: [String] = []
        var folders = [""]
        walking: while let folder = folders.popLast() {
            // In name order, so that the files kept at the limit are always the same ones.
            for entry in FolderEntry.entries(of: root.path + (folder.isEmpty ? "" : "/" + folder)).sorted(by: { $0.name < $1.name }) {
                let name = entry.name
                if name.hasPrefix(".") { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if entry.kind == .directory {
                    if !(skippedFolders.contains(name) || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj")) { folders.append(relative) }
                    continue
                }
                if found.count > largestFolder { break walking }
                guard name.hasSuffix(".swift"), name.count > ".swift".count, name != "Package.swift" else { continue }
                found.append(relative)
            }
        }
        return found.sorted()
    }
}
