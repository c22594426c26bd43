// swift-tools-version:6.0
// A package of your own that previews its Live Activity with TermIsland: `swift run
// MyActivityPreview` opens the interactive previewer on the widget in Sources/. It depends on
// TermIsland by path here; yours would name its URL or a path to your checkout.
import PackageDescription

let package = Package(
    name: "MyActivityPreview",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "TermIsland", path: "../../..")],
    targets: [
        .executableTarget(
            name: "MyActivityPreview",
            dependencies: [
                .product(name: "TermIsland", package: "TermIsland"),
                .product(name: "IslandPreview", package: "TermIsland"),
                // island's examples, for a scenario in which the widget competes with them.
                .product(name: "IslandExamples", package: "TermIsland"),
                .product(name: "IslandPlayback", package: "TermIsland"),
                .product(name: "IslandInputs", package: "TermIsland"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
