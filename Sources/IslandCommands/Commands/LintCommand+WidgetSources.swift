import Foundation
import IslandCommandLine
import TermIsland
import WidgetSources

/// `lint <folder>` on the widgets linked into a widget folder's host program: every Live
/// Activity preview's states on every device against Apple's rules, each finding at its
/// `#Preview` (or, for a widget without one, at the widget's declaration), in the folder's own paths.
extension LintCommand {
    static var widgetSourceOptions: OptionTable? { usage[0].table }

    /// `--format` said wrong before anything is built.
    static func checkWidgetSourceOptions(_ options: CommandOptions) throws { _ = try format(options) }

    /// `failures` (previews that crashed or hung apart, PreviewIsolation) are findings too.
    static func run(_ invocation: Invocation, previews: PreviewCatalog, failures: [PreviewFailure] = []) throws -> Int32 {
        let options = try invocation.options(usage[0].table)
        let format = try format(options)
        guard let source = options.positional.first else { throw UsageError("lint needs a widget folder") }
        for problem in previews.problems { Island.printError(problem) }
        let places = try FolderSourcePlaces(options.positional, target: options.target)
        var findings: [(subject: String, finding: LintFinding)] = []
        for activity in previews.activities {
            let samples = activity.states.map { ActivityLinter.Sample(data: $0, date: activity.instant) }
            let location = places.location(of: activity)
            let found = findingsInVariants(options) { linter, isStale in
                linter.findings(kind: activity.kind, samples: samples.map { $0.stale(isStale) })
            }
            for finding in found {
                // Previews of one widget (its compact, its Lock Screen) find the same things:
                // said once, at the first preview in the file.
                let said = findings.contains {
                    $0.finding.location?.file == location.file && $0.finding.rule == finding.rule
                        && $0.finding.part == finding.part && $0.finding.message == finding.message
                }
                if said { continue }
                var placed = finding
                placed.location = location
                findings.append((activity.title, placed))
            }
        }
        for failure in failures {
            findings.append((failure.title, LintFinding(rule: .previewRuns, message: failure.reasonText,
                                                         part: .lockScreen, device: nil, location: failure.location)))
        }
        // What the files call that does nothing here (InertDeclaration): each call, at its line.
        for call in places.sources.inertCalls() {
            findings.append((call.declaration.name, LintFinding(rule: .inertModifier, message: call.declaration.reason.explanation,
                                                                part: .source, device: nil,
                                                                location: places.location(ofFile: call.file, line: call.line))))
        }
        if previews.activities.isEmpty && failures.isEmpty { Island.printError("\(source): no Live Activity to lint") }
        return write(findings, format)
    }
}

/// Where a widget folder's previews and widgets are written, in the paths the user gave: the
/// host program was compiled from links to the files (`Sources/<target>/…` in the cached
/// package), so a preview's `#filePath` is turned back into the folder's own.
struct FolderSourcePlaces {
    let sources: WidgetSourceFiles
    let declarations: WidgetSourceDeclarations
    /// The folder as typed ("Widgets", "./Widgets/"), without a trailing slash; "" for the
    /// current directory.
    let root: String
    /// The package target the files were compiled in, when the folder command said.
    let target: String?
    /// `sources.files`, to look a compiled path's endings up in.
    private let fileSet: Set<String>

    init(_ arguments: [String], target chosen: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        sources = try WidgetSourceOrigins.origin(of: arguments, target: chosen).sourceFiles()
        fileSet = Set(sources.files)
        declarations = sources.declarations()
        var isDirectory: ObjCBool = false
        let first = arguments[0]
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        // A project's files are relative to the folder holding the .xcodeproj (or workspace).
        let isProjectFile = ["xcodeproj", "xcworkspace"].contains((first as NSString).pathExtension)
        var typed = isDirectory.boolValue && !isProjectFile ? first : folderPart(of: first)
        while typed.count > 1 && typed.hasSuffix("/") { typed.removeLast() }
        root = typed == "." ? "" : typed
        target = environment[WidgetSourceWatch.targetVariable]
    }

    /// The file and line to change for an activity's findings.
    func location(of activity: PreviewCatalog.Activity) -> LintLocation {
        if let path = activity.sourcePath, let line = activity.sourceLine {
            return LintLocation(file: joined(relative(path)), line: line)
        }
        // A placeholder: the widget it stands for, by its type's declaration.
        let name = activity.title.split(separator: " ").first.map(String.init) ?? activity.title
        if let declared = declarations.declaration(ofType: name) { return LintLocation(file: joined(declared.file), line: declared.line) }
        return LintLocation(file: joined(sources.files.first ?? ""), line: 1)
    }

    /// A line of one of the folder's files (`WidgetSourceFiles.files`' paths), in the paths given.
    func location(ofFile file: String, line: Int) -> LintLocation { LintLocation(file: joined(file), line: line) }

    /// The user's file and line for a position in a compiled file (a backtrace's frame), or
    /// nil when the file is not one of the user's (TermIsland's, the runtime's, a generated one).
    func userLocation(compiledPath path: String, line: Int) -> LintLocation? {
        let file = relative(path)
        return sources.files.contains(file) ? LintLocation(file: joined(file), line: line) : nil
    }

    /// Where a preview unit is declared: its `#Preview`'s line, or its type's declaration.
    func declaredLocation(of unit: PreviewUnit) -> LintLocation {
        if case .preview(let record) = unit { return LintLocation(file: joined(relative(record.filePath)), line: record.line) }
        if let declared = declarations.declaration(ofType: unit.title) { return LintLocation(file: joined(declared.file), line: declared.line) }
        return LintLocation(file: joined(sources.files.first ?? ""), line: 1)
    }

    /// A compiled file's path as one of the folder's files: the package links each file at its
    /// path below the folder (`Sources/<target>/Orders/Samples.swift`), and one outside the
    /// folder by its name, so the longest ending of the path that is a file of the folder is
    /// the one. What is no file of the folder keeps its path below the folder, or its name.
    private func relative(_ path: String) -> String {
        if let target, let range = path.range(of: "/Sources/\(target)/") { return String(path[range.upperBound...]) }
        if path.hasPrefix(sources.root.path + "/") { return String(path.dropFirst(sources.root.path.count + 1)) }
        let components = path.split(separator: "/")
        for count in stride(from: components.count, through: 1, by: -1) {
            let ending = components.suffix(count).joined(separator: "/")
            if fileSet.contains(ending) { return ending }
        }
        let name = (path as NSString).lastPathComponent
        return sources.files.first { $0.hasPrefix("/") && ($0 as NSString).lastPathComponent == name } ?? name
    }

    private func joined(_ file: String) -> String {
        root.isEmpty || file.hasPrefix("/") ? file : "\(root)/\(file)"
    }
}
