import Foundation

/// The program a widget's build made, with its resources beside it: on Linux (and for a plain
/// executable on macOS) `Bundle.main` is the folder its executable is in, symbolic links
/// resolved, so the program is hard-linked into a folder of its own, `Bundles/<target>/`,
/// where links to the widget's Copy Bundle Resources files sit too (docs/XcodeProjects.md).
/// A widget without resources runs from the build folder, as before.
extension WidgetSourcePackage {
    package var bundleDirectory: URL { workspace.appendingPathComponent("Bundles").appendingPathComponent(target) }

    /// The executable to run: made again after every build, as the build replaces the file.
    package func program() throws(WidgetSourceProblem) -> URL {
        guard !sources.resources.isEmpty else { return executable }
        let manager = FileManager.default
        let program = bundleDirectory.appendingPathComponent(target)
        do {
            try? manager.removeItem(at: bundleDirectory)
            try manager.createDirectory(at: bundleDirectory, withIntermediateDirectories: true)
            do { try manager.linkItem(at: executable, to: program) } catch { try manager.copyItem(at: executable, to: program) }
            for resource in sources.resources {
                // A localized file keeps its `en.lproj` folder, where Bundle looks for it.
                let parent = resource.deletingLastPathComponent().lastPathComponent
                let name = parent.hasSuffix(".lproj") ? parent + "/" + resource.lastPathComponent : resource.lastPathComponent
                let link = bundleDirectory.appendingPathComponent(name)
                try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !manager.fileExists(atPath: link.path) { try manager.createSymbolicLink(at: link, withDestinationURL: resource) }
            }
        } catch {
            throw .failure("\(bundleDirectory.path): cannot put the widget's program beside its resources: \(error.localizedDescription)")
        }
        return program
    }
}
