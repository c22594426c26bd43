import Foundation

/// The Swift files of a widget folder (or the files named), as `island preview <folder>` builds
/// them: every `.swift` file below the folder, but none under `__Snapshots__`, `.build` or a
/// hidden folder, and no `Package.swift`.
struct WidgetFolderSources {
    /// The folder the files are in (for a list of files, the first one's folder).
    let root: URL
    /// The files, relative to `root`, sorted.
    let files: [String]

    /// Whether `argument` names a widget folder or a Swift file rather than an example or a
    /// JSON file.
    static func names(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { return false }
        return isDirectory.boolValue || argument.hasSuffix(".swift")
    }

    init(_ arguments: [String]) throws {
        guard let first = arguments.first else { throw UsageError("no widget folder given") }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            guard arguments.count == 1 else { throw UsageError("unexpected argument \"\(arguments[1])\": give one widget folder, or Swift files") }
            root = URL(fileURLWithPath: first).standardizedFileURL
            let found = Self.swiftFiles(below: root)
            guard found.count <= Self.largestFolder else {
                throw UsageError("\(first): more than \(Self.largestFolder) Swift files below this folder; give your widget extension's own folder")
            }
            files = found
            if files.isEmpty { throw UsageError("\(first): no .swift file in this folder") }
        } else {
            let urls = arguments.map { URL(fileURLWithPath: $0).standardizedFileURL }
            for (argument, url) in zip(arguments, urls) {
                guard url.pathExtension == "swift", FileManager.default.fileExists(atPath: url.path) else {
                    throw UsageError("\(argument): not a Swift file; give one widget folder, or Swift files")
                }
            }
            let folder = urls[0].deletingLastPathComponent()
            root = folder
            files = urls.map { url in
                url.path.hasPrefix(folder.path + "/") ? String(url.path.dropFirst(folder.path.count + 1)) : url.path
            }
        }
    }

    /// Where the folder's snapshot files go by default: `__Snapshots__` in it.
    static func snapshotsDirectory(for source: String) -> String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory)
        let folder = isDirectory.boolValue ? URL(fileURLWithPath: source) : URL(fileURLWithPath: source).deletingLastPathComponent()
        return folder.appendingPathComponent("__Snapshots__").path
    }

    /// The most Swift files a widget folder may have: a widget extension has tens; more says the
    /// folder given is a whole project, or /tmp, and walking on would only cost time.
    static let largestFolder = 500

    /// Folders that never hold a widget's own sources.
    static let skippedFolders: Set<String> = ["__Snapshots__", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The Swift files below `root`, stopping at one more than `largestFolder`.
    private static func swiftFiles(below root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if skippedFolders.contains(name) || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") { walker.skipDescendants() }
                continue
            }
            if found.count > largestFolder { break }
            guard url.pathExtension == "swift", name != "Package.swift" else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return found.sorted()
    }

    /// The text of each file, for the checks made before building.
    func contents() -> [String: String] {
        var result: [String: String] = [:]
        for file in files { result[file] = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "" }
        return result
    }
}
