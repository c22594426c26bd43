import CacheReuse
import Foundation

/// What compiling a widget into a library needs from the `island` that runs: the folder its
/// build put it in, with TermIsland's compiled modules (`Modules/`), the C modules' maps and the
/// `#Preview` macro's tool beside it. A library compiled against exactly these modules links
/// against the very code of the running `island`, which loads it (docs/WidgetFolders.md, "The
/// warm loop"); none of TermIsland is compiled again.
package struct WidgetLibraryToolchain: Equatable, Sendable {
    /// The build's product folder (`.build/<triple>/debug`), holding `island`.
    package let products: URL
    /// The running `island`.
    package let executable: URL
    /// The module maps of TermIsland's C targets, for the Swift modules that import them.
    package let moduleMaps: [URL]

    package init(products: URL, executable: URL, moduleMaps: [URL]) {
        self.products = products
        self.executable = executable
        self.moduleMaps = moduleMaps
    }

    package var modules: URL { products.appendingPathComponent("Modules") }
    package var macroTool: URL { products.appendingPathComponent("WidgetPreviewsMacros-tool") }

    /// Why a widget cannot be compiled into a library here, so `island` builds its package instead.
    package struct Unavailable: Error, Equatable, CustomStringConvertible {
        package let description: String
        package init(description: String) { self.description = description }
    }

    /// The toolchain of `executable` (the running `island`, built from `termIsland`), or why
    /// there is none: no modules beside it (an installed copy), a module compiled after it (a
    /// build of another product since, whose modules the running program does not have), or
    /// `TERMISLAND_NO_LIBRARY` set.
    package static func of(executable: URL, termIsland: URL,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Self, Unavailable> {
        if environment["TERMISLAND_NO_LIBRARY"] != nil { return .failure(Unavailable(description: "TERMISLAND_NO_LIBRARY is set")) }
        let executable = executable.resolvingSymlinksInPath()
        let products = executable.deletingLastPathComponent()
        let manager = FileManager.default
        let toolchain = Self(products: products, executable: executable,
                             moduleMaps: moduleMaps(products: products, termIsland: termIsland))
        guard manager.fileExists(atPath: toolchain.modules.path), manager.fileExists(atPath: toolchain.macroTool.path) else {
            return .failure(Unavailable(description: "\(products.path) has no TermIsland modules beside island"))
        }
        guard let built = modificationDate(executable) else {
            return .failure(Unavailable(description: "\(executable.path) cannot be read"))
        }
        // The modules of TermIsland's own targets (a folder under Sources/ each); a test
        // target's, built later by `swift build --build-tests`, do not count. A module up to a
        // second newer than island is its own build's (file times are not the link's order).
        // The Apple names' folders are one level down, under Sources/AppleNames.
        let sources = termIsland.appendingPathComponent("Sources")
        let targets = Set(((try? manager.contentsOfDirectory(atPath: sources.path)) ?? [])
                          + ((try? manager.contentsOfDirectory(atPath: sources.appendingPathComponent("AppleNames").path)) ?? []))
        let names = (try? manager.contentsOfDirectory(atPath: toolchain.modules.path)) ?? []
        for name in names where name.hasSuffix(".swiftmodule") && targets.contains(String(name.dropLast(".swiftmodule".count))) {
            if let date = modificationDate(toolchain.modules.appendingPathComponent(name)), date > built.addingTimeInterval(Self.linkSlack) {
                return .failure(Unavailable(description: "\(name) is newer than \(executable.lastPathComponent): run swift build"))
            }
        }
        return .success(toolchain)
    }

    /// How much newer than `island` a module of the same build may be.
    static let linkSlack: TimeInterval = 1

    /// The running program, as the kernel names it (a symlink's target on Linux).
    package static var currentExecutable: URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return URL(fileURLWithPath: path) }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }

    /// The maps SwiftPM wrote for TermIsland's C targets (`<target>.build/module.modulemap`),
    /// and those of its system-library targets (a `module.modulemap` in the target's folder).
    private static func moduleMaps(products: URL, termIsland: URL) -> [URL] {
        let manager = FileManager.default
        var maps: [URL] = []
        for name in ((try? manager.contentsOfDirectory(atPath: products.path)) ?? []).sorted() where name.hasSuffix(".build") {
            let map = products.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if manager.fileExists(atPath: map.path) { maps.append(map) }
        }
        let sources = termIsland.appendingPathComponent("Sources")
        for name in ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? []).sorted() {
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if manager.fileExists(atPath: map.path) { maps.append(map) }
        }
        return maps
    }

    private static func modificationDate(_ url: URL) -> Date? {
        FileStamp(path: url.path)?.modified
    }
}

extension WidgetLibraryToolchain {
    /// `-use-ld=lld` where the Swift toolchain on `searchPath` has lld beside its `swiftc` (as
    /// Swift's Linux toolchains do), else nothing (the system's default linker). The library of
    /// a save links in half of gold's time with it (docs/BENCHMARKS.md, "The loop"). On macOS
    /// the system's linker is kept.
    package static func linkerArguments(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> [String] {
        #if os(Linux)
        let manager = FileManager.default
        for directory in (searchPath ?? "").split(separator: ":").map(String.init)
        where manager.isExecutableFile(atPath: directory + "/swiftc") {
            return manager.isExecutableFile(atPath: directory + "/ld.lld") ? ["-use-ld=lld"] : []
        }
        #endif
        return []
    }
}
