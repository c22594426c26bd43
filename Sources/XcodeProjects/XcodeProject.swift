import Foundation

/// An Xcode project read from its `project.pbxproj`: its targets, the navigator's files and
/// groups with their paths resolved, build settings by configuration, packages and the
/// dependencies between targets. Read with this module's own property-list reader; every
/// object is kept by its ID, and what TermIsland builds with is given typed.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    package let url: URL
    /// The folder the project's paths start from (`SOURCE_ROOT`): the `.xcodeproj`'s folder and
    /// the project's `projectDirPath`.
    package let sourceRoot: String
    /// Every object, by ID, as written.
    package let objects: [String: [String: PropertyListValue]]
    package let targets: [XcodeTarget]
    package let elements: [String: XcodeFileElement]
    package let packages: [String: XcodePackageReference]
    package let packageProducts: [String: XcodePackageProduct]
    package let synchronizedExceptions: [String: XcodeSynchronizedExceptions]
    package let mainGroupID: String?
    /// The project's own build configurations (`buildConfigurationList` of `PBXProject`).
    package let configurationListID: String?
    /// Each element's group, by the element's ID.
    let parents: [String: String]

    /// The project file inside `url` (`App.xcodeproj/project.pbxproj`).
    package static func projectFile(in url: URL) -> URL { url.appendingPathComponent("project.pbxproj") }

    /// Reads `App.xcodeproj`.
    package init(contentsOf url: URL) throws(XcodeProjectError) {
        let file = Self.projectFile(in: url)
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw XcodeProjectError(file: file.path, reason: .unreadable(error.localizedDescription))
        }
        try self.init(bytes: Array(data), url: url)
    }

    /// Reads the text of a project file as if it were in `url`.
    package init(bytes: [UInt8], url: URL) throws(XcodeProjectError) {
        let file = Self.projectFile(in: url).path
        let root: PropertyListValue
        do { root = try PropertyListParser.value(of: bytes) } catch {
            throw XcodeProjectError(file: file, reason: .syntax(error))
        }
        guard let objects = root.dictionary?["objects"]?.dictionary?.compactMapValues(\.dictionary),
              let rootID = root.dictionary?["rootObject"]?.string, let project = objects[rootID] else {
            throw XcodeProjectError(file: file, reason: .malformed("no \"objects\" and \"rootObject\" naming a PBXProject"))
        }
        self.url = url.standardizedFileURL
        self.objects = objects
        let directory = self.url.deletingLastPathComponent().path
        sourceRoot = XcodePath.join(directory, project["projectDirPath"]?.string ?? "")
        mainGroupID = project["mainGroup"]?.string
        configurationListID = project["buildConfigurationList"]?.string

        var elements: [String: XcodeFileElement] = [:]
        var packages: [String: XcodePackageReference] = [:]
        var products: [String: XcodePackageProduct] = [:]
        var exceptions: [String: XcodeSynchronizedExceptions] = [:]
        for (id, object) in objects {
            let isa = object["isa"]?.string ?? ""
            if let kind = Self.elementKinds[isa] {
                elements[id] = XcodeFileElement(
                    id: id, kind: kind, name: object["name"]?.string, path: object["path"]?.string,
                    sourceTree: XcodeSourceTree(object["sourceTree"]?.string ?? "<group>"),
                    children: object["children"]?.strings ?? [],
                    fileType: object["explicitFileType"]?.string ?? object["lastKnownFileType"]?.string,
                    exceptions: object["exceptions"]?.strings ?? [])
            }
            switch isa {
            case "XCLocalSwiftPackageReference":
                packages[id] = XcodePackageReference(id: id, location: .local(object["relativePath"]?.string ?? object["path"]?.string ?? ""))
            case "XCRemoteSwiftPackageReference":
                packages[id] = XcodePackageReference(id: id, location: .remote(url: object["repositoryURL"]?.string ?? "", requirement: Self.requirement(object["requirement"])))
            case "XCSwiftPackageProductDependency":
                products[id] = XcodePackageProduct(id: id, productName: object["productName"]?.string ?? "", packageID: object["package"]?.string)
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                exceptions[id] = XcodeSynchronizedExceptions(id: id, targetID: object["target"]?.string, membershipExceptions: object["membershipExceptions"]?.strings ?? [])
            default: break
            }
        }
        var parents: [String: String] = [:]
        for (id, element) in elements.sorted(by: { $0.key < $1.key }) {
            for child in element.children where parents[child] == nil { parents[child] = id }
        }
        self.elements = elements
        self.packages = packages
        packageProducts = products
        synchronizedExceptions = exceptions
        self.parents = parents
        targets = (project["targets"]?.strings ?? []).compactMap { id in
            objects[id].map { Self.target(id: id, $0, objects: objects) }
        }
    }

    static let elementKinds: [String: XcodeFileElement.Kind] = [
        "PBXFileReference": .file, "PBXGroup": .group, "PBXVariantGroup": .variantGroup,
        "XCVersionGroup": .versionGroup, "PBXFileSystemSynchronizedRootGroup": .synchronizedFolder,
    ]

    static let phaseKinds: [String: XcodeBuildPhase.Kind] = [
        "PBXSourcesBuildPhase": .sources, "PBXFrameworksBuildPhase": .frameworks, "PBXResourcesBuildPhase": .resources,
        "PBXCopyFilesBuildPhase": .copyFiles, "PBXHeadersBuildPhase": .headers, "PBXShellScriptBuildPhase": .shellScript,
    ]

    /// A remote package's version rule as one would say it: `from 1.2.0`, `branch main`.
    static func requirement(_ value: PropertyListValue?) -> String? {
        guard let rule = value?.dictionary, let kind = rule["kind"]?.string else { return nil }
        switch kind {
        case "upToNextMajorVersion", "upToNextMinorVersion": return rule["minimumVersion"]?.string.map { "from \($0)" }
        case "exactVersion": return rule["version"]?.string.map { "exactly \($0)" }
        case "branch": return rule["branch"]?.string.map { "branch \($0)" }
        case "revision": return rule["revision"]?.string.map { "revision \($0)" }
        case "versionRange": return "\(rule["minimumVersion"]?.string ?? "?") up to \(rule["maximumVersion"]?.string ?? "?")"
        default: return kind
        }
    }

    static func target(id: String, _ object: [String: PropertyListValue], objects: [String: [String: PropertyListValue]]) -> XcodeTarget {
        let phases = (object["buildPhases"]?.strings ?? []).compactMap { phaseID -> XcodeBuildPhase? in
            guard let phase = objects[phaseID] else { return nil }
            let files = (phase["files"]?.strings ?? []).compactMap { fileID -> XcodeBuildFile? in
                guard let file = objects[fileID] else { return nil }
                return XcodeBuildFile(id: fileID, fileID: file["fileRef"]?.string, productID: file["productRef"]?.string)
            }
            return XcodeBuildPhase(id: phaseID, kind: phaseKinds[phase["isa"]?.string ?? ""] ?? .other, files: files)
        }
        return XcodeTarget(
            id: id, name: object["name"]?.string ?? id, productName: object["productName"]?.string,
            productType: object["productType"]?.string.map(XcodeProductType.init), buildPhases: phases,
            dependencyIDs: object["dependencies"]?.strings ?? [], packageProductIDs: object["packageProductDependencies"]?.strings ?? [],
            synchronizedFolderIDs: object["fileSystemSynchronizedGroups"]?.strings ?? [],
            productID: object["productReference"]?.string, configurationListID: object["buildConfigurationList"]?.string)
    }

    // MARK: Paths

    /// Where an element of the navigator is: its `path` from where its `sourceTree` says, a
    /// group's path (or, for a group without one, its group's) for `<group>`.
    package func path(of id: String) -> XcodePath {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> XcodePath {
        guard let element = elements[id] else { return .file(sourceRoot) }
        let own = element.path ?? ""
        let base: XcodePath = switch element.sourceTree {
        case .group:
            // The navigator is a tree; a cycle written by hand stops at the source root.
            if id == mainGroupID || depth > 64 { .file(sourceRoot) } else if let parent = parents[id] { path(of: parent, depth: depth + 1) } else { .file(sourceRoot) }
        case .sourceRoot: .file(sourceRoot)
        case .absolute: .file("/")
        case .builtProducts: .builtProduct("")
        case .sdk: .sdk("")
        case .developer: .developer("")
        case .setting(let name): .setting(name, "")
        }
        return base.appending(own)
    }

    /// The target whose product is the file `id` (`Shared.framework` in a Frameworks phase).
    package func target(producing id: String) -> XcodeTarget? { targets.first { $0.productID == id } }

    package func target(withID id: String) -> XcodeTarget? { targets.first { $0.id == id } }

    /// The targets `target` depends on in this project (`PBXTargetDependency`, directly or
    /// through its `PBXContainerItemProxy`); a dependency in another project is left out.
    package func dependencies(of target: XcodeTarget) -> [XcodeTarget] {
        target.dependencyIDs.compactMap { id in
            guard let dependency = objects[id] else { return nil }
            if let targetID = dependency["target"]?.string { return self.target(withID: targetID) }
            guard let proxyID = dependency["targetProxy"]?.string, let proxy = objects[proxyID],
                  let remote = proxy["remoteGlobalIDString"]?.string else { return nil }
            return self.target(withID: remote)
        }
    }
}

/// Why a project could not be read: the file, and what is wrong where.
package struct XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        case unreadable(String)
        case syntax(PropertyListError)
        case malformed(String)
    }

    package let file: String
    package let reason: Reason

    package init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// `App.xcodeproj/project.pbxproj:12:5: expected ";" …`
    package var description: String {
        switch reason {
        case .unreadable(let why): "\(file): cannot read the project file: \(why)"
        case .syntax(let error): "\(file):\(error)"
        case .malformed(let why): "\(file): not an Xcode project file: \(why)"
        }
    }
}
