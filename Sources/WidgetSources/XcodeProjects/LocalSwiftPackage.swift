import Foundation

/// A local Swift package as its manifest describes it, read by `swift package dump-package`
/// (the manifest evaluated by SwiftPM itself, printed as JSON): its products, the targets behind
/// each, and the packages it depends on.
package struct LocalSwiftPackage: Equatable, Sendable {
    package struct Target: Equatable, Sendable {
        package let name: String
        /// Its sources folder, absolute.
        package let folder: URL
        package let kind: String
        /// The targets of this package it depends on.
        package let targets: [String]
        /// The products of other packages it depends on, with the package's identity.
        package let products: [(product: String, package: String)]
        package let exclude: [String]
        /// Its resources, relative to `folder`, each copied or processed (`Bundle.module`).
        package let resources: [String]

        package static func == (left: Self, right: Self) -> Bool {
            left.name == right.name && left.folder == right.folder && left.targets == right.targets
                && left.products.map(\.product) == right.products.map(\.product)
        }
    }

    /// A package it depends on: where it is.
    package enum Dependency: Equatable, Sendable {
        case local(identity: String, path: String)
        case remote(identity: String, url: String)
    }

    package let folder: URL
    package let products: [String: [String]]
    package let targets: [String: Target]
    package let dependencies: [Dependency]

    /// Reads the package in `folder`.
    package init(folder: URL) throws(WidgetSourceProblem) {
        let dumped = try ToolRun.run(["swift", "package", "dump-package", "--package-path", folder.path], mergingErrors: false)
        guard dumped.succeeded else {
            let message = dumped.errors.split(separator: "\n").first.map(String.init) ?? "exit status \(dumped.status)"
            throw .usage("\(folder.path)/Package.swift: the local package's manifest does not load: \(message)")
        }
        try self.init(folder: folder, dump: Data(dumped.output.utf8))
    }

    /// The package in `folder` from `swift package dump-package`'s JSON.
    package init(folder: URL, dump: Data) throws(WidgetSourceProblem) {
        guard let object = try? JSONSerialization.jsonObject(with: dump) as? [String: Any] else {
            throw .failure("\(folder.path): swift package dump-package printed no JSON")
        }
        self.folder = folder
        var products: [String: [String]] = [:]
        for product in object["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        self.products = products
        var targets: [String: Target] = [:]
        for target in object["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            var local: [String] = [], external: [(String, String)] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = dependency["byName"] as? [Any], let first = byName.first as? String { local.append(first) }
                if let named = dependency["target"] as? [Any], let first = named.first as? String { local.append(first) }
                if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    external.append((name, product.count > 1 ? (product[1] as? String ?? name) : name))
                }
            }
            let type = target["type"] as? String ?? "regular"
            let defaultRoot = type == "test" ? "Tests" : "Sources"
            let path = target["path"] as? String ?? "\(defaultRoot)/\(name)"
            targets[name] = Target(
                name: name, folder: folder.appendingPathComponent(path).standardizedFileURL, kind: type, targets: local, products: external,
                exclude: target["exclude"] as? [String] ?? [],
                resources: (target["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
        }
        self.targets = targets
        dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            if let local = (dependency["fileSystem"] as? [[String: Any]])?.first, let identity = local["identity"] as? String {
                return .local(identity: identity, path: local["path"] as? String ?? "")
            }
            if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first, let identity = remote["identity"] as? String {
                let location = remote["location"] as? [String: Any]
                let url = ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String) ?? identity
                return .remote(identity: identity, url: url)
            }
            return nil
        }
    }

    /// The targets behind `product`, each with the targets of this package they depend on, in
    /// dependency order (a target after those it imports).
    package func targets(of product: String) -> [Target] {
        var ordered: [Target] = []
        var seen: Set<String> = []
        func visit(_ name: String) {
            guard !seen.contains(name), let target = targets[name] else { return }
            seen.insert(name)
            target.targets.forEach(visit)
            ordered.append(target)
        }
        (products[product] ?? []).forEach(visit)
        return ordered
    }
}
