import Foundation
import SwiftSourceText
import XcodeProjects

/// One target's answer to "which files, which modules, which resources": its Swift files
/// wherever they are (the app's folders too), the framework targets and local packages it
/// imports as modules of their own names, its bundled resources and asset catalogues, and its
/// Debug configuration's conditions and language mode.
struct XcodeTargetSources {
    let project: XcodeProject
    let target: XcodeTarget
    /// A workspace's local packages, where a product without a package of the project's is looked for.
    let workspacePackages: [URL]
    let argument: String

    /// Files that are a target's build machinery, not resources it reads.
    static let notResources: Set<String> = ["swift", "h", "m", "mm", "c", "cpp", "entitlements", "xcconfig", "intentdefinition", "docc", "xctestplan", "md"]

    func files() throws(WidgetSourceProblem) -> WidgetSourceFiles {
        let root = URL(fileURLWithPath: project.sourceRoot)
        let swift = project.swiftFiles(of: target)
        guard !swift.isEmpty else { throw .usage("\(argument): the target \"\(target.name)\" compiles no Swift file") }
        var sources = WidgetSourceFiles(root: root, files: swift.map { Self.relative($0, to: root.path) }.sorted())
        sources.label = target.name
        sources.identity = project.url.path + "/" + target.name
        let settings = project.buildSettings(of: target, configuration: "Debug")
        sources.conditions = Self.conditions(settings)
        sources.languageMode = settings.string("SWIFT_VERSION")?.hasPrefix("6") == true ? 6 : 5

        var modules = ModuleCollector(project: project, workspacePackages: workspacePackages)
        try modules.addDependencies(of: target)
        sources.modules = modules.modules
        if !modules.remote.isEmpty {
            try RemotePackageProblem(target: target.name, argument: argument, linked: modules.remote, sources: sources).check()
        }

        let bundled = (project.files(of: target, in: .resources) + project.synchronizedFiles(of: target)).compactMap(\.path.filePath)
        var seen: Set<String> = []
        let unique = bundled.filter { seen.insert($0).inserted }
        // The target's catalogues, and those its packages bundle (their colours are named in
        // the package's code, `Color("Brand", bundle: .module)`).
        let packaged = sources.modules.flatMap { module in
            module.resources.flatMap { resource -> [String] in
                let path = module.url(of: resource).path
                if resource.hasSuffix(".xcassets") { return [path] }
                return XcodeProject.filesBelowFolder(path).filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
            }
        }
        sources.assetCatalogs = (unique.filter { $0.hasSuffix(".xcassets") } + packaged).map { URL(fileURLWithPath: $0) }
        sources.resources = unique.filter { path in
            let name = (path as NSString).lastPathComponent
            let suffix = (name as NSString).pathExtension
            return !Self.notResources.contains(suffix) && suffix != "xcassets" && name != "Info.plist"
                && FileManager.default.fileExists(atPath: path)
        }.map { URL(fileURLWithPath: $0) }

        sources.watchedPaths = [XcodeProject.projectFile(in: project.url).path] + synchronizedFolders(of: [target] + modules.targets)
        sources.snapshotsDirectory = snapshotsFolder(swift)
        sources.notes = modules.unmatchedFrameworks.map { name in
            "\(target.name) links \(name).framework, which TermIsland does not stand in for: code that uses it will not compile"
        }
        return sources
    }

