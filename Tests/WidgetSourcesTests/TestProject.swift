import Foundation

/// A small Xcode project written for a test: each target a group of its own folder with its
/// files in its Sources phase, and remote package products it links, as Xcode writes them.
struct TestProject {
    struct Target {
        var name: String
        var type: String
        var files: [String: String]
        var remoteProducts: [String] = []
    }

    let folder: URL
    var project: URL { folder.appendingPathComponent("Test.xcodeproj") }

    init(_ targets: [Target], remoteURL: String = "https://github.com/example/FancyCharts") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-38-project-\(UUID().uuidString)").standardizedFileURL
        var objects: [String] = [], groups: [String] = [], targetIDs: [String] = []
        var productIDs: [String] = []
        for (index, target) in targets.enumerated() {
            var fileIDs: [String] = [], buildIDs: [String] = []
            for (number, (name, text)) in target.files.sorted(by: { $0.key < $1.key }).enumerated() {
                let file = String(format: "F%02d%02d", index, number), build = String(format: "B%02d%02d", index, number)
                objects.append("\(file) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(file); };")
                fileIDs.append(file)
                buildIDs.append(build)
                let url = folder.appendingPathComponent(target.name).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let products = target.remoteProducts.enumerated().map { number, name in
                let id = String(format: "P%02d%02d", index, number)
                objects.append("\(id) = {isa = XCSwiftPackageProductDependency; package = K001; productName = \(name); };")
                return id
            }
            productIDs += products
            objects.append("G0\(index) = {isa = PBXGroup; children = (\(fileIDs.joined(separator: ", "))); path = \"\(target.name)\"; sourceTree = \"<group>\"; };")
            objects.append("S0\(index) = {isa = PBXSourcesBuildPhase; files = (\(buildIDs.joined(separator: ", "))); };")
            objects.append("T0\(index) = {isa = PBXNativeTarget; name = \"\(target.name)\"; productType = \"com.apple.product-type.\(target.type)\"; buildPhases = (S0\(index)); packageProductDependencies = (\(products.joined(separator: ", "))); };")
            groups.append("G0\(index)")
            targetIDs.append("T0\(index)")
        }
        objects.append("K001 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"\(remoteURL)\"; requirement = {kind = upToNextMajorVersion; minimumVersion = 2.0.0; }; };")
        objects.append("G000 = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        objects.append("R000 = {isa = PBXProject; mainGroup = G000; targets = (\(targetIDs.joined(separator: ", "))); packageReferences = (K001); };")
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = R000;\n}\n"
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try text.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static let liveActivity = "import ActivityKit\nimport WidgetKit\nstruct Live: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { _ in } dynamicIsland: { _ in } } }\n"
    static let widget = "import WidgetKit\nstruct Clock: Widget { var body: some WidgetConfiguration { StaticConfiguration() } }\n"
    static let app = "import SwiftUI\n@main struct App: SwiftUI.App { var body: some Scene { WindowGroup { Text(\"\") } } }\n"
}
