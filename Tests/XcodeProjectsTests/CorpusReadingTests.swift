import Foundation
import Testing
import XcodeProjects

/// Every `project.pbxproj` below `XCODE_PROJECT_CORPUS` (real projects kept outside the
/// repository) reads, and each has targets: the reader's robustness check on projects no one
/// here wrote. Skipped when the variable is not set.
@Suite struct CorpusReadingTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["XCODE_PROJECT_CORPUS"] != nil))
    func everyProjectOfTheCorpusReads() throws {
        let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["XCODE_PROJECT_CORPUS"]!)
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var read = 0
        for case let url as URL in walker where url.lastPathComponent == "project.pbxproj" {
            let project = url.deletingLastPathComponent()
            do {
                let model = try XcodeProject(contentsOf: project)
                #expect(!model.targets.isEmpty, "\(project.path): no targets")
                read += 1
            } catch {
                Issue.record("\(error)")
            }
        }
        print("read \(read) projects below \(root.path)")
        #expect(read > 0)
    }
}