    /// `DEBUG WIDGET` as the names they are; `FOO=1` is not a Swift condition and is left out.
    static func conditions(_ settings: XcodeBuildSettings) -> [String] {
        var seen: Set<String> = []
        return settings.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS").filter { word in
            guard let first = word.first, first.isLetter || first == "_" else { return false }
            return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && seen.insert(word).inserted
        }
    }

    /// `__Snapshots__` in the folder of the first file that declares the widget: beside the
    /// extension's own files, whichever folders its other files are in.
    func snapshotsFolder(_ files: [String]) -> URL {
        let first = files.sorted().first { XcodeWidgetTargetChoice.declaresWidget([$0]) } ?? files.sorted()[0]
        return URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// The synchronized folders the targets draw files from, and every folder below them: a file
    /// added to one changes its folder's modification time.
    func synchronizedFolders(of targets: [XcodeTarget]) -> [String] {
        var folders: [String] = []
        for (id, element) in project.elements.sorted(by: { $0.key < $1.key }) where element.kind == .synchronizedFolder {
            let used = targets.contains { target in
                target.synchronizedFolderIDs.contains(id)
                    || element.exceptions.contains { project.synchronizedExceptions[$0]?.targetID == target.id }
            }
            guard used, let path = project.path(of: id).filePath else { continue }
            folders.append(path)
            if let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
                for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if url.pathExtension.isEmpty { folders.append(url.path) } else { walker.skipDescendants() }
                }
            }
        }
        return folders
    }

    /// `path` relative to `root` when inside it, else as it is.
    static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

/// A product of a remote package that a target links: what the error about it names.
struct RemoteProduct: Equatable {
    let product: String
    let url: String
    let requirement: String?
}

/// The modules a target imports that are built from the user's code, found through the
/// project: framework and library targets it depends on or links (and theirs), and the targets
/// behind the local packages' products it links (and those they depend on).
struct ModuleCollector {
    let project: XcodeProject
    let workspacePackages: [URL]
    private(set) var modules: [WidgetSourceModule] = []
    /// The framework targets taken, for the folders `--watch` looks at.
    private(set) var targets: [XcodeTarget] = []
    private(set) var remote: [RemoteProduct] = []
    /// SDK frameworks linked that TermIsland has no stand-in for (`SwiftData`, `Charts`).
    private(set) var unmatchedFrameworks: [String] = []
    private var packages: [String: LocalSwiftPackage] = [:]

    init(project: XcodeProject, workspacePackages: [URL]) {
        self.project = project
        self.workspacePackages = workspacePackages
    }

    /// The module names `target` imports from the user's code, each collected (with its own).
    @discardableResult
    mutating func addDependencies(of target: XcodeTarget) throws(WidgetSourceProblem) -> [String] {
        var names: [String] = []
        var libraries = project.dependencies(of: target).filter { $0.productType?.isLibrary == true }
        for file in project.files(of: target, in: .frameworks) {
            if let id = file.elementID, let producer = project.target(producing: id), producer.productType?.isLibrary == true,
               !libraries.contains(where: { $0.id == producer.id }) {
                libraries.append(producer)
            }
            if case .sdk(let path) = file.path, path.hasSuffix(".framework") {
                let name = String((path as NSString).lastPathComponent.dropLast(".framework".count))
                if !(AppleModules.names + ["Foundation"]).contains(name), !unmatchedFrameworks.contains(name) { unmatchedFrameworks.append(name) }
            }
        }
        for library in libraries {
            names.append(library.moduleName)
            guard !modules.contains(where: { $0.name == library.moduleName }) else { continue }
            let dependencies = try addDependencies(of: library)
            let root = URL(fileURLWithPath: project.sourceRoot)
            let files = project.swiftFiles(of: library).map { XcodeTargetSources.relative($0, to: root.path) }.sorted()
            modules.append(WidgetSourceModule(name: library.moduleName, root: root, files: files, dependencies: dependencies,
                                              conditions: XcodeTargetSources.conditions(project.buildSettings(of: library))))
            targets.append(library)
        }
        let linked = target.packageProductIDs + target.phases(.frameworks).flatMap(\.files).compactMap(\.productID)
        var seen: Set<String> = []
        for id in linked where seen.insert(id).inserted {
            guard let product = project.packageProducts[id] else { continue }
            names += try addProduct(product)
        }
        return names
    }

