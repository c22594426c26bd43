/// Where an element's `path` starts from (`sourceTree` in the project file).
package enum XcodeSourceTree: Equatable, Sendable {
    /// `<group>`: the enclosing group's folder.
    case group
    /// `SOURCE_ROOT`: the folder holding the `.xcodeproj`.
    case sourceRoot
    /// `<absolute>`: the path is absolute.
    case absolute
    /// `BUILT_PRODUCTS_DIR`: what a build makes (a framework, an app extension), not a source.
    case builtProducts
    /// `SDKROOT`: the SDK's own files (`System/Library/Frameworks/SwiftUI.framework`).
    case sdk
    /// `DEVELOPER_DIR`: Xcode's own files.
    case developer
    /// Any other build setting (`SRCROOT` is the source root under its other name).
    case setting(String)

    package init(_ text: String) {
        switch text {
        case "<group>": self = .group
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": self = .sourceRoot
        case "<absolute>": self = .absolute
        case "BUILT_PRODUCTS_DIR": self = .builtProducts
        case "SDKROOT": self = .sdk
        case "DEVELOPER_DIR": self = .developer
        default: self = .setting(text)
        }
    }
}

/// Where an element of the project is: a file or folder on this machine, or in a place that
/// only exists while Xcode builds (the products folder, the SDK, Xcode itself).
package enum XcodePath: Equatable, Sendable {
    /// A path on this machine (absolute, standardized).
    case file(String)
    /// Relative to the built products folder: `Shared.framework`.
    case builtProduct(String)
    /// Relative to the SDK: `System/Library/Frameworks/SwiftData.framework`.
    case sdk(String)
    /// Relative to Xcode's developer folder.
    case developer(String)
    /// Relative to a build setting this reader does not know.
    case setting(String, String)

    /// The path on this machine, when it is one.
    package var filePath: String? { if case .file(let path) = self { path } else { nil } }

    /// `path` appended (a `/`-joined path, `..` resolved for files).
    func appending(_ path: String) -> XcodePath {
        guard !path.isEmpty else { return self }
        switch self {
        case .file(let base): return .file(XcodePath.join(base, path))
        case .builtProduct(let base): return .builtProduct(base.isEmpty ? path : base + "/" + path)
        case .sdk(let base): return .sdk(base.isEmpty ? path : base + "/" + path)
        case .developer(let base): return .developer(base.isEmpty ? path : base + "/" + path)
        case .setting(let name, let base): return .setting(name, base.isEmpty ? path : base + "/" + path)
        }
    }

    /// `base` and `path` joined, `.` and `..` resolved; an absolute `path` stands alone.
    package static func join(_ base: String, _ path: String) -> String {
        let whole = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in whole.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// A file, a folder or a group of the project's navigator (`PBXFileReference`, `PBXGroup`,
/// `PBXVariantGroup`, `XCVersionGroup`, `PBXFileSystemSynchronizedRootGroup`).
package struct XcodeFileElement: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case file, group, variantGroup, versionGroup, synchronizedFolder
    }

    package let id: String
    package let kind: Kind
    package let name: String?
    package let path: String?
    package let sourceTree: XcodeSourceTree
    /// A group's members, in the navigator's order.
    package let children: [String]
    /// A file's type (`sourcecode.swift`, `wrapper.framework`, `folder.assetcatalog`), explicit or last known.
    package let fileType: String?
    /// A synchronized folder's exception sets.
    package let exceptions: [String]

    /// The name shown in the navigator: its name, else its path's last part.
    package var displayName: String { name ?? path.map { String($0.split(separator: "/").last ?? "") } ?? id }
}

