// swift-tools-version:6.0
// TermIsland renders Live Activity presentations in a terminal. See README.md and docs/.
import PackageDescription

let package = Package(
    name: "TermIsland",
    // Synchronization's Atomic (solver variables are Sendable) needs macOS 15 on Apple systems.
    platforms: [.macOS(.v15)],
    products: [
        // The constraint solver stands on its own: usable without the rest of TermIsland.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TerminalCanvas", targets: ["TerminalCanvas"]),
        .library(name: "IslandUI", targets: ["IslandUI"]),
        .library(name: "LiveActivity", targets: ["LiveActivity"]),
        .library(name: "TermIsland", targets: ["TermIsland"]),
        .library(name: "IslandSnapshotTesting", targets: ["IslandSnapshotTesting"]),
        .executable(name: "island", targets: ["island"]),
        .executable(name: "island-bench", targets: ["island-bench"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "TerminalCanvas"),
        .target(name: "IslandUI", dependencies: ["Cassowary", "TerminalCanvas"]),
        .target(name: "LiveActivity", dependencies: ["IslandUI", "TerminalCanvas"]),
        .target(name: "TermIsland", dependencies: ["IslandUI", "LiveActivity"]),
        .target(name: "IslandExamples", dependencies: ["TermIsland"]),
        .target(name: "IslandSnapshotTesting", dependencies: ["TerminalCanvas", "LiveActivity"]),
        .executableTarget(name: "island", dependencies: ["IslandExamples", "TermIsland", "TerminalCanvas"]),
        .executableTarget(
            name: "island-bench",
            dependencies: ["Cassowary", "TerminalCanvas", "IslandUI", "LiveActivity"]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas"]),
        .testTarget(name: "IslandUITests", dependencies: ["IslandUI", "TerminalCanvas"]),
        .testTarget(
            name: "LiveActivityTests",
            dependencies: ["LiveActivity", "IslandExamples", "TermIsland", "TerminalCanvas", "IslandSnapshotTesting"],
            exclude: ["__Snapshots__", "Generic/__Snapshots__"]),
        .testTarget(name: "IslandCommandTests", dependencies: ["island", "IslandExamples", "IslandSnapshotTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "IslandSnapshotTestingTests", dependencies: ["IslandSnapshotTesting", "TerminalCanvas"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

// The ncurses backend (docs/Terminal.md): libncursesw through a system-library target, the
// backend itself, and the small program its terminal tests run.
package.products += [
    .library(name: "CursesBackend", targets: ["CursesBackend"]),
]
package.targets += [
    .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
    .target(name: "CursesBackend", dependencies: ["CNcursesw", "TerminalCanvas"]),
    .executableTarget(name: "curses-probe", dependencies: ["CursesBackend", "TerminalCanvas"]),
    .testTarget(
        name: "CursesBackendTests", dependencies: ["CursesBackend", "TerminalCanvas", "curses-probe", "island"],
        exclude: ["Scripts"]),
]
for target in package.targets where ["island", "island-bench"].contains(target.name) {
    target.dependencies.append("CursesBackend")
}