    /// The modules of a package product: its local package's targets; a remote one is noted.
    private mutating func addProduct(_ product: XcodePackageProduct) throws(WidgetSourceProblem) -> [String] {
        let projectFolder = project.url.deletingLastPathComponent().path
        var folder: URL?
        if let id = product.packageID, let reference = project.packages[id] {
            switch reference.location {
            case .local(let path): folder = URL(fileURLWithPath: XcodePath.join(projectFolder, path))
            case .remote(let url, let requirement):
                remote.append(RemoteProduct(product: product.productName, url: url, requirement: requirement))
                return []
            }
        } else {
            // A package dragged into the navigator, or a workspace's: the one whose manifest has the product.
            let dragged = project.elements.values.filter { $0.kind == .file && $0.fileType != "sourcecode.swift" }
                .compactMap { project.path(of: $0.id).filePath }
                .filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }.sorted()
            let referenced = project.packages.values.sorted { $0.id < $1.id }.compactMap { reference -> URL? in
                guard case .local(let path) = reference.location else { return nil }
                return URL(fileURLWithPath: XcodePath.join(projectFolder, path))
            }
            for candidate in referenced + dragged.map({ URL(fileURLWithPath: $0) }) + workspacePackages {
                if try package(at: candidate).products[product.productName] != nil { folder = candidate; break }
            }
        }
        guard let folder else { return [] }
        return try addPackageProduct(product.productName, in: folder)
    }

    private mutating func package(at folder: URL) throws(WidgetSourceProblem) -> LocalSwiftPackage {
        if let known = packages[folder.path] { return known }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw .usage("\(folder.path): the project's local package is not there (no Package.swift)")
        }
        let read = try LocalSwiftPackage(folder: folder)
        packages[folder.path] = read
        return read
    }

    private mutating func addPackageProduct(_ product: String, in folder: URL) throws(WidgetSourceProblem) -> [String] {
        let package = try package(at: folder)
        guard package.products[product] != nil else {
            throw .usage("\(folder.path)/Package.swift: no product \"\(product)\", which the project links (its products: \(package.products.keys.sorted().joined(separator: ", ")))")
        }
        var names: [String] = []
        for target in package.targets(of: product) {
            if package.products[product]?.contains(target.name) == true { names.append(target.name) }
            guard target.kind == "regular", !modules.contains(where: { $0.name == target.name }) else { continue }
            var dependencies = target.targets
            for (name, identity) in target.products {
                switch package.dependencies.first(where: { $0.identity == identity }) {
                case .local(_, let path): dependencies += try addPackageProduct(name, in: URL(fileURLWithPath: path))
                case .remote(_, let url): remote.append(RemoteProduct(product: name, url: url, requirement: nil))
                case nil: break
                }
            }
            let files = Self.swiftFiles(below: target.folder, excluding: target.exclude)
            modules.append(WidgetSourceModule(name: target.name, root: target.folder, files: files,
                                              dependencies: dependencies, resources: Self.resources(of: target)))
        }
        return names
    }

    /// A package target's resources: those its manifest declares, and those SwiftPM takes
    /// without a declaration (asset catalogues, localized folders, string catalogues, Core Data
    /// models), which give the target its `Bundle.module` as much as declared ones do.
    static func resources(of target: LocalSwiftPackage.Target) -> [String] {
        let implicit: Set<String> = ["xcassets", "lproj", "xcstrings", "xcdatamodeld", "xcdatamodel", "storyboard", "xib"]
        let declared = target.resources
        let found = XcodeProject.filesBelowFolder(target.folder.path).filter { file in
            implicit.contains((file as NSString).pathExtension)
                && !declared.contains { file == $0 || file.hasPrefix($0 + "/") }
                && !target.exclude.contains { file == $0 || file.hasPrefix($0 + "/") }
        }
        return declared + found
    }

    /// The Swift files below a package target's folder, relative to it, sorted.
    static func swiftFiles(below folder: URL, excluding excluded: [String]) -> [String] {
        XcodeProject.filesBelowFolder(folder.path).filter { file in
            file.hasSuffix(".swift") && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
        }
    }
}

extension LocalSwiftPackage.Dependency {
    var identity: String {
        switch self {
        case .local(let identity, _), .remote(let identity, _): identity
        }
    }
}