/// What a target builds (`productType`): `com.apple.product-type.app-extension` and the rest.
package struct XcodeProductType: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(_ rawValue: String) { self.rawValue = rawValue }

    package static let application = XcodeProductType("com.apple.product-type.application")
    package static let appExtension = XcodeProductType("com.apple.product-type.app-extension")
    package static let extensionKitExtension = XcodeProductType("com.apple.product-type.extensionkit-extension")
    package static let framework = XcodeProductType("com.apple.product-type.framework")
    package static let staticFramework = XcodeProductType("com.apple.product-type.framework.static")
    package static let staticLibrary = XcodeProductType("com.apple.product-type.library.static")
    package static let dynamicLibrary = XcodeProductType("com.apple.product-type.library.dynamic")
    package static let unitTests = XcodeProductType("com.apple.product-type.bundle.unit-test")
    package static let uiTests = XcodeProductType("com.apple.product-type.bundle.ui-testing")

    /// Whether the target is an app extension (a widget extension is one).
    package var isExtension: Bool { self == .appExtension || self == .extensionKitExtension }

    /// Whether its product is code other targets import: a framework or a library.
    package var isLibrary: Bool { [.framework, .staticFramework, .staticLibrary, .dynamicLibrary].contains(self) }

    /// `app-extension`
    package var description: String {
        rawValue.hasPrefix("com.apple.product-type.") ? String(rawValue.dropFirst("com.apple.product-type.".count)) : rawValue
    }
}

/// One file of a build phase (`PBXBuildFile`): a file of the navigator or a package's product.
package struct XcodeBuildFile: Equatable, Sendable {
    package let id: String
    /// The `PBXFileReference` (or group) it builds.
    package let fileID: String?
    /// The `XCSwiftPackageProductDependency` it links.
    package let productID: String?
}

/// A target's build phase: which files it compiles, links, copies.
package struct XcodeBuildPhase: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `PBXSourcesBuildPhase`: the files compiled.
        case sources
        /// `PBXFrameworksBuildPhase`: the frameworks and libraries linked.
        case frameworks
        /// `PBXResourcesBuildPhase`: Copy Bundle Resources.
        case resources
        /// `PBXCopyFilesBuildPhase`: an embed or copy step (app extensions, frameworks).
        case copyFiles
        case headers, shellScript, other
    }

    package let id: String
    package let kind: Kind
    package let files: [XcodeBuildFile]
}

/// A target of the project (`PBXNativeTarget`, or an aggregate or legacy one).
package struct XcodeTarget: Equatable, Sendable {
    package let id: String
    package let name: String
    package let productName: String?
    /// Nil for a target that builds no product (an aggregate target).
    package let productType: XcodeProductType?
    package let buildPhases: [XcodeBuildPhase]
    /// The `PBXTargetDependency` objects.
    package let dependencyIDs: [String]
    /// The package products it links (`packageProductDependencies`).
    package let packageProductIDs: [String]
    /// Its synchronized folders (`fileSystemSynchronizedGroups`).
    package let synchronizedFolderIDs: [String]
    /// Its product (`productReference`, a file in the built products folder).
    package let productID: String?
    package let configurationListID: String?

    /// The phases of one kind, in order.
    package func phases(_ kind: XcodeBuildPhase.Kind) -> [XcodeBuildPhase] { buildPhases.filter { $0.kind == kind } }

    /// The module its code is imported as: `PRODUCT_MODULE_NAME` is not read; the product's name,
    /// else the target's, as Xcode names it by default (spaces and dashes become `_`).
    package var moduleName: String {
        let base = productName.flatMap { $0.contains("$(") ? nil : $0 } ?? name
        let mapped = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}

/// A Swift package the project refers to.
package struct XcodePackageReference: Equatable, Sendable {
    package enum Location: Equatable, Sendable {
        /// `XCLocalSwiftPackageReference`: a folder, relative to the project's folder.
        case local(String)
        /// `XCRemoteSwiftPackageReference`: a repository and the version rule written for it.
        case remote(url: String, requirement: String?)
    }

    package let id: String
    package let location: Location
}

/// A product of a package a target links (`XCSwiftPackageProductDependency`).
package struct XcodePackageProduct: Equatable, Sendable {
    package let id: String
    package let productName: String
    /// The package it comes from; nil when the package is not the project's own (a workspace's,
    /// or a local package dragged into the navigator).
    package let packageID: String?
}

/// A synchronized folder's exception set for one target
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`). Its files, relative to the folder, are
/// exceptions to the folder's membership in that target: left out of a target the folder
/// belongs to, added to a target it does not belong to (as Xcode writes a file of the app's
/// folder ticked for the widget extension too).
package struct XcodeSynchronizedExceptions: Equatable, Sendable {
    package let id: String
    package let targetID: String?
    package let membershipExceptions: [String]
}
