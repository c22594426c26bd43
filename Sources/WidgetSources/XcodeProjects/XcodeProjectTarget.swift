import Foundation
import XcodeProjects

/// An Xcode project's widget extension target as the files, modules and resources to build
/// (`island preview App.xcodeproj`, docs/XcodeProjects.md): what the project file says the
/// target compiles, links and bundles, read from `project.pbxproj`, never guessed from folders.
///
/// The argument is a `.xcodeproj`, a `.xcworkspace` (its projects and local packages), or a
/// folder holding exactly one `.xcodeproj` at its top (else its one `.xcworkspace`).
package struct XcodeProjectTarget: WidgetSourceOrigin {
    /// The project, workspace or folder as typed.
    package let argument: String
    /// `--target NAME`: the target chosen; nil to find the widget extension.
    package let targetName: String?

    package init(_ argument: String, target: String? = nil) {
        self.argument = argument
        targetName = target
    }

    /// What an argument names: a project, a workspace.
    package enum Location: Equatable, Sendable {
        case project(URL)
        case workspace(URL)
        /// A folder with several projects and no one workspace: which is meant is the user's to say.
        case ambiguous(folder: URL, projects: [String])
    }

    /// Whether `argument` names a project, a workspace or a folder holding one.
    package static func names(_ argument: String) -> Bool { location(of: argument) != nil }

    package static func location(of argument: String) -> Location? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let url = URL(fileURLWithPath: argument).standardizedFileURL
        if url.pathExtension == "xcodeproj" { return .project(url) }
        if url.pathExtension == "xcworkspace" { return .workspace(url) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }
        if projects.count == 1 { return .project(url.appendingPathComponent(projects[0])) }
        if workspaces.count == 1 { return .workspace(url.appendingPathComponent(workspaces[0])) }
        if projects.count > 1 { return .ambiguous(folder: url, projects: projects) }
        return nil
    }

    /// The projects to look in and the workspace's local packages.
    func projects() throws(WidgetSourceProblem) -> (projects: [XcodeProject], packages: [URL]) {
        switch Self.location(of: argument) {
        case .project(let url):
            let project: XcodeProject
            do { project = try XcodeProject(contentsOf: url) } catch { throw .usage(error.description) }
            return ([project], Self.packagesOfWorkspaces(beside: url))
        case .workspace(let url):
            let workspace: XcodeWorkspace
            do { workspace = try XcodeWorkspace(contentsOf: url) } catch { throw .usage(error.description) }
            var projects: [XcodeProject] = []
            for project in workspace.projects where project.lastPathComponent != "Pods.xcodeproj" {
                guard FileManager.default.fileExists(atPath: XcodeProject.projectFile(in: project).path) else { continue }
                do { projects.append(try XcodeProject(contentsOf: project)) } catch { throw .usage(error.description) }
            }
            guard !projects.isEmpty else { throw .usage("\(argument): the workspace lists no Xcode project with a project.pbxproj") }
            return (projects, workspace.packages)
        case .ambiguous(_, let projects):
            throw .usage("\(argument): \(projects.count) Xcode projects here (\(projects.joined(separator: ", "))); give the one with the widget extension")
        case nil:
            throw .usage("\(argument): not an Xcode project, a workspace or a folder holding one")
        }
    }

    /// The local packages of the workspaces beside a project: a package a project's target links
    /// may be listed only there (a product dependency without a package of the project's).
    static func packagesOfWorkspaces(beside project: URL) -> [URL] {
        let folder = project.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcworkspace") }.sorted()
        return names.flatMap { name in (try? XcodeWorkspace(contentsOf: folder.appendingPathComponent(name)))?.packages ?? [] }
    }

    package func sourceFiles() throws(WidgetSourceProblem) -> WidgetSourceFiles {
        let (projects, packages) = try projects()
        let (project, target) = try XcodeWidgetTargetChoice.choose(in: projects, named: targetName, argument: argument)
        return try XcodeTargetSources(project: project, target: target, workspacePackages: packages, argument: argument).files()
    }
}
