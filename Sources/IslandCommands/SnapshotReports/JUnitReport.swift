/// A run as JUnit XML, the format CI systems read into their test tab (Jenkins' junit-10.xsd, the
/// one GitHub's, GitLab's and Buildkite's readers accept): one suite, a test case per snapshot,
/// its class the preview, its name the snapshot's stable name.
///
///     <testsuites name="island" tests="4" failures="1" errors="0">
///       <testsuite name="island snapshot Widget --check" tests="4" failures="1" errors="0" skipped="0">
///         <testcase classname="Lock Screen" name="Lock Screen · lock-screen">
///           <failure type="changed" message="…">--- the file / +++ now …</failure>
///         </testcase>
///
/// A change, a new snapshot and a gone file are failures (`type` says which); a preview that
/// crashed or hung, or a problem `island test` finds, is an error. No times and no timestamp:
/// the same run writes the same bytes.
enum JUnitReport {
    static func document(_ run: SnapshotRun) -> String {
        let counts = "tests=\"\(run.outcomes.count)\" failures=\"\(run.failures)\" errors=\"\(run.errors)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"island\" \(counts)>\n"
        xml += "  <testsuite name=\"\(XMLEscaping.attribute(run.command))\" \(counts) skipped=\"0\">\n"
        for outcome in run.outcomes {
            let opening = "    <testcase classname=\"\(XMLEscaping.attribute(outcome.group(folder: run.folder)))\" name=\"\(XMLEscaping.attribute(outcome.name))\""
            guard let result = result(of: outcome, in: run) else {
                xml += opening + "/>\n"
                continue
            }
            xml += opening + ">\n"
            xml += "      <\(result.element) type=\"\(result.type)\" message=\"\(XMLEscaping.attribute(result.message))\""
            xml += result.text.isEmpty ? "/>\n" : ">\(XMLEscaping.text(result.text))</\(result.element)>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A case's `<failure>` or `<error>`: nil when it passed.
    private static func result(of outcome: SnapshotOutcome, in run: SnapshotRun) -> (element: String, type: String, message: String, text: String)? {
        switch outcome.verdict {
        case .passed:
            return nil
        case .changed(let diff):
            return ("failure", "changed", "\(outcome.name) differs from its snapshot file", diff)
        case .new(let fileName):
            return ("failure", "new", "\(outcome.name) has no snapshot file yet (\(fileName))", "")
        case .gone:
            return ("failure", "gone", "\(outcome.name) is a snapshot of a preview that is no longer there", "")
        case .failedToDraw(let failure):
            let type = if case .hung = failure.reason { "hung" } else { "crashed" }
            return ("error", type, failure.sentence, "")
        case .problems(let problems):
            let lines = problems.map { "\($0.location): error: \($0.message)" }
            return ("error", "problems", lines.count == 1 ? lines[0] : "\(lines.count) problems", lines.joined(separator: "\n"))
        }
    }
}
