import Foundation

/// A file a target builds or bundles, with where it is.
package struct XcodeTargetFile: Equatable, Sendable {
    /// The navigator's element, or nil for a file found in a synchronized folder.
    package let elementID: String?
    package let path: XcodePath
    package let fileType: String?
}

extension XcodeProject {
    /// The files of `target`'s phases of `kind`, with their paths (a variant group's files each).
    package func files(of target: XcodeTarget, in kind: XcodeBuildPhase.Kind) -> [XcodeTargetFile] {
        target.phases(kind).flatMap(\.files).flatMap { file -> [XcodeTargetFile] in
            guard let id = file.fileID, let element = elements[id] else { return [] }
            let members = element.kind == .variantGroup ? element.children : [id]
            return members.map { XcodeTargetFile(elementID: $0, path: path(of: $0), fileType: elements[$0]?.fileType) }
        }
    }

    /// The files of the synchronized folders that are members of `target`: every file below a
    /// folder of its own (`fileSystemSynchronizedGroups`) except its exceptions, and the files
    /// another target's folder lists as exceptions for it (a file of the app's folder added to
    /// the extension). Hidden files are left out; a folder whose name has an extension
    /// (`Assets.xcassets`, `Model.xcdatamodeld`) is one file, as Xcode takes it.
    package func synchronizedFiles(of target: XcodeTarget) -> [XcodeTargetFile] {
        var found: [XcodeTargetFile] = []
        let own = Set(target.synchronizedFolderIDs)
        for (id, folder) in elements.sorted(by: { $0.key < $1.key }) where folder.kind == .synchronizedFolder {
            guard let root = path(of: id).filePath else { continue }
            let exceptions = folder.exceptions.compactMap { synchronizedExceptions[$0] }.filter { $0.targetID == target.id }
            let listed = Set(exceptions.flatMap(\.membershipExceptions))
            if own.contains(id) {
                for file in Self.filesBelow(root) where !listed.contains(file) {
                    found.append(XcodeTargetFile(elementID: nil, path: .file(root + "/" + file), fileType: nil))
                }
            } else {
                for file in listed.sorted() {
                    found.append(XcodeTargetFile(elementID: nil, path: .file(XcodePath.join(root, file)), fileType: nil))
                }
            }
        }
        return found
    }

    /// The files below `root`, relative to it, sorted; bundles (`*.xcassets`) counted as files.
    package static func filesBelowFolder(_ root: String) -> [String] { filesBelow(root) }

    static func filesBelow(_ root: String) -> [String] {
        let base = URL(fileURLWithPath: root)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let url as URL in walker {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            if isFolder {
                guard !url.pathExtension.isEmpty else { continue }
                walker.skipDescendants()
            }
            files.append(relative)
        }
        return files.sorted()
    }
}
