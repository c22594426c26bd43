import Foundation
import IslandCommandLine

/// The reports a check writes for CI, when asked: `--junit FILE`, `--summary FILE`, and the
/// summary appended to the file GitHub Actions names in `GITHUB_STEP_SUMMARY` (the job's page).
enum CIReports {
    /// The variable GitHub Actions sets to the job summary's file.
    static let stepSummaryVariable = "GITHUB_STEP_SUMMARY"

    /// `entries`: the report's pictures, made only when `--report` asks for them.
    static func write(_ run: SnapshotRun, _ options: CommandOptions, entries: () -> [HTMLReport.Entry] = { [] },
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let path = options.junitFile { try OutputFile.write(JUnitReport.document(run), to: path) }
        if let directory = options.reportDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw OutputFile.Failure(path: directory, reason: "the report's folder cannot be made: \(error.localizedDescription)")
            }
            let page = HTMLReport.document(run, entries: entries(), theme: options.theme)
            try OutputFile.write(page, to: (directory as NSString).appendingPathComponent("index.html"))
        }
        let summary = MarkdownSummary.document(run)
        if let path = options.summaryFile { try OutputFile.write(summary, to: path) }
        if let path = environment[stepSummaryVariable], !path.isEmpty { try append(summary, to: path) }
    }

    /// `--junit` and `--summary` said wrong, before anything is built: they report a check, and
    /// name a file (standard output has the check's own lines).
    static func checkOptions(_ options: CommandOptions, reportsACheck: Bool, command: String) throws {
        for (name, path) in [("--junit", options.junitFile), ("--summary", options.summaryFile), ("--report", options.reportDirectory)] {
            guard let path else { continue }
            if !reportsACheck { throw UsageError("\(name) reports a check: add --check (\(command) … --check \(name) \(Invocation.shellWord(path)))") }
            if path == "-" { throw UsageError("\(name): give a file; standard output has the check's own lines") }
            // Said before the build, not after a check that cannot be reported. (`--report`
            // names a folder, made with those it is in, as `mkdir -p` makes it.)
            let folder = folderPart(of: path)
            var isDirectory: ObjCBool = false
            if name != "--report" && !folder.isEmpty && !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
                throw UsageError("\(name) \(oneLine(path)): there is no folder \(oneLine(folder)) (mkdir -p \(Invocation.shellWord(folder)))")
            }
        }
    }

    /// Adds `text` at the end of the file at `path` (made when there is none), as GitHub asks
    /// of each step's tools: another step's summary stays.
    private static func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw OutputFile.Failure(path: path, reason: "\(stepSummaryVariable) names a file that cannot be opened")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputFile.Failure(path: path, reason: error.localizedDescription)
        }
    }
}
