// swift-tools-version:5.9
// A local package of the project (XCLocalSwiftPackageReference); its dishes are a resource.
import PackageDescription

let package = Package(
    name: "Menu",
    products: [.library(name: "Menu", targets: ["Menu"])],
    targets: [.target(name: "Menu", resources: [.copy("dishes.json")])]
)
