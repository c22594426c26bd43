import Foundation
import IslandCommandLine
import TermIsland

/// `island lint`'s findings as text: each as a compiler says an error, at its file and line,
/// with where Apple states the rule on the next line; then how many of each.
///
///     Sources/IslandExamples/Flight.swift:255: error: [lock-screen-height] flight on iPhone 14 Pro: the Lock Screen content …
///       Apple: https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities
///     1 error, 0 warnings
enum LintReport {
    /// The findings of each subject, as text.
    static func text(_ findings: [(subject: String, finding: LintFinding)]) -> String {
        var output = ""
        for (subject, finding) in findings {
            let place = finding.location.map { "\($0): " } ?? ""
            let device = finding.device.map { " on \($0.name)" } ?? ""
            output += "\(place)\(finding.severity.rawValue): [\(finding.rule.rawValue)] \(subject)\(device): \(finding.message)\n"
            output += "  Apple: \(finding.rule.documentation)\n"
        }
        output += summary(findings.map(\.finding)) + "\n"
        return output
    }

    /// "2 errors, 1 warning", or "no findings".
    static func summary(_ findings: [LintFinding]) -> String {
        guard !findings.isEmpty else { return "no findings" }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
