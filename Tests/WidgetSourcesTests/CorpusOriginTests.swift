import Foundation
import Testing
import WidgetSources

/// Each project below `XCODE_PROJECT_CORPUS` (real projects kept outside the repository) as the
/// origin reads it, without building: the target chosen and its counts, or the error. A
/// measurement printed, not an assertion; skipped when the variable is not set.
@Suite struct CorpusOriginTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["XCODE_PROJECT_CORPUS"] != nil))
    func everyProjectOfTheCorpusAsTheOriginReadsIt() throws {
        let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["XCODE_PROJECT_CORPUS"]!)
        for repository in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(repository)
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            var projects: [URL] = []
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "xcodeproj" { projects.append(url); walker?.skipDescendants() }
                if url.lastPathComponent == "Pods" || url.lastPathComponent.hasPrefix(".") { walker?.skipDescendants() }
            }
            for project in projects {
                do {
                    let sources = try XcodeProjectTarget(project.path).sourceFiles()
                    print("CORPUS ok \(repository) \(project.lastPathComponent) \(sources.label): \(sources.files.count) files, modules \(sources.modules.map(\.name)), \(sources.resources.count) resources, \(sources.assetCatalogs?.count ?? 0) catalogs, -D \(sources.conditions), swift \(sources.languageMode)")
                } catch {
                    print("CORPUS error \(repository) \(project.lastPathComponent): \(error.description.replacingOccurrences(of: "\n", with: " ⏎ "))")
                }
            }
        }
    }
}
