import Foundation
import LiveActivity
import SwiftSourceText
import XcodeProjects

/// Which target of a project is the widget extension: an app extension whose Swift files
/// declare a `Widget` or a `WidgetBundle`, or use `ActivityConfiguration` (read from their
/// declarations, not searched as text). One is taken; several, none, or a `--target` naming no
/// target are each an error that lists what there is.
package enum XcodeWidgetTargetChoice {
    package static func choose(in projects: [XcodeProject], named name: String?, argument: String) throws(WidgetSourceProblem) -> (XcodeProject, XcodeTarget) {
        let all = projects.flatMap { project in project.targets.map { (project, $0) } }
        if let name {
            if let found = all.first(where: { $0.1.name == name }) { return found }
            let names = all.map { $0.1.name }
            throw .usage("\(argument): no target \"\(name)\"\(NameSuggestion.didYouMean(name, among: names)) (the targets: \(describe(all)))")
        }
        let widgets = all.filter { project, target in
            target.productType?.isExtension == true && declaresWidget(project.swiftFiles(of: target))
        }
        if widgets.count == 1 { return widgets[0] }
        // A Live Activity's extension before a watch complication's or a home-screen widget's.
        let live = widgets.filter { project, target in configuresActivity(project.swiftFiles(of: target)) }
        if live.count == 1 { return live[0] }
        if widgets.isEmpty {
            let targets = all.isEmpty ? "it has no targets" : "the targets: \(describe(all))"
            throw .usage("\(argument): no app extension target declares a widget (a Widget, a WidgetBundle or an ActivityConfiguration); \(targets)")
        }
        let names = widgets.map { "\"\($0.1.name)\"" }.joined(separator: ", ")
        throw .usage("\(argument): \(widgets.count) widget extension targets (\(names)); choose one with --target NAME, as in --target \"\(widgets[0].1.name)\"")
    }

    /// `App (application), Shared (framework)`
    static func describe(_ targets: [(XcodeProject, XcodeTarget)]) -> String {
        targets.map { "\($0.1.name) (\($0.1.productType?.description ?? "no product"))" }.joined(separator: ", ")
    }

    /// Whether any of `files` uses `ActivityConfiguration`.
    static func configuresActivity(_ files: [String]) -> Bool {
        files.contains { SwiftDeclarations((try? String(contentsOfFile: $0, encoding: .utf8)) ?? "").words.contains("ActivityConfiguration") }
    }

    /// Whether any of `files` declares a widget or a bundle, or configures a Live Activity.
    static func declaresWidget(_ files: [String]) -> Bool {
        files.contains { file in
            let declarations = SwiftDeclarations((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
            return declarations.words.contains("ActivityConfiguration") || declarations.types.contains {
                $0.conformances.contains("Widget") || $0.conformances.contains("WidgetBundle")
            }
        }
    }
}

extension XcodeProject {
    /// The Swift files a target compiles, absolute: its Sources phase's and its synchronized folders'.
    package func swiftFiles(of target: XcodeTarget) -> [String] {
        var seen: Set<String> = []
        return (files(of: target, in: .sources) + synchronizedFiles(of: target)).compactMap(\.path.filePath)
            .filter { $0.hasSuffix(".swift") && seen.insert($0).inserted }
    }
}
